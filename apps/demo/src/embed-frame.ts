// The frame's side of the postMessage protocol (`@galaxies/board/frame`, version 1), for a board
// on an `/embed/` page framed by another site: it tells the page around it `ready`, `resize` (its
// height, so the host can size the frame), `progress` and `solved`, and takes `hello` (answered
// with `ready` and the height again, for a host that began listening late), `restart` and `theme`
// from its parent window alone, in the protocol's exact shape (anything else is ignored,
// and nothing a host sends reaches the page's HTML). It answers WordPress's own embed messages
// too (`#?secret=…` in the address; `height` to the parent), so WordPress sizes the frame.
import type { GalaxiesBoard } from '@galaxies/board';
import {
  frameMessage,
  readFrameMessage,
  type FrameEvent,
  type FrameProgress,
  type FramePuzzle,
} from '@galaxies/board/frame';
import { standing } from '@galaxies/engine';

/** WordPress's secret for this frame, from `#?secret=…` (letters and digits only), or null. */
export function wordPressSecret(hash: string): string | null {
  const secret = new URLSearchParams(hash.replace(/^#\??/, '')).get('secret');
  return secret && /^[a-zA-Z0-9]{1,64}$/.test(secret) ? secret : null;
}

/** The board's puzzle as `ready` tells it. */
function puzzleOf(board: GalaxiesBoard): FramePuzzle | null {
  const puzzle = board.current;
  if (!puzzle) return null;
  const { w, h } = puzzle;
  return { size: w === h ? w : `${w}x${h}`, level: board.level || 'imported', w, h };
}

/** How far the player is: the share of the cells in finished galaxies. */
export function progressOf(board: GalaxiesBoard): FrameProgress | null {
  const puzzle = board.current;
  const marks = board.marks;
  if (!puzzle || !marks) return null;
  const regions = standing(puzzle, marks).regions.filter((region) => region.galaxy);
  const cells = regions.reduce((sum, region) => sum + region.cells.length, 0);
  return {
    percent: Math.floor((100 * cells) / (puzzle.w * puzzle.h)),
    galaxies: regions.length,
    of: puzzle.dots.length,
  };
}

/** The page's height, for the host to size the frame to. */
const heightOf = () => Math.ceil(document.documentElement.getBoundingClientRect().height);

/**
 * Speaks the protocol with the window that frames this page, for `board` (null: a page with no
 * puzzle, which still tells its height). Nothing happens on a page that is not framed.
 */
export function speakToHost(board: GalaxiesBoard | null): void {
  const host = window.parent;
  if (host === window) return;
  // The host's origin is not known: nothing sent is secret (what the page shows anyway).
  const post = (message: FrameEvent) => host.postMessage(message, '*');
  const secret = wordPressSecret(location.hash);
  let height = -1;
  const tellHeight = (again = false) => {
    const now = heightOf();
    if (now === height && !again) return;
    height = now;
    post(frameMessage('resize', { height }));
    if (secret) host.postMessage({ message: 'height', value: height, secret }, '*');
  };
  new ResizeObserver(() => tellHeight()).observe(document.body);
  tellHeight();
  /** The puzzle once the board shows it (told as `ready`), else null. */
  let shown: FramePuzzle | null = null;
  window.addEventListener('message', (event) => {
    if (event.source !== host) return;
    const data: unknown = event.data;
    // WordPress asks once its page is ready.
    if (secret && isWordPressReady(data, secret)) return tellHeight(true);
    const command = readFrameMessage(data);
    if (command?.type === 'hello') {
      if (shown) post(frameMessage('ready', { puzzle: shown }));
      return tellHeight(true);
    }
    if (!command || !board) return;
    if (command.type === 'restart') board.restart();
    if (command.type === 'theme') {
      board.scheme = command.theme;
      document.documentElement.dataset['theme'] = command.theme;
    }
  });
  if (!board) return;
  let told = '';
  const tellProgress = () => {
    const progress = progressOf(board);
    const now = JSON.stringify(progress);
    if (!progress || now === told) return;
    told = now;
    post(frameMessage('progress', progress));
  };
  board.addEventListener('galaxies-move', tellProgress);
  board.addEventListener('galaxies-solved', (event) => {
    tellProgress();
    post(frameMessage('solved', { detail: event.detail }));
  });
  void board.ready.then(() => {
    shown = puzzleOf(board);
    if (shown) post(frameMessage('ready', { puzzle: shown }));
    tellHeight(true);
  });
}

/** Whether `data` is WordPress's `ready` for this frame's secret. */
function isWordPressReady(data: unknown, secret: string): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message['message'] === 'ready' && message['secret'] === secret;
}
