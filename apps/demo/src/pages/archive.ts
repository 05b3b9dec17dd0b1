// Archive: every past daily, newest first, marked solved or in progress; with ?date= it plays
// that day's puzzle (rated against par).
import '@galaxies/board/define/galaxies-board.js';
import { html, render } from 'lit';
import { api, ApiFailure, type DailyInfo } from '../api.js';
import { longDate, sizeLabel } from '../format.js';
import { notice, renderHeader } from '../layout.js';
import { begunHere } from '../saves.js';
import { dailyBoard, wireDailyBoard } from '../daily-board.js';

function playDay(page: HTMLElement, daily: DailyInfo): void {
  render(
    html`<h1>${longDate(daily.date)}</h1>
      <p class="lede">The daily of ${daily.date} · ${sizeLabel(daily.size)} ${daily.difficulty}</p>
      ${dailyBoard(daily, 'archive')}
      <p class="after"><a href="/archive/">Back to the archive</a></p>`,
    page,
  );
  wireDailyBoard(page, daily, 'archive');
}

async function list(page: HTMLElement): Promise<void> {
  const [days, me] = await Promise.all([api.archive(), api.me().catch(() => null)]);
  const solved = new Set((me?.recent ?? []).filter((s) => s.mode !== 'endless').map((s) => s.day));
  const state = (d: DailyInfo) =>
    solved.has(d.date) ? 'Solved' : begunHere(d.size, d.difficulty, d.code) ? 'In progress' : '';
  render(
    html`<h1>Archive</h1>
      <p class="lede">Every daily since the first. Solving one here rates you against par.</p>
      <ol class="archive">
        ${days.map(
          (d) =>
            html`<li>
              <a href="/archive/?date=${d.date}">${longDate(d.date)}</a>
              <span class="size">${sizeLabel(d.size)} ${d.difficulty}</span>
              <span class="state">${state(d)}</span>
            </li>`,
        )}
      </ol>`,
    page,
  );
}

async function main(): Promise<void> {
  renderHeader('/archive/');
  const page = document.querySelector<HTMLElement>('#page')!;
  const date = new URLSearchParams(location.search).get('date');
  try {
    if (date) playDay(page, await api.daily(date));
    else await list(page);
  } catch (error) {
    notice(
      error instanceof ApiFailure ? error.message : 'The archive could not be loaded.',
      'error',
    );
  }
}

void main();
