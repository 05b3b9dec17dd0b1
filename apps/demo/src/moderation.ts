// A moderator's queue on their account page: the puzzles players' reports hid (each with its
// title, author and note, as plain text, and a link to its page), restored or removed with a
// press; the queue is shown anew after each decision, which is said in a live region.
import { html, render } from 'lit';
import { api, ApiFailure } from './api.js';
import { say } from '../shared/words/say.js';
import type { PublishedPuzzle } from '../shared/community.js';

/** Shows the queue in `area`, and keeps it current. */
export async function mountModeration(area: HTMLElement): Promise<void> {
  const w = say.account.moderation;
  const draw = (entries: PublishedPuzzle[], said = '') =>
    render(
      html`<h2>${w.heading}</h2>
        <p class="note">${w.lede}</p>
        ${
          entries.length
            ? html`<ul class="moderation">
                ${entries.map(
                  (p) =>
                    html`<li>
                      <strong>${p.title}</strong>
                      ${say.community.byLine(p.author.name, p.author.tag)}
                      ${p.note ? html`<p class="note">${p.note}</p>` : ''}
                      <button type="button" @click=${() => decide(p, 'restore')}>
                        ${w.restore}
                      </button>
                      <button type="button" class="danger" @click=${() => decide(p, 'remove')}>
                        ${w.remove}
                      </button>
                    </li>`,
                )}
              </ul>`
            : html`<p>${w.none}</p>`
        }
        <p role="status">${said}</p>`,
      area,
    );
  const decide = async (p: PublishedPuzzle, action: 'restore' | 'remove') => {
    try {
      await api.moderate(p.id, action);
      draw(
        (await api.hiddenPuzzles()).entries,
        (action === 'restore' ? w.restored : w.removed)(p.title),
      );
    } catch (error) {
      draw([], error instanceof ApiFailure ? error.message : w.failed);
    }
  };
  try {
    draw((await api.hiddenPuzzles()).entries);
  } catch (error) {
    draw([], error instanceof ApiFailure ? error.message : w.failed);
  }
}
