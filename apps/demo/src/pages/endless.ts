// Endless: a new puzzle of the size and level you pick, whose code the server picks (made by the
// current engine version) and starts a ticket for, so it can be rated. The address names the
// puzzle, its level and its version (endless-address.ts), so it can be shared and reopened; an
// old link (a size and a code) opens version 1's puzzle, as it always did, and a link of a
// version this page doesn't have offers the update instead of a wrong puzzle. A code from a link
// that this browser did not start plays too, unrated. The puzzle's score shows beside its level.
// Next starts another of the same size and level, from a few kept ready (endless-ahead.ts), so it
// works offline too.
import '@galaxies/board/define/galaxies-board.js';
import { ENGINE_VERSION } from '@galaxies/engine';
import { html, render } from 'lit';
import { addressOf, readAddress } from '../endless-address.js';
import { fillAhead, takeReady } from '../endless-ahead.js';
import { renderExportRow } from '../export-row.js';
import { notice, startPage } from '../layout.js';
import { offerNewerEngine } from '../offline.js';
import { puzzlePicker } from '../puzzle-picker.js';
import { postSolvesOf } from '../solves.js';
import { startPuzzle, ticketOf } from '../tickets.js';
import { say } from '../words/say.js';

/** A puzzle on show: which it is, and its score when the server gave it. */
interface Shown {
  size: number;
  difficulty: string;
  code: string;
  engine: number;
  score: number | null;
}

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
async function started(size: number, difficulty: string): Promise<Shown> {
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
    return { size, difficulty, code: randomCode(), engine: ENGINE_VERSION, score: null };
  }
}

/**
 * The score beside the level, once known: the server's for a puzzle it started, else the
 * board's own for the puzzle it made (a link's, or one reopened), the grade the server gives.
 */
async function showScore(lede: HTMLElement, board: Board, puzzle: Shown): Promise<void> {
  const write = (score: number | null) =>
    render(say.endless.lede(puzzle.size, puzzle.difficulty, score), lede);
  write(puzzle.score);
  if (puzzle.score !== null) return;
  await board.ready;
  // Another puzzle may be on the board by now (Next, Back): its own call says its score.
  if (board.getAttribute('code') === puzzle.code) write(board.score);
}

/** Shows `given`, or the puzzle the address names, starting a new one when it names none. */
async function show(given?: Shown): Promise<void> {
  const page = document.querySelector<HTMLElement>('#page')!;
  const w = say.endless;
  const read = readAddress(location.search);
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
    (ask.code === null
      ? await started(ask.size, ask.difficulty)
      : { ...ask, code: ask.code, score: null });
  history.replaceState(null, '', addressOf(puzzle));
  render(
    html`<div class="puzzle-head">
        <h1>${w.heading}</h1>
        ${puzzlePicker(puzzle, (size, difficulty) => addressOf({ size, difficulty }))}
        <p class="lede"></p>
      </div>
      <galaxies-board
        size=${puzzle.size}
        code=${puzzle.code}
        difficulty=${puzzle.difficulty}
        engine=${puzzle.engine}
        mode="endless"
      ></galaxies-board>
      <p class="after">
        <button type="button" class="next" @click=${() => void next(puzzle)}>${w.next}</button>
        <span class="code">${w.code} <code translate="no">${puzzle.code}</code></span>
      </p>`,
    page,
  );
  const board = page.querySelector<Board>('galaxies-board')!;
  void showScore(page.querySelector<HTMLElement>('.lede')!, board, puzzle);
  // A puzzle the server started for this player is rated: its solution waits for the solve.
  renderExportRow(board, { rated: ticketOf(puzzle) !== null });
}

/** Another puzzle of the same size and level. */
async function next({ size, difficulty }: Shown): Promise<void> {
  const puzzle = await started(size, difficulty);
  history.pushState(null, '', addressOf(puzzle));
  await show(puzzle);
}

await startPage('endless');
void show();
postSolvesOf(document.querySelector<HTMLElement>('#page')!, 'endless');
addEventListener('popstate', () => void show());
