// Account: your name (one made from your id until you choose), your rating in words and how it
// settles, your daily streak, your rating over days, your solves and times by size, the hints
// you used and your recent solves; then your devices, and signing another browser in; and for a
// moderator, the puzzles reports hid.
import { formatTime } from '@galaxies/pencil-kit';
import { html, nothing, render } from 'lit';
import { api, ApiFailure, type Me, type Stats } from '../api.js';
import { signedPoints, sizeLabel } from '../../shared/format.js';
import { startPage } from '../layout.js';
import { notice } from '../notice.js';
import { ratingChart } from '../rating-chart.js';
import { mountDevices } from '../devices.js';
import { mountModeration } from '../moderation.js';
import { say } from '../../shared/words/say.js';

const time = (seconds: number | null) => (seconds === null ? '—' : formatTime(seconds));

function nameForm(page: HTMLElement, me: Me) {
  const w = say.account.name;
  return html`<form class="name" @submit=${(e: SubmitEvent) => rename(e, page)}>
      <label for="name">${w.label}</label>
      <input
        id="name"
        name="name"
        translate="no"
        maxlength="24"
        .value=${me.named ? (me.name ?? '') : ''}
        placeholder=${me.name ?? w.placeholder}
        aria-describedby=${me.named ? nothing : 'name-note'}
        required
      />
      <button type="submit">${w.save}</button>
    </form>
    ${!me.named && me.name ? html`<p id="name-note" class="note">${w.note(me.name)}</p>` : nothing}
    ${me.id ? html`<p class="note">${w.id} <code translate="no">${me.id}</code></p>` : nothing}`;
}

function rating(me: Me) {
  const w = say.account;
  const days = Math.max(0, me.established.days - me.ratedDays);
  return html`<dl class="rating">
      <dt>${w.rating}</dt>
      <dd>${w.ratingWords(me)}</dd>
      <dt>${w.games}</dt>
      <dd>${me.games}</dd>
    </dl>
    ${me.provisional ? html`<p class="note">${w.settlesWhen(days, me.established.rd)}</p>` : nothing}`;
}

function stats(s: Stats) {
  const w = say.account;
  const d = say.dates;
  return html`<h2>${w.streak.heading}</h2>
    <dl class="streak">
      <dt>${w.streak.now}</dt>
      <dd>${d.days(s.streak.current)}</dd>
      <dt>${w.streak.best}</dt>
      <dd>${d.days(s.streak.best)}</dd>
    </dl>
    <h2>${w.chart.heading}</h2>
    ${ratingChart(s.history)}
    <h2>${w.sizes.heading}</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">${w.sizes.size}</th>
          <th scope="col">${w.sizes.solves}</th>
          <th scope="col">${w.sizes.median}</th>
          <th scope="col">${w.sizes.best}</th>
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
    <p class="note">${w.sizes.note(s.hints.used, s.hints.solves)}</p>`;
}

function recent(me: Me) {
  const w = say.account.recent;
  if (me.recent.length === 0) return html`<p>${w.none}</p>`;
  return html`<table>
    <thead>
      <tr>
        <th scope="col">${w.day}</th>
        <th scope="col">${w.puzzle}</th>
        <th scope="col">${w.time}</th>
        <th scope="col">${w.rating}</th>
      </tr>
    </thead>
    <tbody>
      ${me.recent.map(
        (s) =>
          html`<tr>
            <td>${s.day}</td>
            <td>${w.modes[s.mode] ?? s.mode} ${say.dates.puzzle(s.size, s.difficulty, s.score)}</td>
            <td>${formatTime(s.seconds)}${s.hints ? w.withHints(s.hints) : ''}</td>
            <td>${s.ratingChange === null ? '—' : signedPoints(s.ratingChange)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function show(page: HTMLElement, me: Me, s: Stats): void {
  render(
    html`<h1>${say.account.heading}</h1>
      <div class="offer-area"></div>
      ${nameForm(page, me)} ${rating(me)} ${stats(s)}
      <h2>${say.account.recent.heading}</h2>
      ${recent(me)}
      <div class="devices-area"></div>
      <section class="moderation-area"></section>`,
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
    notice(say.account.name.saved);
  } catch (error) {
    notice(error instanceof ApiFailure ? error.message : say.account.name.failed, 'error');
  }
}

async function main(): Promise<void> {
  await startPage('account');
  const page = document.querySelector<HTMLElement>('#page')!;
  try {
    const [me, s] = await Promise.all([api.me(), api.stats()]);
    shownStats = s;
    show(page, me, s);
    // Signed in anew, or this browser signed out: show the account it has now.
    const area = (name: string) => page.querySelector<HTMLElement>(name)!;
    if (me.moderator) void mountModeration(area('.moderation-area'));
    await mountDevices(area('.devices-area'), area('.offer-area'), me.name !== null, () =>
      location.reload(),
    );
  } catch (error) {
    notice(error instanceof ApiFailure ? error.message : say.account.failed, 'error');
  }
}

void main();
