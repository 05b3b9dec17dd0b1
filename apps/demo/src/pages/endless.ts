// Endless: a new puzzle of the size you pick, whose code the server picks and starts a ticket
// for (so it can be rated); its code is in the address so it can be shared and reopened. A
// code from a link that this browser did not start plays too, unrated. Next starts another,
// from a few kept ready (endless-ahead.ts), so it works offline too.
import '@galaxies/board/define/galaxies-board.js';
import { html, render } from 'lit';
import { notice, startPage } from '../layout.js';
import { postSolvesOf } from '../solves.js';
import { renderExportRow } from '../export-row.js';
import { startPuzzle, ticketOf } from '../tickets.js';
import { fillAhead, takeReady } from '../endless-ahead.js';
import { say } from '../words/say.js';

const CHOICES = [
  { size: 7, difficulty: 'easy' },
  { size: 10, difficulty: 'medium' },
  { size: 13, difficulty: 'hard' },
] as const;
const CODE_RE = /^[a-z0-9]{1,32}$/;

/** A random code, for when the server can't be asked: 8 characters of [a-z0-9], unrated. */
function randomCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => alphabet[b % 36]).join('');
}

/** The size the address asks for, and its code if it names one. */
function current(): { size: number; difficulty: string; code: string | null } {
  const params = new URLSearchParams(location.search);
  const choice = CHOICES.find((c) => String(c.size) === params.get('size')) ?? CHOICES[0];
  const given = params.get('code') ?? '';
  return { ...choice, code: CODE_RE.test(given) ? given : null };
}

/**
 * A new puzzle of `size` started by the server: one kept ready (so Next works offline, rated),
 * else one asked for now, else, with the site out of reach, an unrated one of our own.
 */
async function started(size: number): Promise<string> {
  const ready = takeReady(size);
  if (ready) {
    void fillAhead(size);
    return ready;
  }
  try {
    const code = (await startPuzzle({ mode: 'endless', size })).code;
    void fillAhead(size);
    return code;
  } catch (error) {
    notice(error instanceof Error ? error.message : say.endless.failed, 'error');
    return randomCode();
  }
}

/** Shows the puzzle the address names, or starts a new one when it names none. */
async function show(): Promise<void> {
  const asked = current();
  const code = asked.code ?? (await started(asked.size));
  const puzzle = { ...asked, code };
  const address = `/endless/?size=${puzzle.size}&code=${puzzle.code}`;
  history.replaceState(null, '', address);
  const page = document.querySelector<HTMLElement>('#page')!;
  const w = say.endless;
  render(
    html`<h1>${w.heading}</h1>
      <nav class="sizes" aria-label=${w.sizes}>
        ${CHOICES.map(
          (c) =>
            html`<a
              href="/endless/?size=${c.size}"
              aria-current=${c.size === puzzle.size ? 'page' : 'false'}
              >${w.choice(c.size, c.difficulty)}</a
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
        <button type="button" class="next" @click=${() => void next()}>${w.next}</button>
        <span class="code">${w.code} <code translate="no">${puzzle.code}</code></span>
      </p>`,
    page,
  );
  // A puzzle the server started for this player is rated: its solution waits for the solve.
  const rated = ticketOf(puzzle.size, puzzle.difficulty, puzzle.code) !== null;
  renderExportRow(page.querySelector('galaxies-board'), { rated });
}

async function next(): Promise<void> {
  const { size } = current();
  const code = await started(size);
  history.pushState(null, '', `/endless/?size=${size}&code=${code}`);
  await show();
}

await startPage('endless');
void show();
postSolvesOf(document.querySelector<HTMLElement>('#page')!, 'endless');
addEventListener('popstate', () => void show());
