// Endless: a new puzzle of the size you pick, its code in the address so it can be shared and
// reopened; Next makes another.
import '@galaxies/board/define/galaxies-board.js';
import { html, render } from 'lit';
import { sizeLabel } from '../format.js';
import { renderHeader } from '../layout.js';
import { postSolvesOf } from '../solves.js';
import { renderExportRow } from '../export-row.js';

const CHOICES = [
  { size: 7, difficulty: 'easy' },
  { size: 10, difficulty: 'medium' },
  { size: 13, difficulty: 'hard' },
] as const;
const CODE_RE = /^[a-z0-9]{1,32}$/;

/** A fresh random code: 8 characters of [a-z0-9]. */
function randomCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => alphabet[b % 36]).join('');
}

function current(): { size: number; difficulty: string; code: string } {
  const params = new URLSearchParams(location.search);
  const choice = CHOICES.find((c) => String(c.size) === params.get('size')) ?? CHOICES[0];
  const given = params.get('code') ?? '';
  return { ...choice, code: CODE_RE.test(given) ? given : randomCode() };
}

/** Shows the puzzle the address names (making a code when it names none). */
function show(): void {
  const puzzle = current();
  history.replaceState(null, '', `/endless/?size=${puzzle.size}&code=${puzzle.code}`);
  const page = document.querySelector<HTMLElement>('#page')!;
  render(
    html`<h1>Endless</h1>
      <nav class="sizes" aria-label="Size">
        ${CHOICES.map(
          (c) =>
            html`<a
              href="/endless/?size=${c.size}"
              aria-current=${c.size === puzzle.size ? 'page' : 'false'}
              >${sizeLabel(c.size)} ${c.difficulty}</a
            >`,
        )}
      </nav>
      <galaxies-board
        size=${puzzle.size}
        code=${puzzle.code}
        difficulty=${puzzle.difficulty}
        mode="endless"
      ></galaxies-board>
      <p class="after">
        <button type="button" class="next" @click=${next}>Next puzzle</button>
        <span class="code">Code <code>${puzzle.code}</code></span>
      </p>`,
    page,
  );
  renderExportRow(page.querySelector('galaxies-board'));
}

function next(): void {
  const { size } = current();
  history.pushState(null, '', `/endless/?size=${size}&code=${randomCode()}`);
  show();
}

renderHeader('/endless/');
show();
postSolvesOf(document.querySelector<HTMLElement>('#page')!, 'endless');
addEventListener('popstate', show);
