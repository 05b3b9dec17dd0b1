// The list of puzzles players published, as a template: its orders (newest, top voted, hardest)
// as links, its filters as a form that asks the server for the list again (so the page works
// without a script), a page of entries each linking to its puzzle's page, and the next page's
// link. The server draws it (server/pages/community-pages.ts); the page hydrates it.
import { html, nothing } from 'lit';
import { sizeOf } from '@galaxies/engine';
import { say } from '../words/say.js';
import { PUZZLE_SORTS, type PuzzlePage } from '../community.js';

/** What the list shows: its order and filters, as its address writes them. */
export interface ListShown {
  sort: string;
  size?: string;
  level?: string;
  author?: string;
}

/** The list's address for `shown` (and `cursor`, a later page). */
export function listHref(shown: ListShown, cursor?: string): string {
  const params = new URLSearchParams();
  if (shown.sort !== 'new') params.set('sort', shown.sort);
  for (const key of ['size', 'level', 'author'] as const) {
    const value = shown[key];
    if (value) params.set(key, value);
  }
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return `/puzzles/${query ? `?${query}` : ''}`;
}

const SIZES = ['5', '7', '10', '13', '15', '20', '25', '30'];
const LEVELS = ['easy', 'medium', 'hard'];

function filters(shown: ListShown) {
  const w = say.community;
  return html`<form class="filters" method="get" action="/puzzles/" aria-label=${w.filters}>
    ${shown.sort !== 'new' ? html`<input type="hidden" name="sort" value=${shown.sort} />` : nothing}
    <label
      >${w.size}
      <select name="size">
        <option value="">${w.any}</option>
        ${SIZES.map(
          (size) =>
            html`<option value=${size} ?selected=${shown.size === size}>${size}×${size}</option>`,
        )}
      </select></label
    >
    <label
      >${w.level}
      <select name="level">
        <option value="">${w.any}</option>
        ${LEVELS.map(
          (level) =>
            html`<option value=${level} ?selected=${shown.level === level}>
              ${say.dates.levels[level]}
            </option>`,
        )}
      </select></label
    >
    <label
      >${w.author}
      <input name="author" size="6" placeholder="#k3x9" value=${shown.author ?? ''} />
    </label>
    <button type="submit">${w.show}</button>
  </form>`;
}

function entry(e: PuzzlePage['entries'][number]) {
  const w = say.community;
  return html`<li>
    <a href="/p/${e.id}/">${e.title}</a>
    <span class="by">${w.byLine(e.author.name, e.author.tag)}</span>
    <span class="kind">${say.dates.puzzle(sizeOf(e.w, e.h), e.level, e.score)}</span>
    <span class="crowd"
      >${w.rating(e.rating.value, e.rating.provisional)} · ${w.solves(e.solves)}
      ${e.medianSeconds === null ? nothing : html` · ${w.median(e.medianSeconds)}`} ·
      ${w.votes(e.votes)}</span
    >
  </li>`;
}

/** The list showing `page` of `shown`; `first`: whether it is the list's first page. */
export function puzzlesView(page: PuzzlePage, shown: ListShown, first: boolean) {
  const w = say.community;
  return html`<h1>${w.heading}</h1>
    <p class="lede">${w.lede} <a href="/edit/">${w.make}</a></p>
    <nav class="sorts" aria-label=${w.sortBy}>
      ${PUZZLE_SORTS.map(
        (sort) =>
          html`<a
            href=${listHref({ ...shown, sort })}
            aria-current=${sort === shown.sort ? 'page' : 'false'}
            >${w.sorts[sort]}</a
          >`,
      )}
    </nav>
    ${filters(shown)}
    ${
      page.entries.length
        ? html`<ol class="puzzles">
            ${page.entries.map(entry)}
          </ol>`
        : html`<p>${w.none}</p>`
    }
    <p class="after">
      ${page.next ? html`<a href=${listHref(shown, page.next)} rel="next">${w.more}</a>` : nothing}
      ${first ? nothing : html`<a href=${listHref(shown)}>${w.first}</a>`}
    </p>`;
}
