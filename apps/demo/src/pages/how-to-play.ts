// How to play: the rules, a solved example, the tutorial puzzle and the keys, from the same
// element every board shows in its How to play window.
import '@galaxies/board/define/galaxies-how-to.js';
import { html, render } from 'lit';
import { renderHeader } from '../layout.js';

renderHeader('/how-to-play/');
render(
  html`<h1>How to play</h1>
    <galaxies-how-to></galaxies-how-to>
    <p class="after"><a href="/">Play today’s puzzle</a></p>`,
  document.querySelector<HTMLElement>('#page')!,
);
