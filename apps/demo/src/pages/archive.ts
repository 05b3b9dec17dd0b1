// Archive: every past daily as a calendar, a month at a time, each day marked solved, in progress
// or not started; with ?date= it plays that day's puzzle (rated against par), which the server
// draws with its board (server/pages/) for this page to hydrate.
import '@galaxies/board/hydrate.js';
import { nextTask } from '@galaxies/pencil-kit';
import { hydrate } from '@lit-labs/ssr-client';
import { html, render } from 'lit';
import { api, ApiFailure, type DailyInfo } from '../api.js';
import { ArchiveCalendar } from '../calendar.js';
import { addDays } from '../../shared/days.js';
import { startPage } from '../layout.js';
import { notice } from '../notice.js';
import { say } from '../../shared/words/say.js';
import { begunHere } from '../saves.js';
import { wireDailyBoard } from '../daily-board.js';
import { archiveDayView } from '../../shared/views/daily-view.js';
import { welcomeDue, wireWelcome } from '../welcome.js';
import type { PageData } from '../../shared/views/page-data.js';

/**
 * Plays `daily`: hydrating the server's drawing of it (`welcome` as it was drawn) when `drawn`,
 * else drawing it (welcoming a browser not yet welcomed).
 */
async function playDay(page: HTMLElement, daily: DailyInfo, drawn: PageData | null) {
  if (drawn?.page === 'archive') hydrate(archiveDayView(daily, drawn.welcome), page);
  else render(archiveDayView(daily, welcomeDue()), page);
  wireWelcome(page, page.querySelector('galaxies-board'));
  await nextTask();
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

/** The server's day, when it drew the one the address names. */
const drawnDay = (data: PageData | null, date: string | null) =>
  data?.page === 'archive' && data.daily.date === date ? data.daily : null;

async function main(): Promise<void> {
  const data = await startPage('archive');
  // The board's code is on its way (the hydrate entry registers it): its methods are needed below.
  await customElements.whenDefined('galaxies-board');
  const page = document.querySelector<HTMLElement>('#page')!;
  const date = new URLSearchParams(location.search).get('date');
  const drawn = drawnDay(data, date);
  // An offline copy of another day's page: its drawing goes.
  if (data && !drawn) page.replaceChildren();
  try {
    if (drawn) await playDay(page, drawn, data);
    else if (date) await playDay(page, await api.daily(date), null);
    else await list(page);
  } catch (error) {
    notice(error instanceof ApiFailure ? error.message : say.archive.failed, 'error');
  }
}

void main();
