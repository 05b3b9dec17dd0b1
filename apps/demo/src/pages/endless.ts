// Endless: a new puzzle of the size and level you pick, whose code the server picks (made by the
// current engine version) and starts a ticket for, so it can be rated. The address names the
// puzzle, its level and its version (shared/endless-address.ts), so it can be shared and reopened;
// an old link (a size and a code) opens version 1's puzzle, as it always did, and a link of a
// version this page doesn't have offers the update instead of a wrong puzzle. A code from a link
// that this browser did not start plays too, unrated. The puzzle's score shows beside its level.
// Next starts another of the same size and level, from a few kept ready (endless-ahead.ts), so it
// works offline too. The server draws the first puzzle with its board (server/pages/): the one the
// address names, or a new one it chose, whose offer this page trades for a start ticket; a newcomer
// is welcomed over it once.
import '@galaxies/board/hydrate.js';
import { nextTask } from '@galaxies/pencil-kit';
import { hydrate } from '@lit-labs/ssr-client';
import { html, render } from 'lit';
import { SITE_ENGINE } from '../../shared/puzzle-key.js';
import { addressOf, readAddress, type EndlessAsk } from '../../shared/endless-address.js';
import { fillAhead, takeReady } from '../endless-ahead.js';
import { renderExportRow } from '../export-row.js';
import { startPage } from '../layout.js';
import { notice } from '../notice.js';
import { offerNewerEngine } from '../offline.js';
import { postSolvesOf } from '../solves.js';
import { startPuzzle, ticketOf } from '../tickets.js';
import { endlessView, type Shown } from '../../shared/views/endless-view.js';
import type { PageData } from '../../shared/views/page-data.js';
import { welcomeDue, wireWelcome } from '../welcome.js';
import { say } from '../../shared/words/say.js';
import { type Size } from '../../shared/sizes.js';

type Board = HTMLElement & { ready: Promise<void>; score: number | null };

/** A random code, for when the server can't be asked: 8 characters of [a-z0-9], unrated. */
function randomCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => alphabet[b % 36]).join('');
}

/**
 * A new puzzle of `size` and `difficulty` started by the server: one kept ready (so Next works
 * offline, rated), else one asked for now, else, with the site out of reach, an unrated one of
 * our own.
 */
async function started(size: Size, difficulty: string): Promise<Shown> {
  const ready = takeReady(size, difficulty);
  if (ready) {
    void fillAhead(size, difficulty);
    return { size, difficulty, ...ready };
  }
  try {
    const { code, engine, score } = await startPuzzle({ mode: 'endless', size, difficulty });
    void fillAhead(size, difficulty);
    return { size, difficulty, code, engine, score };
  } catch (error) {
    notice(error instanceof Error ? error.message : say.endless.failed, 'error');
    return { size, difficulty, code: randomCode(), engine: SITE_ENGINE, score: null };
  }
}

/**
 * The score beside the level, once known: the server's for a puzzle it started, else the
 * board's own for the puzzle it made (a link's, or one reopened), the grade the server gives.
 */
async function showScore(page: HTMLElement, puzzle: Shown): Promise<void> {
  if (puzzle.score !== null) return;
  const board = page.querySelector<Board>('galaxies-board')!;
  await board.ready;
  // Another puzzle may be on the board by now (Next, Back): its own call says its score.
  if (board.getAttribute('code') !== puzzle.code) return;
  render(
    endlessView({ ...puzzle, score: board.score }, () => void next(puzzle), welcoming),
    page,
  );
}

/** Whether the page shows the newcomer's welcome: on its first puzzle only. */
let welcoming = false;
let firstShow = true;

/** The server's drawing of this page, when it is of the puzzle `ask` names. */
function drawnFor(ask: EndlessAsk, data: PageData | null) {
  if (data?.page !== 'endless') return null;
  const { shown, offer } = data;
  const same = shown.size === ask.size && shown.difficulty === ask.difficulty;
  if (ask.code === null) return same && offer ? data : null;
  return same && shown.code === ask.code && shown.engine === ask.engine ? data : null;
}

/** Trades the server's offer of the puzzle it drew for a start ticket, so its solve is rated. */
async function redeem(puzzle: Shown, offer: string): Promise<void> {
  const { size, difficulty } = puzzle;
  try {
    await startPuzzle({ mode: 'endless', size, difficulty, offer });
    void fillAhead(size, difficulty);
  } catch (error) {
    // The puzzle stays, unrated.
    notice(error instanceof Error ? error.message : say.endless.failed, 'error');
  }
}

/**
 * Shows `given`, or the puzzle the address names, starting a new one when it names none:
 * hydrating the server's drawing of it (`drawn`, the first time only), else drawing it.
 */
async function show(given?: Shown, drawn: PageData | null = null): Promise<void> {
  const page = document.querySelector<HTMLElement>('#page')!;
  const w = say.endless;
  const read = readAddress(location.search);
  const server = read.ok && !given ? drawnFor(read.ask, drawn) : null;
  // The server drew another page (an offline copy, say): its drawing goes.
  if (drawn && !server) page.replaceChildren();
  if (!read.ok) {
    render(
      html`<h1>${w.heading}</h1>
        <p class="after"><a href="/endless/">${w.newPuzzle}</a></p>`,
      page,
    );
    offerNewerEngine(read.engine);
    return;
  }
  const { ask } = read;
  const puzzle =
    given ??
    server?.shown ??
    (ask.code === null
      ? await started(ask.size, ask.difficulty)
      : { ...ask, code: ask.code, score: null });
  history.replaceState(null, '', addressOf(puzzle));
  welcoming = firstShow && (server ? server.welcome : welcomeDue());
  firstShow = false;
  const view = endlessView(puzzle, () => void next(puzzle), welcoming);
  if (server) {
    hydrate(view, page);
    // The rest (the welcome's buttons, the offer's trade, the score, the export row) in a task
    // after the hydration, so a tap is answered between them.
    await nextTask();
  } else render(view, page);
  if (welcoming) wireWelcome(page, page.querySelector('galaxies-board'));
  if (server?.offer) void redeem(puzzle, server.offer);
  const board = page.querySelector<Board>('galaxies-board')!;
  void showScore(page, puzzle);
  // A puzzle the server started for this player is rated: its solution waits for the solve.
  renderExportRow(board, { rated: ticketOf(puzzle) !== null || !!server?.offer });
}

/** Another puzzle of the same size and level. */
async function next({ size, difficulty }: Shown): Promise<void> {
  const puzzle = await started(size, difficulty);
  history.pushState(null, '', addressOf(puzzle));
  await show(puzzle);
}

const drawn = await startPage('endless');
// The board's code is on its way (the hydrate entry registers it): its methods are needed below.
await customElements.whenDefined('galaxies-board');
void show(undefined, drawn);
postSolvesOf(document.querySelector<HTMLElement>('#page')!, 'endless');
addEventListener('popstate', () => void show());
