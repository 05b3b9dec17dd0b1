import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Puzzle } from './puzzle.js';
import { tintsOf, TINTS } from './tints.js';
import { arbPuzzle } from './test/arbitrary.js';
import { real, tatham } from './test/corpus.js';

/** The rule, read plainly: each dot's tint is free of earlier near dots when one is, and least used. */
function followsTheRule(puzzle: Puzzle, tints: number[]): boolean {
  return tints.every((tint, d) => {
    const [y, x] = puzzle.dots[d]!;
    const near = new Set<number>();
    const used = new Array<number>(TINTS).fill(0);
    for (let e = 0; e < d; e++) {
      const [ey, ex] = puzzle.dots[e]!;
      // Within 3.5 cells, measured in half cells.
      if (Math.hypot(ey - y, ex - x) / 2 <= 3.5) near.add(tints[e]!);
      used[tints[e]!]!++;
    }
    const free = [...Array(TINTS).keys()].filter((t) => !near.has(t));
    if (free.length === 0) return tint >= 0 && tint < TINTS;
    return free.includes(tint) && free.every((t) => used[t]! >= used[tint]!);
  });
}

describe('tintsOf', () => {
  it('gives dots far apart the least-used tints in turn', () => {
    const row = { w: 64, h: 1, dots: [1, 9, 17, 25].map((x) => [1, 2 * x - 1] as const) };
    expect(tintsOf(row)).toEqual([0, 1, 2, 3]);
  });

  it('keeps near dots apart when a free tint exists, on random puzzles', () => {
    fc.assert(
      fc.property(arbPuzzle(10), (puzzle) => {
        const tints = tintsOf(puzzle);
        expect(tints).toHaveLength(puzzle.dots.length);
        expect(followsTheRule(puzzle, tints)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('falls back to a tint when all seven are near', () => {
    // Nine dots within 3.5 cells of one another's earlier neighbours, in a 3 × 3 block.
    const dots = [1, 3, 5].flatMap((y) => [1, 3, 5].map((x) => [y, x] as const));
    const tints = tintsOf({ w: 3, h: 3, dots });
    expect(new Set(tints.slice(0, 7)).size).toBe(7);
    expect(tints.every((t) => t >= 0 && t < TINTS)).toBe(true);
  });

  describe.skipIf(!tatham.found || !real.found)('on the corpus', () => {
    it('follows the rule for every reference puzzle', () => {
      for (const { w, h, dots } of [...tatham.entries, ...real.entries]) {
        expect(followsTheRule({ w, h, dots }, tintsOf({ w, h, dots }))).toBe(true);
      }
    });
  });
});
