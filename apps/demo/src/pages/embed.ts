// A board framed on another site (`/embed/`): the server draws it, with its link out and the
// line its result panel shows (not rated here, and where to play it rated); this page brings the
// board to life and speaks to the page around it (embed-frame.ts). It asks the site nothing and
// keeps no cookie: it plays as well with third-party cookies blocked.
import '@galaxies/board/hydrate.js';
import { speakToHost } from '../embed-frame.js';

async function main(): Promise<void> {
  const board = document.querySelector('galaxies-board');
  if (board) await customElements.whenDefined('galaxies-board');
  speakToHost(board);
}

void main();
