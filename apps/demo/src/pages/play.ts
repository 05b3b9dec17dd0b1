// Play a link: paste a puzz.link URL or a Tatham game ID and play it here (unrated).
import '@galaxies/board/define/galaxies-board.js';
import { html, render } from 'lit';
import { startPage } from '../layout.js';
import { say } from '../../shared/words/say.js';
import { renderExportRow } from '../export-row.js';

function show(source: string): void {
  const page = document.querySelector<HTMLElement>('#page')!;
  const w = say.play;
  render(
    html`<h1>${w.heading}</h1>
      <form class="link" @submit=${submit}>
        <label for="source">${w.label}</label>
        <input
          id="source"
          name="source"
          .value=${source}
          placeholder=${w.placeholder}
          autocomplete="off"
          spellcheck="false"
          required
        />
        <button type="submit">${w.button}</button>
      </form>
      ${
        source
          ? html`<galaxies-board src=${source} mode="Imported"></galaxies-board>
              <p class="after">${w.unrated}</p>`
          : html`<p class="after">${w.sources}</p>`
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

await startPage('play');
show(new URLSearchParams(location.search).get('src') ?? '');
addEventListener('popstate', () => show(new URLSearchParams(location.search).get('src') ?? ''));
