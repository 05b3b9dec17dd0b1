// Editor: write a puzzle by placing dots, with the editor's live verdict; play it on the Play a
// link page or share that link, or publish it (the form in the editor's publish slot, shown
// while the puzzle has one answer). The address keeps the puzzle (`?src=` a puzz.link URL), so
// a reload or a shared editor link opens it again.
import '@galaxies/board/define/galaxies-editor.js';
import type { EditDetail } from '@galaxies/board';
import { toPuzzLink, wellFormed } from '@galaxies/engine';
import { html, render } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { startPage } from '../layout.js';
import { PublishForm } from '../publish-form.js';
import { say } from '../../shared/words/say.js';

/** Keeps the puzzle in the address, once it is well formed (the exporters need it so). */
function remember(event: CustomEvent<EditDetail>): void {
  const { puzzle } = event.detail;
  if (!puzzle.dots.length) history.replaceState(null, '', '/edit/');
  else if (wellFormed(puzzle).ok) {
    history.replaceState(null, '', `/edit/?src=${encodeURIComponent(toPuzzLink(puzzle))}`);
  }
}

await startPage('editor');
const publish = new PublishForm();
render(
  html`<h1>${say.editor.heading}</h1>
    <p class="after">${say.editor.lede}</p>
    <galaxies-editor
      cols="7"
      rows="7"
      play-url="/play/?src="
      src=${new URLSearchParams(location.search).get('src') ?? ''}
      @galaxies-edit=${(e: CustomEvent<EditDetail>) => {
        remember(e);
        publish.edited();
      }}
      @galaxies-verdict=${publish.verdict}
    >
      <div slot="publish" class="publish" ${ref(publish.mount)}></div>
    </galaxies-editor>`,
  document.querySelector<HTMLElement>('#page')!,
);
