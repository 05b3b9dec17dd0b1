// Today's page and a day of the archive, as templates: the heading, the line about the puzzle, the
// day's board (made by the day's engine version) and the links under it. The server draws them into
// the page (server/pages/) and the page hydrates them, or the page draws them itself
// (src/pages/today.ts, src/pages/archive.ts). A day of a version this site doesn't have gets no
// board.
import { html, nothing, type TemplateResult } from 'lit';
import type { DailyInfo } from '../daily.js';
import { isEngine } from '../puzzle-key.js';
import { say } from '../words/say.js';
import { exportRowPlace } from './export-row-place.js';
import { welcomeView } from './welcome-view.js';

export type DailyMode = 'daily' | 'archive';

/**
 * The day's board, or nothing for a day of a version this site doesn't have. Its How to play
 * does not open by itself: a first visit is welcomed by the page (welcome-view.ts).
 */
export function dailyBoard(daily: DailyInfo, mode: DailyMode): TemplateResult | typeof nothing {
  if (!isEngine(daily.engine)) return nothing;
  return html`<galaxies-board
      size=${daily.size}
      code=${daily.code}
      level=${daily.difficulty}
      engine=${daily.engine}
      mode=${mode}
      date=${say.dates.longDate(daily.date)}
      how-to="off"
    ></galaxies-board
    >${exportRowPlace()}`;
}

/**
 * Today: the day's daily, its leaderboard's link, and the place for the next one's rhythm; with
 * the first-visit `welcome` over the board.
 */
export function todayView(daily: DailyInfo, welcome = false) {
  const w = say.today;
  return html`<h1>${w.heading}</h1>
    <p class="lede">${w.lede(daily.date, daily.size, daily.difficulty, daily.score)}</p>
    ${welcome ? welcomeView() : nothing} ${dailyBoard(daily, 'daily')}
    <p class="after">
      <a href="/games/galaxies/leaderboard/?date=${daily.date}">${w.leaderboard}</a>
    </p>
    <section class="rhythm" aria-label=${w.rhythm}></section>`;
}

/** A day of the archive, to play, with the way back to the calendar (and a first `welcome`). */
export function archiveDayView(daily: DailyInfo, welcome = false) {
  return html`<h1>${say.dates.longDate(daily.date)}</h1>
    <p class="lede">
      ${say.archive.dayLede(daily.date, daily.size, daily.difficulty, daily.score)}
    </p>
    ${welcome ? welcomeView() : nothing} ${dailyBoard(daily, 'archive')}
    <p class="after"><a href="/archive/">${say.archive.back}</a></p>`;
}
