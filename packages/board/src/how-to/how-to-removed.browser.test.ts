// A board taken off the page while How to play's code is still on its way: the window it asked
// for never upgrades (it is not in the document), and nothing throws. A file of its own, so the
// window's code has not been loaded by an earlier test.
import { expect, it } from 'vitest';
import '../define/galaxies-board.js';
import { SAMPLE_7X7 } from '../../test/fixtures.js';
import { SEEN_KEY } from './how-to-opener.js';

it('opens nothing and throws nothing for a board removed before the window loads', async () => {
  localStorage.removeItem(SEEN_KEY); // a first visit: How to play opens by itself
  const errors: unknown[] = [];
  const heard = (e: PromiseRejectionEvent) => errors.push(e.reason);
  window.addEventListener('unhandledrejection', heard);
  const board = document.createElement('galaxies-board');
  board.src = SAMPLE_7X7.id;
  document.body.append(board);
  await board.ready; // the game is on the board: How to play has been asked for
  board.remove();
  await new Promise((done) => setTimeout(done, 1000));
  window.removeEventListener('unhandledrejection', heard);
  expect(errors).toEqual([]);
  expect(customElements.get('galaxies-how-to-dialog')).toBeDefined(); // its code did arrive
});
