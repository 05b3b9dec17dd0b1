// A daily's board, as Today and the archive show it: the element for the day's puzzle, then its
// solves posted for that date, its progress kept with the server, and its Print / Download row.
import { html, type TemplateResult } from 'lit';
import type { DailyInfo } from './api.js';
import { renderExportRow } from './export-row.js';
import { postSolvesOf } from './solves.js';
import { dailyTicket } from './tickets.js';
import { notice } from './layout.js';
import { followProgress } from './progress.js';
import { say } from './words/say.js';

type DailyMode = 'daily' | 'archive';

export function dailyBoard(daily: DailyInfo, mode: DailyMode): TemplateResult {
  return html`<galaxies-board
    size=${daily.size}
    code=${daily.code}
    difficulty=${daily.difficulty}
    mode=${mode}
    date=${say.dates.longDate(daily.date)}
  ></galaxies-board>`;
}

/**
 * Wires the daily board rendered in `page`: its start ticket (kept from an earlier visit, or
 * asked for now, as the puzzle shows), its solves and its export row.
 */
export function wireDailyBoard(page: HTMLElement, daily: DailyInfo, mode: DailyMode): void {
  const board = page.querySelector<HTMLElement>('galaxies-board')!;
  dailyTicket({ mode, date: daily.date }, daily).catch((error: unknown) =>
    notice(error instanceof Error ? error.message : say.endless.failed, 'error'),
  );
  postSolvesOf(board, mode, daily.date);
  followProgress(
    board as HTMLElement & { ready: Promise<void>; marks: unknown },
    `${daily.size}/${daily.difficulty}/${daily.code}`,
  );
  renderExportRow(board, { day: daily.date });
}
