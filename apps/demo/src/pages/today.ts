// Today: the day's daily, ready to play.
import '@galaxies/board/define/galaxies-board.js';
import { html, render } from 'lit';
import { api, ApiFailure } from '../api.js';
import { longDate, sizeLabel } from '../format.js';
import { notice, renderHeader } from '../layout.js';
import { dailyBoard, wireDailyBoard } from '../daily-board.js';
import { showNextDaily } from '../next-daily.js';

async function main(): Promise<void> {
  renderHeader('/');
  const page = document.querySelector<HTMLElement>('#page')!;
  try {
    const daily = await api.daily();
    render(
      html`<h1>Today’s Galaxies</h1>
        <p class="lede">${longDate(daily.date)} · ${sizeLabel(daily.size)} ${daily.difficulty}</p>
        ${dailyBoard(daily, 'daily')}
        <p class="after">
          <a href="/games/galaxies/leaderboard/?date=${daily.date}">Today’s leaderboard</a>
        </p>
        <section class="rhythm" aria-label="The next daily"></section>`,
      page,
    );
    wireDailyBoard(page, daily, 'daily');
    if (daily.next) showNextDaily(page.querySelector<HTMLElement>('.rhythm')!, daily.next);
  } catch (error) {
    notice(
      error instanceof ApiFailure ? error.message : 'Today’s puzzle could not be loaded.',
      'error',
    );
  }
}

void main();
