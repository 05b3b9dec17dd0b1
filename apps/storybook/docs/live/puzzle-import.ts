// <docs-puzzle-import>: paste a puzz.link URL or a Tatham game ID; the engine reads it (or says
// what is wrong with it), counts its answers, and a board plays it.
import {
  count,
  fromPuzzLink,
  fromTathamId,
  toPuzzLink,
  toTathamId,
  wellFormed,
  type Puzzle,
} from '@galaxies/engine';
import '@galaxies/board/define/galaxies-board.js';
import { html, LitElement } from 'lit';
import { property, state } from 'lit/decorators.js';
import { liveStyles } from './live-styles.js';
import { PUZZ_LINK_5X5, PUZZ_LINK_WITH_HOLE, TATHAM_7X7 } from './puzzles.js';

type Read = { puzzle: Puzzle } | { fault: string };

/** A puzz.link URL when it looks like an address, else a Tatham game ID. */
function readPuzzle(text: string): Read {
  try {
    const source = text.trim();
    const puzzle = /^https?:/i.test(source) ? fromPuzzLink(source) : fromTathamId(source);
    const formed = wellFormed(puzzle);
    return formed.ok ? { puzzle } : { fault: formed.reason };
  } catch (e) {
    return { fault: e instanceof Error ? e.message : String(e) };
  }
}

/** How many answers the engine's counter finds, up to two. */
function answers(puzzle: Puzzle): string {
  const found = count(puzzle, 2);
  if (found.gaveUp) return `${found.count} or more (the counter stopped at its budget)`;
  return ['none', 'one', 'two or more'][found.count] ?? 'two or more';
}

const EXAMPLES = [
  { label: 'A 5×5 from puzz.link', source: PUZZ_LINK_5X5 },
  { label: 'A 7×7 Tatham ID', source: TATHAM_7X7 },
  { label: 'A URL with a removed cell', source: PUZZ_LINK_WITH_HOLE },
];

export class DocsPuzzleImport extends LitElement {
  static override styles = liveStyles;

  /** What the field starts with. */
  @property() source = PUZZ_LINK_5X5;
  @state() private read: Read = readPuzzle(this.source);

  override willUpdate(changed: Map<PropertyKey, unknown>) {
    if (changed.has('source')) this.read = readPuzzle(this.source);
  }

  private load(source: string) {
    this.source = source;
  }

  private facts(puzzle: Puzzle) {
    return html`<dl>
      <dt>Grid</dt>
      <dd>${puzzle.w} × ${puzzle.h}</dd>
      <dt>Dots</dt>
      <dd>${puzzle.dots.length}</dd>
      <dt>Answers</dt>
      <dd>${answers(puzzle)}</dd>
      <dt>Tatham ID</dt>
      <dd><code>${toTathamId(puzzle)}</code></dd>
      <dt>puzz.link</dt>
      <dd><code>${toPuzzLink(puzzle)}</code></dd>
    </dl>`;
  }

  override render() {
    const read = this.read;
    return html`<form @submit=${(e: Event) => e.preventDefault()}>
        <label
          >puzz.link URL or Tatham game ID
          <input
            .value=${this.source}
            size="48"
            spellcheck="false"
            @input=${(e: Event) => this.load((e.target as HTMLInputElement).value)}
          />
        </label>
        ${EXAMPLES.map(
          (x) =>
            html`<button type="button" @click=${() => this.load(x.source)}>${x.label}</button>`,
        )}
      </form>
      <div role="status">
        ${'fault' in read ? html`<p class="fault">${read.fault}</p>` : this.facts(read.puzzle)}
      </div>
      ${
        'puzzle' in read
          ? html`<galaxies-board .puzzle=${read.puzzle} saves="off"></galaxies-board>`
          : null
      }`;
  }
}

if (!customElements.get('docs-puzzle-import')) {
  customElements.define('docs-puzzle-import', DocsPuzzleImport);
}

declare global {
  interface HTMLElementTagNameMap {
    'docs-puzzle-import': DocsPuzzleImport;
  }
}
