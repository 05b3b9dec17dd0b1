// Today: the day's daily, ready to play.
import '@galaxies/board/define/galaxies-board.js';
import { html, render } from 'lit';
import { api, ApiFailure } from '../api.js';
import { longDate, sizeLabel } from '../format.js';
import { notice, renderHeader } from '../layout.js';
import { postSolvesOf } from '../solves.js';
import { renderExportRow } from '../export-row.js';

async function main(): Promise<void> {
  renderHeader('/');
  const page = document.querySelector<HTMLElement>('#page')!;
  try {
    const daily = await api.daily();
    render(
      html`<h1>Today’s Galaxies</h1>
        <p class="lede">${longDate(daily.date)} · ${sizeLabel(daily.size)} ${daily.difficulty}</p>
        <galaxies-board
          size=${daily.size}
          code=${daily.code}
          difficulty=${daily.difficulty}
          mode="daily"
          date=${longDate(daily.date)}
        ></galaxies-board>
        <p class="after">
          <a href="/games/galaxies/leaderboard/?date=${daily.date}">Today’s leaderboard</a>
        </p>`,
      page,
    );
    postSolvesOf(page.querySelector('galaxies-board')!, 'daily', daily.date);
    renderExportRow(page.querySelector('galaxies-board'), { day: daily.date });
  } catch (error) {
    notice(
      error instanceof ApiFailure ? error.message : 'Today’s puzzle could not be loaded.',
      'error',
    );
  }
}

void main();
