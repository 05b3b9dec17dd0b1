// Test support: fast-check arbitraries for well-formed puzzles of any shape.
import fc from 'fast-check';
import { coreOf } from '../geometry.js';
import type { Dot, Puzzle } from '../puzzle.js';

/** A random well-formed puzzle up to `most` cells a side: dots kept greedily where cores are free. */
export function arbPuzzle(most = 8): fc.Arbitrary<Puzzle> {
  return fc
    .record({
      w: fc.integer({ min: 1, max: most }),
      h: fc.integer({ min: 1, max: most }),
      picks: fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: most * most }),
    })
    .map(({ w, h, picks }) => {
      const taken = new Set<number>();
      const dots: Dot[] = [];
      for (const [py, px] of picks) {
        const dot: Dot = [1 + (py % (2 * h - 1)), 1 + (px % (2 * w - 1))];
        const core = coreOf(w, dot);
        if (core.some((cell) => taken.has(cell))) continue;
        core.forEach((cell) => taken.add(cell));
        dots.push(dot);
      }
      dots.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      return { w, h, dots };
    });
}
