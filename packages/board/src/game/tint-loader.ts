// The tints' code (which galaxies are likely to touch, and a colouring that keeps them apart)
// loads beside the bundle rather than in it; a game asks for it as soon as it starts, and the
// tints show once it is there (they show only on closed galaxies): at once when it is loaded
// already, as on a server, which draws in one pass.
import type { Puzzle } from '@galaxies/engine';
import { Chunk } from '@galaxies/pencil-kit';

/** The tints' code (a server loads it before it draws: server-ready.ts). */
export const tintsChunk = new Chunk(() => import('@galaxies/engine/tints.js'));

/** The puzzle's tints, from its dots alone, once the tints' code is loaded. */
export async function tintsFor(puzzle: Puzzle): Promise<number[]> {
  const { tintsOf } = await tintsChunk.get();
  return tintsOf(puzzle);
}
