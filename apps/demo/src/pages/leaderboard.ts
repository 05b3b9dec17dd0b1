// Leaderboards: a day's daily times, the best times of all time by size, and the ratings.
import { formatTime } from '@galaxies/pencil-kit';
import { ESTABLISHED_RD, RATED_ENDLESS_PER_DAY } from '../../server/policy.js';
import { html, render, type TemplateResult } from 'lit';
import { api, ApiFailure, type Leaderboard } from '../api.js';
import { sizeLabel } from '../format.js';
import { notice, startPage } from '../layout.js';
import { say } from '../words/say.js';

type Tab = 'daily' | 'all-time' | 'ratings';
const TABS: Tab[] = ['daily', 'all-time', 'ratings'];
const SIZES = [7, 10, 13];

function params() {
  const p = new URLSearchParams(location.search);
  const tab = TABS.find((t) => t === p.get('board')) ?? 'daily';
  const size = SIZES.find((s) => String(s) === p.get('size')) ?? 7;
  return { tab, size, date: p.get('date') ?? '' };
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

async function board(tab: Tab, size: number, date: string): Promise<TemplateResult> {
  const w = say.boards;
  if (tab === 'ratings') {
    return html`${table(await api.ratingsBoard(), w.ratingsTitle, 'rating')}
      <p class="after">${w.meaning}</p>
      <p class="after">${w.counts(RATED_ENDLESS_PER_DAY, ESTABLISHED_RD)}</p>`;
  }
  if (tab === 'all-time') {
    return html`<nav class="sizes" aria-label=${w.sizes}>
        ${SIZES.map(
          (s) =>
            html`<a
              href="?board=all-time&amp;size=${s}"
              aria-current=${s === size ? 'page' : 'false'}
              >${sizeLabel(s)}</a
            >`,
        )}
      </nav>
      ${table(await api.allTimeBoard(size), w.allTimeTitle(size), 'time')}`;
  }
  const day = date || (await api.daily()).date;
  const daily = await api.dailyBoard(day);
  return html`<p class="lede">${say.dates.longDate(day)}</p>
    ${table(daily, w.dailyTitle(daily.size ?? 0, day), 'time')}`;
}

async function main(): Promise<void> {
  await startPage('leaderboards');
  const w = say.boards;
  const page = document.querySelector<HTMLElement>('#page')!;
  const { tab, size, date } = params();
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
    render(html`${tabs}${await board(tab, size, date)}`, page);
  } catch (error) {
    render(tabs, page);
    notice(error instanceof ApiFailure ? error.message : w.failed, 'error');
  }
}

void main();
