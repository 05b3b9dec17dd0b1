// Today: the day's daily, ready to play, with a newcomer's welcome. The server draws it with its
// board (server/pages/); this page hydrates that, or, when the server drew nothing for it, asks
// for the daily and draws it. Each step is a task of its own, so a tap is answered between them.
import '@galaxies/board/hydrate.js';
import { nextTask } from '@galaxies/pencil-kit';
import { hydrate } from '@lit-labs/ssr-client';
import { render } from 'lit';
import { api, ApiFailure } from '../api.js';
import { startPage } from '../layout.js';
import { notice } from '../notice.js';
import { wireDailyBoard } from '../daily-board.js';
import { showNextDaily } from '../next-daily.js';
import { todayView } from '../../shared/views/daily-view.js';
import { welcomeDue, wireWelcome } from '../welcome.js';
import { say } from '../../shared/words/say.js';

async function main(): Promise<void> {
  const drawn = await startPage('today');
  // The board's code is on its way (the hydrate entry registers it): its methods are needed below.
  await customElements.whenDefined('galaxies-board');
  const page = document.querySelector<HTMLElement>('#page')!;
  try {
    await nextTask();
    if (drawn?.page === 'today') hydrate(todayView(drawn.daily, drawn.welcome), page);
    const daily = drawn?.page === 'today' ? drawn.daily : await api.daily();
    if (drawn?.page !== 'today') render(todayView(daily, welcomeDue()), page);
    wireWelcome(page, page.querySelector('galaxies-board'));
    await nextTask();
    wireDailyBoard(page, daily, 'daily');
    if (daily.next) showNextDaily(page.querySelector<HTMLElement>('.rhythm')!, daily.next);
  } catch (error) {
    notice(error instanceof ApiFailure ? error.message : say.today.failed, 'error');
  }
}

void main();
