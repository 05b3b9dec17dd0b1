// On a server: the tags registered (as the classes that hydrate in the browser draw them), and
// everything a board draws loaded (the generator, the reader of given puzzles, the Japanese
// words of the board and the kit, and the tints the drawn board hands the page with its
// puzzle), because a server renders an element in one synchronous pass and never waits for a
// chunk. The loading starts as this module is imported (the SSR entry, or the
// `node` build of the define module), and `serverReady` settles once it is done: the SSR entry
// awaits it before it renders. Not awaited at the top level: a bundled server (SvelteKit's, say)
// puts the chunks this awaits behind this very module, and a top-level await would wait forever.
import { KIT_WORDS } from '@galaxies/pencil-kit';
import { defineHydrating } from './define-hydrating.js';
import { loadFinders } from '../source/puzzle-maker.js';
import { BOARD_WORDS } from '../words/board-words.js';
import { tintsChunk } from '../game/tint-loader.js';

// Registered at once: on a server nothing waits for a task.
void defineHydrating();

/** Settles once a board can be drawn in one pass, in English or Japanese. */
export const serverReady: Promise<void> = Promise.all([
  loadFinders(),
  KIT_WORDS.ready('ja'),
  BOARD_WORDS.ready('ja'),
  tintsChunk.get(),
]).then(() => undefined);
