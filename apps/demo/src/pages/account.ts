// Account: your display name, rating, best times per size and recent solves.
import { formatTime } from '@galaxies/pencil-kit';
import { html, render } from 'lit';
import { api, ApiFailure, type Me } from '../api.js';
import { signedChange, sizeLabel } from '../format.js';
import { notice, renderHeader } from '../layout.js';

function show(page: HTMLElement, me: Me): void {
  render(
    html`<h1>Your account</h1>
      <form class="name" @submit=${(e: SubmitEvent) => rename(e, page)}>
        <label for="name">Display name</label>
        <input
          id="name"
          name="name"
          maxlength="24"
          .value=${me.name ?? ''}
          placeholder="Anonymous"
          required
        />
        <button type="submit">Save</button>
      </form>
      <dl class="rating">
        <dt>Rating</dt>
        <dd>${me.display}</dd>
        <dt>Rated games</dt>
        <dd>${me.games}</dd>
      </dl>
      <h2>Best times</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Best</th>
          </tr>
        </thead>
        <tbody>
          ${Object.entries(me.best).map(
            ([size, seconds]) =>
              html`<tr>
                <td>${sizeLabel(Number(size))}</td>
                <td>${seconds === null ? '—' : formatTime(seconds)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <h2>Recent solves</h2>
      ${
        me.recent.length === 0
          ? html`<p>No solves yet. <a href="/">Play today’s puzzle</a>.</p>`
          : html`<table>
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
                      <td>${s.ratingChange === null ? '—' : signedChange(s.ratingChange)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }`,
    page,
  );
}

async function rename(event: SubmitEvent, page: HTMLElement): Promise<void> {
  event.preventDefault();
  const name = new FormData(event.target as HTMLFormElement).get('name');
  try {
    show(page, await api.rename(typeof name === 'string' ? name : ''));
    notice('Name saved.');
  } catch (error) {
    notice(error instanceof ApiFailure ? error.message : 'The name could not be saved.', 'error');
  }
}

async function main(): Promise<void> {
  renderHeader('/account/');
  const page = document.querySelector<HTMLElement>('#page')!;
  try {
    show(page, await api.me());
  } catch (error) {
    notice(
      error instanceof ApiFailure ? error.message : 'Your account could not be loaded.',
      'error',
    );
  }
}

void main();
