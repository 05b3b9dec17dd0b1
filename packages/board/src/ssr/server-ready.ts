// On a server: the tags registered (as the classes that hydrate in the browser draw them), and everything a board draws loaded first (the generator,
// the reader of given puzzles, the Japanese words of the board and the kit), because a server
// renders an element in one synchronous pass and never waits for a chunk. Awaited at the top
// level, so whatever imports this module (the `node` build of the define module and the React
// entry, or the SSR entry) renders boards with their puzzle, in either language.
import { KIT_WORDS } from '@galaxies/pencil-kit';
import './define-hydrating.js';
import { loadFinders } from '../puzzle-maker.js';
import { BOARD_WORDS } from '../words/board-words.js';

await Promise.all([loadFinders(), KIT_WORDS.ready('ja'), BOARD_WORDS.ready('ja')]);
