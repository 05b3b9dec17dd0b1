// How to play: the rules, a solved example, the tutorial puzzle and the keys, from the same
// element every board shows in its How to play window.
import '@galaxies/board/define/galaxies-how-to.js';
import { html, render } from 'lit';
import { startPage } from '../layout.js';
import { say } from '../../shared/words/say.js';

await startPage('howTo');
render(
  html`<h1>${say.howTo.heading}</h1>
    <galaxies-how-to></galaxies-how-to>
    <p class="after"><a href="/">${say.howTo.playToday}</a></p>`,
  document.querySelector<HTMLElement>('#page')!,
);
