// Archive: every past daily as a calendar, a month at a time, each day marked solved, in progress
// or not started; with ?date= it plays that day's puzzle (rated against par).
import '@galaxies/board/define/galaxies-board.js';
import { html, render } from 'lit';
import { api, ApiFailure, type DailyInfo } from '../api.js';
import { ArchiveCalendar } from '../calendar.js';
import { addDays } from '../../server/days.js';
import { notice, startPage } from '../layout.js';
import { say } from '../words/say.js';
import { begunHere } from '../saves.js';
import { dailyBoard, wireDailyBoard } from '../daily-board.js';

function playDay(page: HTMLElement, daily: DailyInfo): void {
  render(
    html`<h1>${say.dates.longDate(daily.date)}</h1>
      <p class="lede">
        ${say.archive.dayLede(daily.date, daily.size, daily.difficulty, daily.score)}
      </p>
      ${dailyBoard(daily, 'archive')}
      <p class="after"><a href="/archive/">${say.archive.back}</a></p>`,
    page,
  );
  wireDailyBoard(page, daily, 'archive');
}

async function list(page: HTMLElement): Promise<void> {
  const [days, stats] = await Promise.all([api.archive(), api.stats().catch(() => null)]);
  const solved = new Set(stats?.solvedDays ?? []);
  // The archive is every daily before today: today is the day after the latest.
  const latest = days[0]?.date;
  const today = latest ? addDays(latest, 1) : new Date().toISOString().slice(0, 10);
  render(
    html`<h1>${say.archive.heading}</h1>
      <p class="lede">${say.archive.lede}</p>
      <div class="archive-calendar"></div>`,
    page,
  );
  new ArchiveCalendar(page.querySelector<HTMLElement>('.archive-calendar')!, {
    days,
    today,
    stateOf: (d: DailyInfo) => (solved.has(d.date) ? 'solved' : begunHere(d) ? 'begun' : 'new'),
  });
}

async function main(): Promise<void> {
  await startPage('archive');
  const page = document.querySelector<HTMLElement>('#page')!;
  const date = new URLSearchParams(location.search).get('date');
  try {
    if (date) playDay(page, await api.daily(date));
    else await list(page);
  } catch (error) {
    notice(error instanceof ApiFailure ? error.message : say.archive.failed, 'error');
  }
}

void main();
