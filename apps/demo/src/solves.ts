// What happens when a board reports a solve: the solve is posted to the referee and its answer
// (ranked, rated, or why not) is written into the board's result panel, through its `result`
// slot, where the player is already looking.
import type { SolvedDetail } from '@galaxies/board';
import { html, nothing, render, type TemplateResult } from 'lit';
import { api, ApiFailure, type SolvePost, type SolveResult } from './api.js';
import { RATED_ENDLESS_PER_DAY } from '../shared/policy.js';
import { ticketOf } from './tickets.js';
import { keepForLater, worthSending } from './outbox.js';
import { say } from '../shared/words/say.js';

/** What the post takes of the board's `galaxies-solved` detail: the post, less what the page adds. */
type BoardSolve = Omit<SolvePost, 'mode' | 'date' | 'ticket'>;

/** The post's fields from a solved board's detail (the referee's `difficulty` is its `level`). */
function boardSolve({
  code,
  size,
  level,
  engine,
  answer,
  seconds,
  hints,
}: SolvedDetail): BoardSolve {
  return { code, size, difficulty: level, engine, answer, seconds, hints };
}

/**
 * Posts each solve of the boards in `area` (a board, or an element around the page's boards)
 * as `mode` (and `date`), saying the outcome in the solved board's result panel.
 */
export function postSolvesOf(area: HTMLElement, mode: SolvePost['mode'], date?: string): void {
  area.addEventListener('galaxies-solved', (event) => {
    const detail = boardSolve(event.detail);
    const board = event.target as HTMLElement;
    const ticket = ticketOf(detail);
    if (!ticket) {
      // A code typed or followed from a link: played here, not started by the site for this player.
      render(html`<p>${say.result.unrated}</p>`, resultLines(board));
      return;
    }
    void post(board, { ...detail, mode, ...(date ? { date } : {}), ticket });
  });
}

/** The board's own element for the site's lines in its result panel. */
export function resultLines(board: HTMLElement): HTMLElement {
  let lines = board.querySelector<HTMLElement>(':scope > [slot="result"]');
  if (!lines) {
    lines = document.createElement('div');
    lines.slot = 'result';
    lines.className = 'referee';
    lines.setAttribute('role', 'status');
    board.append(lines);
  }
  return lines;
}

async function post(board: HTMLElement, solve: SolvePost): Promise<void> {
  const show = (lines: TemplateResult) => render(lines, resultLines(board));
  const words = say.result;
  const failed = (why: string) => show(html`<p class="error">${why}</p>`);
  show(html`<p>${words.sending}</p>`);
  try {
    const result = await api.postSolve(solve);
    show(await outcome(solve, result));
  } catch (error) {
    if (worthSending(error)) {
      // Kept here and sent again until the site answers; this panel then shows the answer.
      keepForLater(solve, error, {
        sent: (result) => void outcome(solve, result, true).then(show),
        refused: failed,
      });
      show(html`<p>${error.status === 0 ? words.offline : words.busy}</p>`);
      return;
    }
    failed(error instanceof ApiFailure ? error.message : words.failed);
  }
}

/** The referee's answer in the player's words (`resent`: to a solve the outbox kept). */
async function outcome(
  solve: SolvePost,
  result: SolveResult,
  resent = false,
): Promise<TemplateResult> {
  const w = say.result;
  const hints = result.solve.hints;
  // Sent again, a "repeat" is this very solve, stored by a post whose answer was lost.
  if (result.repeat && !resent) return html`<p>${w.repeat}</p>`;
  if (hints > 0) return html`<p>${w.hinted(hints)}</p>`;
  if (result.capped) return html`<p>${w.capped(RATED_ENDLESS_PER_DAY)}</p>`;
  if (result.rating) {
    const now = say.account.ratingWords(result.rating);
    return html`<p>${w.rated(result.rating.change, now)}</p>`;
  }
  if (solve.mode !== 'daily' || !solve.date) return html`<p>${w.saved}</p>`;
  const [place, streak] = await Promise.all([placeOn(solve.date), streakNow()]);
  return html`<p>
      ${place ? html`${w.rank(place.rank)}${place.provisional ? w.newRankAfter : ''}` : w.onBoard}
    </p>
    ${streak ? html`<p>${w.streak(streak.current, streak.best)}</p>` : nothing}
    <p>${w.ratedLater}</p>`;
}

/** The player's daily streak, or null when it can't be read. */
async function streakNow(): Promise<{ current: number; best: number } | null> {
  try {
    return (await api.stats()).streak;
  } catch {
    return null;
  }
}

/** The player's place on a day's board (rank, and whether new), or null when it can't be read. */
async function placeOn(date: string): Promise<{ rank: number; provisional: boolean } | null> {
  try {
    const board = await api.dailyBoard(date, true); // with the solve just stored
    return board.entries.find((e) => e.you) ?? null;
  } catch {
    return null;
  }
}
