// Play a link: paste a puzz.link URL or a Tatham game ID and play it here (unrated).
import '@galaxies/board/define/galaxies-board.js';
import { html, render } from 'lit';
import { renderHeader } from '../layout.js';
import { renderExportRow } from '../export-row.js';

function show(source: string): void {
  const page = document.querySelector<HTMLElement>('#page')!;
  render(
    html`<h1>Play a link</h1>
      <form class="link" @submit=${submit}>
        <label for="source">A puzz.link URL or a Tatham game ID</label>
        <input
          id="source"
          name="source"
          .value=${source}
          placeholder="https://puzz.link/p?tentaisho/…  or  7x7:…"
          autocomplete="off"
          spellcheck="false"
          required
        />
        <button type="submit">Play</button>
      </form>
      ${
        source
          ? html`<galaxies-board src=${source} mode="Imported"></galaxies-board>
              <p class="after">Puzzles from links are not rated.</p>`
          : html`<p class="after">
              Galaxies from puzz.link (tentaisho) and from Simon Tatham’s collection both work.
            </p>`
      }`,
    page,
  );
  renderExportRow(page.querySelector('galaxies-board'));
}

function submit(event: SubmitEvent): void {
  event.preventDefault();
  const source = new FormData(event.target as HTMLFormElement).get('source');
  const value = typeof source === 'string' ? source.trim() : '';
  history.pushState(null, '', `/play/?src=${encodeURIComponent(value)}`);
  show(value);
}

renderHeader('/play/');
show(new URLSearchParams(location.search).get('src') ?? '');
addEventListener('popstate', () => show(new URLSearchParams(location.search).get('src') ?? ''));
