// Today: the day's daily, ready to play.
import '@galaxies/board/define/galaxies-board.js';
import { html, render } from 'lit';
import { api, ApiFailure } from '../api.js';
import { notice, startPage } from '../layout.js';
import { dailyBoard, wireDailyBoard } from '../daily-board.js';
import { showNextDaily } from '../next-daily.js';
import { say } from '../words/say.js';

async function main(): Promise<void> {
  await startPage('today');
  const page = document.querySelector<HTMLElement>('#page')!;
  const w = say.today;
  try {
    const daily = await api.daily();
    render(
      html`<h1>${w.heading}</h1>
        <p class="lede">${w.lede(daily.date, daily.size, daily.difficulty, daily.score)}</p>
        ${dailyBoard(daily, 'daily')}
        <p class="after">
          <a href="/games/galaxies/leaderboard/?date=${daily.date}">${w.leaderboard}</a>
        </p>
        <section class="rhythm" aria-label=${w.rhythm}></section>`,
      page,
    );
    wireDailyBoard(page, daily, 'daily');
    if (daily.next) showNextDaily(page.querySelector<HTMLElement>('.rhythm')!, daily.next);
  } catch (error) {
    notice(error instanceof ApiFailure ? error.message : w.failed, 'error');
  }
}

void main();
