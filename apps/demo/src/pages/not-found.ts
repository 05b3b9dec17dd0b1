// The page for an address the site has no page at (the server sends it with a 404 to a browser
// asking for a page): the header, so every section is a tap away, what happened, and the way
// to today's puzzle.
import { html, render } from 'lit';
import { startPage } from '../layout.js';
import { say } from '../../shared/words/say.js';

await startPage(null);
const w = say.notFound;
render(
  html`<h1>${w.heading}</h1>
    <p>${w.text}</p>
    <p><a href="/">${w.home}</a></p>`,
  document.querySelector<HTMLElement>('#page')!,
);
