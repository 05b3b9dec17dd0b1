// The reader of given puzzles on the page's thread: loaded, as a chunk of its own, the first
// time a board is given a puzzle or a `src` rather than a size and a code, so pages that only
// make puzzles from codes never fetch the puzz.link and Tatham readers. A module of its own, not
// an import of puzzle-reader.ts itself: the editor imports that module too, and importing its
// namespace on demand made the bundler add a runtime chunk that the reader and the tints then
// fetched as well.
import { readSource } from './puzzle-reader.js';
import type { ReadAsk, Resolved } from './puzzle-source.js';

/** Reads a given puzzle here and now: checked, with its identity, or why it can't be played. */
export function readHere(ask: ReadAsk, version: number): Resolved {
  return readSource(ask, version);
}
