// Account: your name (one made from your id until you choose), your rating in words and how it
// settles, your daily streak, your rating over days, your solves and times by size, the hints
// you used and your recent solves; then your devices, and signing another browser in.
import { formatTime } from '@galaxies/pencil-kit';
import { html, nothing, render } from 'lit';
import { api, ApiFailure, type Me, type Stats } from '../api.js';
import { ratingWords, settlesWhen, signedPoints, sizeLabel } from '../format.js';
import { notice, renderHeader } from '../layout.js';
import { ratingChart } from '../rating-chart.js';
import { mountDevices } from '../devices.js';

const time = (seconds: number | null) => (seconds === null ? '—' : formatTime(seconds));
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

function nameForm(page: HTMLElement, me: Me) {
  return html`<form class="name" @submit=${(e: SubmitEvent) => rename(e, page)}>
      <label for="name">Display name</label>
      <input
        id="name"
        name="name"
        maxlength="24"
        .value=${me.named ? (me.name ?? '') : ''}
        placeholder=${me.name ?? 'Your name'}
        aria-describedby=${me.named ? nothing : 'name-note'}
        required
      />
      <button type="submit">Save</button>
    </form>
    ${
      !me.named && me.name
        ? html`<p id="name-note" class="note">
            You go by <strong>${me.name}</strong> on the leaderboards until you choose a name.
          </p>`
        : nothing
    }`;
}

function rating(me: Me) {
  return html`<dl class="rating">
      <dt>Rating</dt>
      <dd>${ratingWords(me)}</dd>
      <dt>Rated games</dt>
      <dd>${me.games}</dd>
    </dl>
    ${me.provisional ? html`<p class="note">${settlesWhen(me)}</p>` : nothing}`;
}

function stats(s: Stats) {
  return html`<h2>Daily streak</h2>
    <dl class="streak">
      <dt>Now</dt>
      <dd>${days(s.streak.current)}</dd>
      <dt>Best</dt>
      <dd>${days(s.streak.best)}</dd>
    </dl>
    <h2>Rating over time</h2>
    ${ratingChart(s.history)}
    <h2>By size</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">Size</th>
          <th scope="col">Solves</th>
          <th scope="col">Median time</th>
          <th scope="col">Best time</th>
        </tr>
      </thead>
      <tbody>
        ${s.sizes.map(
          (row) =>
            html`<tr>
              <th scope="row">${sizeLabel(row.size)}</th>
              <td>${row.solves}</td>
              <td>${time(row.median)}</td>
              <td>${time(row.best)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p class="note">
      Best times leave out solves with hints, as the leaderboards do.
      ${
        s.hints.used
          ? `You have used ${s.hints.used === 1 ? '1 hint' : `${s.hints.used} hints`} in ${s.hints.solves === 1 ? '1 solve' : `${s.hints.solves} solves`}.`
          : 'You have used no hints.'
      }
    </p>`;
}

function recent(me: Me) {
  if (me.recent.length === 0) {
    return html`<p>No solves yet. <a href="/">Play today’s puzzle</a>.</p>`;
  }
  return html`<table>
    <thead>
      <tr>
        <th scope="col">Day</th>
        <th scope="col">Puzzle</th>
        <th scope="col">Time</th>
        <th scope="col">Rating</th>
      </tr>
    </thead>
    <tbody>
      ${me.recent.map(
        (s) =>
          html`<tr>
            <td>${s.day}</td>
            <td>${s.mode} ${sizeLabel(s.size)}</td>
            <td>
              ${formatTime(s.seconds)}${s.hints ? ` (${s.hints === 1 ? '1 hint' : `${s.hints} hints`})` : ''}
            </td>
            <td>${s.ratingChange === null ? '—' : signedPoints(s.ratingChange)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function show(page: HTMLElement, me: Me, s: Stats): void {
  render(
    html`<h1>Your account</h1>
      <div class="offer-area"></div>
      ${nameForm(page, me)} ${rating(me)} ${stats(s)}
      <h2>Recent solves</h2>
      ${recent(me)}
      <div class="devices-area"></div>`,
    page,
  );
}

let shownStats: Stats | null = null;

async function rename(event: SubmitEvent, page: HTMLElement): Promise<void> {
  event.preventDefault();
  const name = new FormData(event.target as HTMLFormElement).get('name');
  try {
    const me = await api.rename(typeof name === 'string' ? name : '');
    shownStats ??= await api.stats();
    show(page, me, shownStats);
    notice('Name saved.');
  } catch (error) {
    notice(error instanceof ApiFailure ? error.message : 'The name could not be saved.', 'error');
  }
}

async function main(): Promise<void> {
  renderHeader('/account/');
  const page = document.querySelector<HTMLElement>('#page')!;
  try {
    const [me, s] = await Promise.all([api.me(), api.stats()]);
    shownStats = s;
    show(page, me, s);
    // Signed in anew, or this browser signed out: show the account it has now.
    const area = (name: string) => page.querySelector<HTMLElement>(name)!;
    await mountDevices(area('.devices-area'), area('.offer-area'), me.name !== null, () =>
      location.reload(),
    );
  } catch (error) {
    notice(
      error instanceof ApiFailure ? error.message : 'Your account could not be loaded.',
      'error',
    );
  }
}

void main();
