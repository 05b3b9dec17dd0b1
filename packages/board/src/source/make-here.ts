// The generator on the page's thread: loaded, as a chunk of its own, the first time a board
// makes a puzzle on the page (small sizes, or when no worker will run), so pages that play
// imported puzzles or large sizes never fetch it and the standalone bundle stays small.
import { generate } from '@galaxies/engine';
import { makeSource, type MakeAsk, type Resolved } from './puzzle-source.js';
import { keptPuzzle } from '../ssr/server-puzzles.js';

/**
 * Makes a planned puzzle here and now: the same code always gives the same puzzle. A server
 * that kept it already (ssr/server-puzzles.ts) hands it instead.
 */
export function makeHere(ask: MakeAsk): Resolved {
  const kept = keptPuzzle(ask);
  return makeSource(ask, kept ? () => kept as ReturnType<typeof generate> : generate);
}
