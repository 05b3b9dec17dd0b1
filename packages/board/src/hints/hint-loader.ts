// Hint's code (the engine's next step and its words) loads on first use, as its own chunk beside
// the standalone bundle, so pages load less; a board asks for it early, once it has a game. It
// loads through the kit's loader: tried again when it fails, with a true error at the end.
import { Chunk } from '@galaxies/pencil-kit';
import type * as HintModule from './hint-press.js';

const chunk = new Chunk(() => import('./hint-press.js').then((m) => m.HINT));

/** Hint's code, loading it the first time it is asked for (and again after a failure). */
export function hintPress(): Promise<(typeof HintModule)['HINT']> {
  return chunk.get();
}
