// A published puzzle's page as a template: its title and author, what it is (size, level, score)
// and how the crowd rates it, the board (read from the puzzle's Tatham ID), the author's note, its
// plays, solves, median time and votes, the player's say (vote, report), sharing (its link and the
// embed code) and its fastest first solves. The server draws it (server/pages/community-pages.ts)
// and the page hydrates it (src/pages/puzzle.ts), the handlers then live. Text players wrote is
// only ever text here (Lit escapes it).
import { formatTime } from '@galaxies/pencil-kit';
import { sizeOf, toTathamId } from '@galaxies/engine';
import { html, nothing } from 'lit';
import { say } from '../words/say.js';
import { exportRowPlace } from './export-row-place.js';
import type { PublishedPuzzle } from '../community.js';

/** A row of a puzzle's board: its fastest first solves without hints. */
export interface BoardRow {
  rank: number;
  name: string;
  tag: string;
  seconds: number;
  you: boolean;
}

/** What the page's buttons do (nothing, as the server draws it), and the player's vote. */
export interface PuzzleActions {
  /** The vote this player gave on this page (none until they vote). */
  voted?: boolean;
  vote(up: boolean): void;
  report(): void;
  copy(event: Event): void;
}

export const NO_ACTIONS: PuzzleActions = { vote() {}, report() {}, copy() {} };

/** The puzzle's address and its embed code, on the site at `origin`. */
export function shareOf(puzzle: Pick<PublishedPuzzle, 'id' | 'title'>, origin: string) {
  const link = `${origin}/p/${puzzle.id}/`;
  const frame = `${origin}/embed/?puzzle=${puzzle.id}`;
  const title = puzzle.title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const code = `<iframe src="${frame}" title="${title}" width="100%" height="560" style="border:0;max-width:560px" loading="lazy" allow="clipboard-write"></iframe>`;
  return { link, code };
}

function facts(p: PublishedPuzzle) {
  const w = say.community;
  return [
    w.plays(p.plays),
    w.solves(p.solves),
    ...(p.medianSeconds === null ? [] : [w.median(p.medianSeconds)]),
    w.votes(p.votes),
  ].join(' · ');
}

function board(rows: BoardRow[]) {
  const w = say.community;
  if (!rows.length) return html`<p>${w.boardEmpty}</p>`;
  return html`<table class="times">
    <thead>
      <tr>
        <th scope="col">${w.rank}</th>
        <th scope="col">${w.player}</th>
        <th scope="col">${w.time}</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr class=${row.you ? 'you' : ''}>
            <td>${row.rank}</td>
            <td>
              ${row.name} <span class="name-tag">${row.tag}</span>${row.you ? ` ${w.you}` : nothing}
            </td>
            <td>${formatTime(row.seconds)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** `puzzle`'s page on the site at `origin`, with its board's `rows`. */
export function publishedView(
  puzzle: PublishedPuzzle,
  rows: BoardRow[],
  origin: string,
  actions: PuzzleActions = NO_ACTIONS,
) {
  const w = say.community;
  const share = shareOf(puzzle, origin);
  const size = sizeOf(puzzle.w, puzzle.h);
  return html`<div class="puzzle-head">
      <h1>${puzzle.title}</h1>
      <p class="lede">
        ${w.byLine(puzzle.author.name, puzzle.author.tag)} ·
        ${say.dates.puzzle(size, puzzle.level, puzzle.score)} ·
        ${w.rating(puzzle.rating.value, puzzle.rating.provisional)}
      </p>
    </div>
    <galaxies-board src=${toTathamId(puzzle)} mode=${w.mode} how-to="off"></galaxies-board
    >${exportRowPlace()}
    ${
      puzzle.note
        ? html`<section class="note" aria-label=${w.note}><p>${puzzle.note}</p></section>`
        : nothing
    }
    <p class="facts">${facts(puzzle)}</p>
    <div class="say" role="group" aria-label=${w.vote}>
      <button
        type="button"
        class="vote"
        aria-pressed=${actions.voted === undefined ? 'false' : String(actions.voted)}
        @click=${() => actions.vote(true)}
      >
        ${w.up}
      </button>
      <button
        type="button"
        class="vote"
        aria-pressed=${actions.voted === undefined ? 'false' : String(!actions.voted)}
        @click=${() => actions.vote(false)}
      >
        ${w.down}
      </button>
      <button type="button" class="report" title=${w.reportWhy} @click=${actions.report}>
        ${w.report}
      </button>
      <span class="said" role="status"></span>
    </div>
    <div class="author-tools"></div>
    <section class="share" aria-labelledby="share-heading">
      <h2 id="share-heading">${w.share}</h2>
      <p>
        <label for="share-link">${w.link}</label>
        <input id="share-link" readonly value=${share.link} />
        <button type="button" data-copy="share-link" @click=${actions.copy}>${w.copy}</button>
      </p>
      <p>
        <span id="embed-label">${w.embed}</span>
        <code id="embed-code" class="embed-code" aria-labelledby="embed-label">${share.code}</code>
        <button type="button" data-copy="embed-code" @click=${actions.copy}>${w.copy}</button>
      </p>
    </section>
    <section class="fastest" aria-labelledby="board-heading">
      <h2 id="board-heading">${w.board}</h2>
      ${board(rows)}
    </section>
    <p class="after"><a href="/puzzles/">${w.back}</a></p>`;
}

/** A page for a puzzle that can't be played: withdrawn, hidden, or none at the address. */
export function unplayableView(why: 'gone' | 'hidden' | 'missing') {
  const w = say.community;
  const text = why === 'gone' ? w.gone : why === 'hidden' ? w.hiddenNow : w.missing;
  return html`<h1>${w.heading}</h1>
    <p class="lede">${text}</p>
    <p class="after"><a href="/puzzles/">${w.back}</a></p>`;
}
