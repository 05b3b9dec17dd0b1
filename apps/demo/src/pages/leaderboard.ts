// Leaderboards: a day's daily times (its puzzle named with its level and score), the best times
// of all time by size and level, and the ratings with the pars they are rated against.
import { defaultDifficulty, DIFFICULTIES, makes } from '@galaxies/engine';
import { formatTime } from '@galaxies/pencil-kit';
import { ESTABLISHED_RD, parOf, RATED_ENDLESS_PER_DAY } from '../../shared/policy.js';
import { SITE_ENGINE } from '../../shared/puzzle-key.js';
import { html, render, type TemplateResult } from 'lit';
import { api, ApiFailure, type Leaderboard } from '../api.js';
import { sizeLabel } from '../../shared/format.js';
import { startPage } from '../layout.js';
import { notice } from '../notice.js';
import { puzzlePicker } from '../../shared/views/puzzle-picker.js';
import { say } from '../../shared/words/say.js';
import { FIRST_SIZES, readSize, SITE_SIZES, type Size } from '../../shared/sizes.js';

type Tab = 'daily' | 'all-time' | 'ratings';
const TABS: Tab[] = ['daily', 'all-time', 'ratings'];

function params() {
  const p = new URLSearchParams(location.search);
  const tab = TABS.find((t) => t === p.get('board')) ?? 'daily';
  const asked = readSize(p.get('size'));
  const size = asked !== null && defaultDifficulty(asked, SITE_ENGINE) ? asked : FIRST_SIZES[0]!;
  const level = p.get('level') ?? '';
  const difficulty = makes(size, level, SITE_ENGINE)
    ? level
    : defaultDifficulty(size, SITE_ENGINE)!;
  return { tab, size, difficulty, date: p.get('date') ?? '' };
}

/** The pars ratings are scored against: a row a size, a column a level. */
function parTable(): TemplateResult {
  const w = say.boards.par;
  const levels = DIFFICULTIES;
  return html`<h2>${w.heading}</h2>
    <table class="pars">
      <caption>
        ${w.caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">${w.size}</th>
          ${levels.map((l) => html`<th scope="col">${say.dates.levels[l] ?? l}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${SITE_SIZES.map(
          (size) =>
            html`<tr>
              <th scope="row">${sizeLabel(size)}</th>
              ${levels.map((l) => {
                const par = parOf(size, l);
                return html`<td>${par === undefined ? '—' : formatTime(par)}</td>`;
              })}
            </tr>`,
        )}
      </tbody>
    </table>
    <p class="after">${w.note}</p>`;
}

function table(board: Leaderboard, title: string, value: 'time' | 'rating'): TemplateResult {
  const w = say.boards;
  if (board.entries.length === 0) return html`<p>${w.empty}</p>`;
  return html`<table>
    <caption>
      ${title}
    </caption>
    <thead>
      <tr>
        <th scope="col">#</th>
        <th scope="col">${w.player}</th>
        <th scope="col">${value === 'time' ? w.time : w.rating}</th>
        ${value === 'rating' ? html`<th scope="col">${w.games}</th>` : ''}
      </tr>
    </thead>
    <tbody>
      ${board.entries.map(
        (e) =>
          html`<tr class=${e.you ? 'you' : ''}>
            <td>${e.rank}</td>
            <td>
              <span translate="no">${e.name}</span>
              <span class="name-tag" translate="no">${e.tag}</span>${
                e.you ? html` <span class="you-tag">${w.you}</span>` : ''
              }${e.provisional ? html` <span class="new-tag">${w.new}</span>` : ''}
            </td>
            <td>
              ${
                value === 'time'
                  ? formatTime(e.seconds ?? 0)
                  : html`${Math.round(e.rating ?? 0)}
                      <span class="spread">${w.giveOrTake(e.rd ?? 0)}</span>`
              }
            </td>
            ${value === 'rating' ? html`<td>${e.games}</td>` : ''}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

async function board(tab: Tab, size: Size, difficulty: string, date: string) {
  const w = say.boards;
  if (tab === 'ratings') {
    return html`${table(await api.ratingsBoard(), w.ratingsTitle, 'rating')}
      <p class="after">${w.meaning}</p>
      <p class="after">${w.counts(RATED_ENDLESS_PER_DAY, ESTABLISHED_RD)}</p>
      ${parTable()}`;
  }
  if (tab === 'all-time') {
    const href = (s: Size, level: string) => `?board=all-time&size=${s}&level=${level}`;
    return html`<div class="picker">${puzzlePicker({ size, difficulty }, href)}</div>
      ${table(await api.allTimeBoard(size, difficulty), w.allTimeTitle(size, difficulty), 'time')}`;
  }
  const day = date || (await api.daily()).date;
  const daily = await api.dailyBoard(day);
  const puzzle = say.dates.puzzle(daily.size ?? 0, daily.difficulty ?? '', daily.score);
  return html`<p class="lede">${say.dates.longDate(day)} · ${puzzle}</p>
    ${table(daily, w.dailyTitle(puzzle, day), 'time')}`;
}

async function main(): Promise<void> {
  await startPage('leaderboards');
  const w = say.boards;
  const page = document.querySelector<HTMLElement>('#page')!;
  const { tab, size, difficulty, date } = params();
  const tabs = html`<h1>${w.heading}</h1>
    <nav class="tabs" aria-label=${w.heading}>
      ${TABS.map((t) => html`<a href="?board=${t}" aria-current=${t === tab ? 'page' : 'false'}>${w.tabs[t]}</a>`)}
    </nav>`;
  render(
    html`${tabs}
      <p>${say.loading}</p>`,
    page,
  );
  try {
    render(html`${tabs}${await board(tab, size, difficulty, date)}`, page);
  } catch (error) {
    render(tabs, page);
    notice(error instanceof ApiFailure ? error.message : w.failed, 'error');
  }
}

void main();
