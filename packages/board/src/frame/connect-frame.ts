// The host's side of a framed board: `connectFrame(iframe)` listens to that frame's messages alone
// (its window, from the origin of its `src`), sizes the iframe to its content, and fires each
// message on the iframe as a typed DOM event (`galaxies-frame-ready`, `…-resize`, `…-progress`,
// `…-solved`); it sends the frame `restart` and `theme`. For pages that frame `/embed/` pages with
// a script of their own; a page with no script sizes the frame by hand (or leaves it to
// WordPress, which the frame also answers).
import type { SolvedDetail } from '../events.js';
import {
  frameMessage,
  isFrameEvent,
  readFrameMessage,
  type FrameCommand,
  type FramePuzzle,
  type FrameProgress,
  type FrameTheme,
} from './frame-messages.js';

/** What a connection does: the host's commands, and its end. */
export interface FrameConnection {
  /** Clears the player's marks in the frame (one undoable step, as the board's Restart). */
  restart(): void;
  /** The frame's colours: `light`, `dark`, or `auto` (the reader's preference). */
  theme(theme: FrameTheme): void;
  /** Stops listening (the iframe keeps its last height). */
  disconnect(): void;
}

export interface ConnectOptions {
  /** Sets the iframe's height to the frame's content as it changes (default true). */
  autoHeight?: boolean;
}

/** The events `connectFrame` fires on the iframe, by name. */
export interface FrameEvents {
  'galaxies-frame-ready': CustomEvent<FramePuzzle>;
  'galaxies-frame-resize': CustomEvent<{ height: number }>;
  'galaxies-frame-progress': CustomEvent<FrameProgress>;
  'galaxies-frame-solved': CustomEvent<SolvedDetail>;
}

declare global {
  interface HTMLElementEventMap {
    'galaxies-frame-ready': CustomEvent<FramePuzzle>;
    'galaxies-frame-resize': CustomEvent<{ height: number }>;
    'galaxies-frame-progress': CustomEvent<FrameProgress>;
    'galaxies-frame-solved': CustomEvent<SolvedDetail>;
  }
}

/** The origin of the page in `iframe` (where its messages must come from and ours go to). */
function originOf(iframe: HTMLIFrameElement): string {
  return new URL(iframe.src, location.href).origin;
}

/**
 * Connects to the Galaxies board in `iframe` (an `/embed/` page). Messages from anywhere but that
 * frame's window and origin are ignored, and so is any message not of the protocol's shape. It
 * says `hello` as it connects and whenever the iframe loads a page, so a frame that spoke before
 * the host listened tells `ready` and its height again; `galaxies-frame-ready` fires once for
 * each puzzle, however often the frame tells it.
 */
export function connectFrame(
  iframe: HTMLIFrameElement,
  options: ConnectOptions = {},
): FrameConnection {
  const autoHeight = options.autoHeight ?? true;
  const fire = <K extends keyof FrameEvents>(name: K, detail: FrameEvents[K]['detail']) =>
    iframe.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  let ready = '';
  let height = -1;
  const heard = (event: MessageEvent) => {
    if (event.source === null || event.source !== iframe.contentWindow) return;
    if (event.origin !== originOf(iframe)) return;
    const message = readFrameMessage(event.data);
    if (!message || !isFrameEvent(message)) return;
    switch (message.type) {
      case 'ready': {
        const puzzle = JSON.stringify(message.puzzle);
        if (puzzle === ready) return;
        ready = puzzle;
        return fire('galaxies-frame-ready', message.puzzle);
      }
      case 'resize':
        if (message.height === height) return;
        height = message.height;
        if (autoHeight) iframe.style.height = `${message.height}px`;
        return fire('galaxies-frame-resize', { height: message.height });
      case 'progress': {
        const { percent, galaxies, of } = message;
        return fire('galaxies-frame-progress', { percent, galaxies, of });
      }
      case 'solved':
        return fire('galaxies-frame-solved', message.detail);
    }
  };
  window.addEventListener('message', heard);
  const send = (command: FrameCommand) =>
    iframe.contentWindow?.postMessage(command, originOf(iframe));
  const hello = () => send(frameMessage('hello', {}));
  iframe.addEventListener('load', hello);
  hello();
  return {
    restart: () => send(frameMessage('restart', {})),
    theme: (theme) => send(frameMessage('theme', { theme })),
    disconnect: () => {
      window.removeEventListener('message', heard);
      iframe.removeEventListener('load', hello);
    },
  };
}
