// A daily's board, as Today and the archive show it: the element for the day's puzzle (made by
// the day's engine version), then its solves posted for that date, its progress kept with the
// server, and its Print / Download row. A day of a version this page doesn't have (a newer
// site's) gets no board: the page says so and offers the update.
import { html, nothing, type TemplateResult } from 'lit';
import type { DailyInfo } from './api.js';
import { renderExportRow } from './export-row.js';
import { offerNewerEngine } from './offline.js';
import { postSolvesOf } from './solves.js';
import { dailyTicket } from './tickets.js';
import { notice } from './layout.js';
import { followProgress } from './progress.js';
import { isEngine, puzzleKey } from '../server/puzzle-key.js';
import { say } from './words/say.js';

type DailyMode = 'daily' | 'archive';

export function dailyBoard(daily: DailyInfo, mode: DailyMode): TemplateResult | typeof nothing {
  if (!isEngine(daily.engine)) return nothing;
  return html`<galaxies-board
    size=${daily.size}
    code=${daily.code}
    difficulty=${daily.difficulty}
    engine=${daily.engine}
    mode=${mode}
    date=${say.dates.longDate(daily.date)}
  ></galaxies-board>`;
}

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
  followProgress(board as HTMLElement & { ready: Promise<void>; marks: unknown }, puzzleKey(daily));
  renderExportRow(board, { day: daily.date });
}
