// A daily's board, as Today and the archive show it (drawn by shared/views/daily-view.ts), brought
// to life: its solves posted for that date, its progress kept with the server, and its Print /
// Download row (once the board runs). A day of a version this page doesn't have (a newer site's)
// has no board: the page says so and offers the update.
import { nextTask } from '@galaxies/pencil-kit';
import type { DailyInfo } from './api.js';
import { renderExportRow } from './export-row.js';
import { offerNewerEngine } from './offline.js';
import { postSolvesOf } from './solves.js';
import { dailyTicket } from './tickets.js';
import { notice } from './notice.js';
import { followProgress } from './progress.js';
import { isEngine, puzzleKey } from '../shared/puzzle-key.js';
import type { DailyMode } from '../shared/views/daily-view.js';
import { say } from '../shared/words/say.js';

/**
 * Wires the daily board rendered in `page`: its start ticket (kept from an earlier visit, or
 * asked for now, as the puzzle shows), its solves and its export row; for a day of a version
 * this page doesn't have, the offer of the update instead.
 */
export function wireDailyBoard(page: HTMLElement, daily: DailyInfo, mode: DailyMode): void {
  if (!isEngine(daily.engine)) {
    offerNewerEngine(String(daily.engine));
    return;
  }
  const board = page.querySelector<HTMLElement>('galaxies-board')!;
  dailyTicket({ mode, date: daily.date }, daily).catch((error: unknown) =>
    notice(error instanceof Error ? error.message : say.endless.failed, 'error'),
  );
  postSolvesOf(board, mode, daily.date);
  const running = board as HTMLElement & { ready: Promise<void>; marks: unknown };
  followProgress(running, puzzleKey(daily));
  // The row under the board waits for the board, in a task of its own: not needed to play.
  void running.ready.then(nextTask).then(() => renderExportRow(board, { day: daily.date }));
}
