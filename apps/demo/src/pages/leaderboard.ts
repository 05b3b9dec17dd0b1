// Leaderboards: a day's daily times, the best times of all time by size, and the ratings.
import { formatTime } from '@galaxies/pencil-kit';
import { ESTABLISHED_RD, RATED_ENDLESS_PER_DAY } from '../../server/policy.js';
import { html, render, type TemplateResult } from 'lit';
import { api, ApiFailure, type Leaderboard } from '../api.js';
import { giveOrTake, longDate, sizeLabel } from '../format.js';
import { notice, renderHeader } from '../layout.js';

type Tab = 'daily' | 'all-time' | 'ratings';
const TABS: { id: Tab; label: string }[] = [
  { id: 'daily', label: 'Daily' },
  { id: 'all-time', label: 'All-time' },
  { id: 'ratings', label: 'Ratings' },
];
const SIZES = [7, 10, 13];

function params() {
  const p = new URLSearchParams(location.search);
  const tab = (TABS.find((t) => t.id === p.get('board'))?.id ?? 'daily') as Tab;
  const size = SIZES.find((s) => String(s) === p.get('size')) ?? 7;
  return { tab, size, date: p.get('date') ?? '' };
}

function table(board: Leaderboard, value: 'time' | 'rating'): TemplateResult {
  if (board.entries.length === 0) return html`<p>No one is on this board yet.</p>`;
  return html`<table>
    <caption>
      ${board.title}
    </caption>
    <thead>
      <tr>
        <th scope="col">#</th>
        <th scope="col">Player</th>
        <th scope="col">${value === 'time' ? 'Time' : 'Rating'}</th>
        ${value === 'rating' ? html`<th scope="col">Games</th>` : ''}
      </tr>
    </thead>
    <tbody>
      ${board.entries.map(
        (e) =>
          html`<tr class=${e.you ? 'you' : ''}>
            <td>${e.rank}</td>
            <td>
              ${e.name} <span class="name-tag">${e.tag}</span>${
                e.you ? html` <span class="you-tag">(you)</span>` : ''
              }${e.provisional ? html` <span class="new-tag">new</span>` : ''}
            </td>
            <td>
              ${
                value === 'time'
                  ? formatTime(e.seconds ?? 0)
                  : html`${Math.round(e.rating ?? 0)}
                      <span class="spread">give or take ${giveOrTake(e.rd ?? 0)}</span>`
              }
            </td>
            ${value === 'rating' ? html`<td>${e.games}</td>` : ''}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

async function board(tab: Tab, size: number, date: string): Promise<TemplateResult> {
  if (tab === 'ratings') {
    return html`${table(await api.ratingsBoard(), 'rating')}
      <p class="after">
        “Give or take” is how sure a rating is: a player’s true strength is within that many points
        of it 19 times in 20, and every rated solve narrows it.
      </p>
      <p class="after">
        Ratings count endless puzzles the site started for you (up to ${RATED_ENDLESS_PER_DAY} a
        day; later ones are saved, not rated), past dailies from the archive, and each day’s daily
        against the day’s other players once the day is over. Solves with hints, and puzzles from
        links, are not rated. New players show here once their rating has settled: rated on two
        days, known to within ${giveOrTake(ESTABLISHED_RD)} points either way. On a day’s board they
        are marked “new” and ranked after established players.
      </p>`;
  }
  if (tab === 'all-time') {
    return html`<nav class="sizes" aria-label="Size">
        ${SIZES.map(
          (s) =>
            html`<a
              href="?board=all-time&amp;size=${s}"
              aria-current=${s === size ? 'page' : 'false'}
              >${sizeLabel(s)}</a
            >`,
        )}
      </nav>
      ${table(await api.allTimeBoard(size), 'time')}`;
  }
  const day = date || (await api.daily()).date;
  return html`<p class="lede">${longDate(day)}</p>
    ${table(await api.dailyBoard(day), 'time')}`;
}

async function main(): Promise<void> {
  renderHeader('/games/galaxies/leaderboard/');
  const page = document.querySelector<HTMLElement>('#page')!;
  const { tab, size, date } = params();
  const tabs = html`<h1>Leaderboards</h1>
    <nav class="tabs" aria-label="Leaderboards">
      ${TABS.map((t) => html`<a href="?board=${t.id}" aria-current=${t.id === tab ? 'page' : 'false'}>${t.label}</a>`)}
    </nav>`;
  render(
    html`${tabs}
      <p>Loading…</p>`,
    page,
  );
  try {
    render(html`${tabs}${await board(tab, size, date)}`, page);
  } catch (error) {
    render(tabs, page);
    notice(
      error instanceof ApiFailure ? error.message : 'The leaderboard could not be loaded.',
      'error',
    );
  }
}

void main();
