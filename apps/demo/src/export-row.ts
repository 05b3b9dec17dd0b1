// The Print / Download row under a board on the site's play pages: print the page, download the
// blank puzzle as an SVG or a PNG for paper, and its solution as an SVG, except for a daily whose
// day is not over yet (its answer stays hidden until then). The drawings are the board's own
// exports; the row names the files and hands them to the browser.
import type { GalaxiesBoard } from '@galaxies/board';
import { html, render } from 'lit';
import { notice } from './notice.js';
import { exportRowPlace } from '../shared/views/export-row-place.js';
import { say } from '../shared/words/say.js';

const HOUR = 3_600_000;
/** Each board's row, so a page that renders again reuses it rather than adding another. */
const rows = new WeakMap<Element, HTMLElement>();

/**
 * True once `date` (YYYY-MM-DD) is over in every time zone: it starts earliest at UTC+14 and ends
 * last at UTC−12, 36 hours after its UTC midnight. Never early, whatever the server's zone.
 */
export function dayIsOver(date: string, now = Date.now()): boolean {
  const start = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(start) && now >= start + 36 * HOUR;
}

function fileName(board: GalaxiesBoard, ext: string, solution = false): string {
  const name = board.code ? `galaxies-${board.size}-${board.code}` : 'galaxies-puzzle';
  return `${name}${solution ? '-solution' : ''}.${ext}`;
}

function hand(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has begun by the time this runs; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function download(board: GalaxiesBoard, kind: 'svg' | 'png', solution: boolean) {
  try {
    const blob =
      kind === 'svg'
        ? new Blob([await board.exportSvg({ solution })], { type: 'image/svg+xml' })
        : await board.exportPng({ solution });
    hand(blob, fileName(board, kind, solution));
  } catch (error) {
    notice(error instanceof Error ? error.message : say.exportRow.failed, 'error');
  }
}

/** The code each board last had solved on this page: that puzzle's solution is earned. */
const earned = new WeakMap<Element, string>();
/** The options each board's row was last drawn with. */
const rowOptions = new WeakMap<Element, { day?: string; rated?: boolean }>();

/** The row's place, as the page's views draw it, for a board drawn without one. */
function newPlace(): HTMLElement {
  const holder = document.createElement('div');
  render(exportRowPlace(), holder);
  return holder.querySelector<HTMLElement>('.export-row')!;
}

/**
 * Renders the row just after `board` (nothing when there is no board). `day` is the daily's date
 * for a daily or archive board: its solution is offered only once that day is over. A `rated`
 * puzzle's solution is offered only once the player has solved it here.
 */
export function renderExportRow(
  board: Element | null,
  options: { day?: string; rated?: boolean } = {},
): void {
  if (!board) return;
  const el = board as GalaxiesBoard;
  let row = rows.get(board);
  if (!row || row.previousElementSibling !== board) {
    row?.remove();
    // The page's view keeps the row's place under the board (shared/views/export-row-place.ts), so
    // filling it moves nothing; a board drawn without one gets a place of its own.
    const place = board.nextElementSibling;
    row = place?.classList.contains('export-row') ? (place as HTMLElement) : newPlace();
    rows.set(board, row);
    if (row !== place) board.after(row);
    board.addEventListener('galaxies-solved', () => {
      earned.set(board, (board as GalaxiesBoard).code);
      renderExportRow(board, rowOptions.get(board));
    });
  }
  rowOptions.set(board, options);
  const answerHidden =
    el.mode === 'daily' ||
    (options.day !== undefined && !dayIsOver(options.day)) ||
    (options.rated === true && earned.get(board) !== el.code);
  const w = say.exportRow;
  render(
    html`<span class="label" aria-hidden="true">${w.heading}</span>
      <button type="button" @click=${() => print()}>${w.print}</button>
      <button type="button" @click=${() => download(el, 'svg', false)}>${w.svg}</button>
      <button type="button" @click=${() => download(el, 'png', false)}>${w.png}</button>
      ${
        answerHidden
          ? null
          : html`<button type="button" @click=${() => download(el, 'svg', true)}>
              ${w.solution}
            </button>`
      }`,
    row,
  );
}
