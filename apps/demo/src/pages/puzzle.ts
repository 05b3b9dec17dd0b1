// A published puzzle's page (`/p/<id>/`): the server draws it with its board and this page
// hydrates it, or draws it itself from the API when the server drew nothing for it. The puzzle
// is started with a ticket as it shows, its solves posted and the counts shown anew; the player
// votes or reports it, copies its link or embed code; its author may withdraw it.
import '@galaxies/board/hydrate.js';
import { nextTask } from '@galaxies/pencil-kit';
import { hydrate } from '@lit-labs/ssr-client';
import { html, render } from 'lit';
import { api, ApiFailure } from '../api.js';
import { postPublishedSolves, startPublished, type Start } from '../community-solves.js';
import { renderExportRow } from '../export-row.js';
import '../community.css';
import { startPage } from '../layout.js';
import { notice } from '../notice.js';
import {
  publishedView,
  unplayableView,
  type BoardRow,
  type PuzzleActions,
} from '../../shared/views/published-view.js';
import { say } from '../../shared/words/say.js';
import type { PublishedPuzzle } from '../../shared/community.js';

const page = document.querySelector<HTMLElement>('#page')!;
const id = location.pathname.split('/')[2] ?? '';
let shown: { puzzle: PublishedPuzzle; rows: BoardRow[]; origin: string };
let start: Start | null = null;

/** Says `text` beside the page's buttons (a polite live region). */
const said = (text: string) => {
  const place = page.querySelector('.say .said');
  if (place) place.textContent = text;
};
const failed = (error: unknown) =>
  said(error instanceof ApiFailure ? error.message : say.community.failed);

const actions: PuzzleActions = {
  vote(up) {
    api.vote(id, up).then((answer) => {
      shown.puzzle = { ...shown.puzzle, votes: answer.votes };
      draw();
      said(say.community.voted(up));
    }, failed);
  },
  report() {
    api.report(id).then(() => said(say.community.reported), failed);
  },
  copy(event) {
    const target = (event.currentTarget as HTMLElement).dataset.copy ?? '';
    const source = document.getElementById(target);
    const text = source instanceof HTMLInputElement ? source.value : (source?.textContent ?? '');
    navigator.clipboard.writeText(text).then(
      () => said(say.community.copied),
      () => {
        // No clipboard here (an insecure page, a refusal): the text is selected to copy by hand.
        if (source instanceof HTMLInputElement) source.select();
        else if (source) getSelection()?.selectAllChildren(source);
      },
    );
  },
};

function draw(): void {
  render(publishedView(shown.puzzle, shown.rows, shown.origin, actions), page);
}

/** Shows the counts and the board anew (after a solve). */
async function refresh(): Promise<void> {
  const [puzzle, board] = await Promise.all([
    api.puzzle(id),
    // Past the copy the browser keeps a few seconds: the board as it is after this solve.
    fetch(`/api/galaxies/puzzles/${id}/board`, {
      credentials: 'same-origin',
      cache: 'no-cache',
    }).then((r) => r.json() as Promise<{ entries: BoardRow[] }>),
  ]);
  shown = { ...shown, puzzle, rows: board.entries };
  draw();
}

/** The author's own tools: withdrawing, once asked twice. */
function authorTools(confirming = false): void {
  const place = page.querySelector<HTMLElement>('.author-tools');
  if (!place) return;
  const w = say.community;
  const withdraw = () =>
    api.withdraw(id).then(() => {
      render(html`<p role="status">${w.withdrawn}</p>`, place);
    }, failed);
  render(
    html`<p>${w.own}</p>
      ${
        confirming
          ? html`<p role="alert">${w.withdrawConfirm}</p>
              <button type="button" class="danger" @click=${withdraw}>${w.withdraw}</button>
              <button type="button" @click=${() => authorTools(false)}>${w.keep}</button>`
          : html`<button type="button" @click=${() => authorTools(true)}>${w.withdraw}</button>`
      }`,
    place,
  );
}

async function main(): Promise<void> {
  const drawn = await startPage('puzzles');
  if (drawn?.page === 'unplayable') {
    hydrate(unplayableView(drawn.why), page);
    return;
  }
  await customElements.whenDefined('galaxies-board');
  try {
    await nextTask();
    if (drawn?.page === 'puzzle') {
      shown = { puzzle: drawn.puzzle, rows: drawn.rows, origin: drawn.origin };
      hydrate(publishedView(shown.puzzle, shown.rows, shown.origin, actions), page);
    } else {
      shown = { puzzle: await api.puzzle(id), rows: [], origin: location.origin };
      draw();
      void refresh();
    }
  } catch (error) {
    if (error instanceof ApiFailure && (error.status === 404 || error.status === 410)) {
      render(unplayableView(error.status === 404 ? 'missing' : 'gone'), page);
      return;
    }
    notice(error instanceof Error ? error.message : say.community.failed, 'error');
    return;
  }
  document.title = say.puzzleTitle(shown.puzzle.title);
  const board = page.querySelector<HTMLElement>('galaxies-board')!;
  postPublishedSolves(
    board,
    id,
    () => start,
    () => void refresh().catch(() => undefined),
  );
  start = await startPublished(id);
  if ('own' in start) {
    // No say on one's own puzzle: the author's tools instead.
    page.querySelector('.say')?.setAttribute('hidden', '');
    authorTools();
  } else if ('refused' in start) notice(start.refused, 'error');
  const running = board as HTMLElement & { ready: Promise<void> };
  // Its solution only once solved here: it is played rated.
  void running.ready.then(nextTask).then(() => renderExportRow(board, { rated: true }));
}

void main();
