// What happens when a board reports a solve: the solve is posted to the referee and the result
// (accepted, rated, or why not) is said on the page.
import { formatTime } from '@galaxies/pencil-kit';
import { api, ApiFailure, type SolvePost } from './api.js';
import { signedChange } from './format.js';
import { notice } from './layout.js';

/** What the board's `galaxies-solved` carries: the post, less what the page adds. */
type SolvedDetail = Omit<SolvePost, 'mode' | 'date'>;

/** Posts each solve of `board` as `mode` (and `date`), saying the outcome. */
export function postSolvesOf(board: HTMLElement, mode: SolvePost['mode'], date?: string): void {
  board.addEventListener('galaxies-solved', (event) => {
    const detail = (event as CustomEvent<SolvedDetail>).detail;
    void post({ ...detail, mode, ...(date ? { date } : {}) });
  });
}

async function post(solve: SolvePost): Promise<void> {
  notice(`Solved in ${formatTime(solve.seconds)}. Sending it to the leaderboard…`);
  try {
    const result = await api.postSolve(solve);
    const time = `Solved in ${formatTime(result.solve.seconds)}.`;
    const hints = result.solve.hints;
    if (result.repeat) notice(`${time} Your first solve of this puzzle is the one that counts.`);
    else if (hints > 0) {
      const used = hints === 1 ? '1 hint' : `${hints} hints`;
      notice(`${time} With ${used}, it is saved to your account but not rated or ranked.`);
    } else if (result.rating)
      notice(`${time} Rating ${signedChange(result.rating.change)}, now ${result.rating.display}.`);
    else if (solve.mode === 'daily')
      notice(`${time} You're on today's leaderboard; the daily is rated once the day is over.`);
    else notice(`${time} Saved to your account.`);
  } catch (error) {
    notice(error instanceof ApiFailure ? error.message : 'The solve could not be sent.', 'error');
  }
}
