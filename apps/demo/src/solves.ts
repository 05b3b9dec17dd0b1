// What happens when a board reports a solve: the solve is posted to the referee and its answer
// (ranked, rated, or why not) is written into the board's result panel, through its `result`
// slot, where the player is already looking.
import { html, nothing, render, type TemplateResult } from 'lit';
import { api, ApiFailure, type SolvePost, type SolveResult } from './api.js';
import { ratingWords, signedPoints } from './format.js';
import { RATED_ENDLESS_PER_DAY } from '../server/policy.js';
import { ticketOf } from './tickets.js';
import { keepForLater, sendKept } from './outbox.js';

/** What the board's `galaxies-solved` carries: the post, less what the page adds. */
type SolvedDetail = Omit<SolvePost, 'mode' | 'date' | 'ticket'>;

/**
 * Posts each solve of the boards in `area` (a board, or an element around the page's boards)
 * as `mode` (and `date`), saying the outcome in the solved board's result panel.
 */
export function postSolvesOf(area: HTMLElement, mode: SolvePost['mode'], date?: string): void {
  void sendKept(); // any solve kept from an offline game, now the site is open again
  area.addEventListener('galaxies-solved', (event) => {
    const detail = (event as CustomEvent<SolvedDetail>).detail;
    const board = event.target as HTMLElement;
    const ticket = ticketOf(detail.size, detail.difficulty, detail.code);
    if (!ticket) {
      // A code typed or followed from a link: played here, not started by the site for this player.
      render(html`<p>Puzzles from a link are played unrated.</p>`, resultLines(board));
      return;
    }
    void post(board, { ...detail, mode, ...(date ? { date } : {}), ticket });
  });
}

/** The board's own element for the site's lines in its result panel. */
function resultLines(board: HTMLElement): HTMLElement {
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
  const say = (lines: TemplateResult) => render(lines, resultLines(board));
  say(html`<p>Sending your solve…</p>`);
  try {
    const result = await api.postSolve(solve);
    say(await outcome(solve, result));
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 0) {
      keepForLater(solve);
      say(html`<p>You’re offline: your solve is kept here and sent when you’re back online.</p>`);
      return;
    }
    const why = error instanceof ApiFailure ? error.message : 'The solve could not be sent.';
    say(html`<p class="error">${why}</p>`);
  }
}

/** The referee's answer in the player's words. */
async function outcome(solve: SolvePost, result: SolveResult): Promise<TemplateResult> {
  const hints = result.solve.hints;
  if (result.repeat) return html`<p>Your first solve of this puzzle is the one that counts.</p>`;
  if (hints > 0) {
    const used = hints === 1 ? '1 hint' : `${hints} hints`;
    return html`<p>With ${used}, it is saved to your account but not rated or ranked.</p>`;
  }
  if (result.capped) {
    return html`<p>
      You have had today’s ${RATED_ENDLESS_PER_DAY} rated endless puzzles: this one is saved, not
      rated.
    </p>`;
  }
  if (result.rating) {
    const { change } = result.rating;
    return html`<p>
      Rating <strong>${signedPoints(change)}</strong>: now ${ratingWords(result.rating)}.
    </p>`;
  }
  if (solve.mode !== 'daily' || !solve.date) return html`<p>Saved to your account.</p>`;
  const [place, streak] = await Promise.all([placeOn(solve.date), streakNow()]);
  const after = place?.provisional ? ' New players rank after established ones.' : '';
  return html`<p>
      ${place ? html`You’re <strong>#${place.rank}</strong> on today’s leaderboard.${after}` : 'You’re on today’s leaderboard.'}
    </p>
    ${streak ? html`<p>${streakWords(streak)}</p>` : nothing}
    <p>The daily is rated once the day is over.</p>`;
}

/** A streak in words: "Your streak: 4 days in a row (best 9)." */
function streakWords({ current, best }: { current: number; best: number }): string {
  const days = current === 1 ? '1 day' : `${current} days in a row`;
  return `Your streak: ${days}${best > current ? ` (best ${best})` : ''}.`;
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
    const board = await api.dailyBoard(date);
    return board.entries.find((e) => e.you) ?? null;
  } catch {
    return null;
  }
}
