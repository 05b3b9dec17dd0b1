// A published puzzle played on its page: its start ticket (asked as the puzzle shows; its author
// plays without one, unrated), and each solve posted to the referee, what it did to the player's
// rating and the puzzle's said in the board's result panel.
import type { SolvedDetail } from '@galaxies/board';
import { html, render, type TemplateResult } from 'lit';
import { api, ApiFailure } from './api.js';
import { resultLines } from './solves.js';
import { say } from '../shared/words/say.js';
import type { CommunityOutcome } from '../shared/community.js';

/** How the page starts a puzzle: with a ticket, as its author (unrated), or refused (why). */
export type Start = { ticket: string } | { own: true } | { refused: string };

/** Asks for the start ticket of published puzzle `id`. */
export async function startPublished(id: string): Promise<Start> {
  try {
    return { ticket: (await api.communityTicket(id)).ticket };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 403) return { own: true };
    return { refused: error instanceof Error ? error.message : say.community.failed };
  }
}

/** The referee's answer in the player's words. */
function outcome(result: CommunityOutcome): TemplateResult {
  const w = say.community;
  if (result.repeat) return html`<p>${w.repeat(result.seconds)}</p>`;
  if (!result.rating) return html`<p>${w.unratedHints}</p>`;
  const { rating, puzzle } = result;
  return html`<p>${w.yourRating(rating.rating, rating.change, rating.provisional)}</p>
    <p>${puzzle?.moved ? w.puzzleMoved(puzzle.change) : w.puzzleStays}</p>`;
}

/**
 * Posts each solve of `board` (published puzzle `id`, started as `start`), saying the outcome
 * in its result panel; `posted` hears each stored one (the page then shows the counts anew).
 */
export function postPublishedSolves(
  board: HTMLElement,
  id: string,
  start: () => Start | null,
  posted: () => void,
): void {
  board.addEventListener('galaxies-solved', (event: CustomEvent<SolvedDetail>) => {
    const show = (lines: TemplateResult) => render(lines, resultLines(board));
    const started = start();
    if (!started || !('ticket' in started)) {
      show(html`<p>${started && 'own' in started ? say.community.own : say.result.unrated}</p>`);
      return;
    }
    const { answer, seconds, hints } = event.detail;
    show(html`<p>${say.result.sending}</p>`);
    api
      .postCommunitySolve({
        mode: 'community',
        puzzle: id,
        answer,
        seconds,
        hints,
        ticket: started.ticket,
      })
      .then((result) => {
        show(outcome(result));
        posted();
      })
      .catch((error: unknown) =>
        show(
          html`<p class="error">
            ${error instanceof ApiFailure ? error.message : say.result.failed}
          </p>`,
        ),
      );
  });
}
