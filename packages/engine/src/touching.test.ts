import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbPuzzle } from './test/arbitrary.js';
import { touching } from './touching.js';

describe('touching', () => {
  it('is symmetric, never negative, and at most one pair per side, on random puzzles', () => {
    fc.assert(
      fc.property(arbPuzzle(10), (puzzle) => {
        const touch = touching(puzzle);
        const D = puzzle.dots.length;
        let total = 0;
        for (let d = 0; d < D; d++) {
          expect(touch[d * D + d]).toBe(0);
          for (let e = 0; e < D; e++) {
            expect(touch[d * D + e]).toBeGreaterThanOrEqual(0);
            expect(touch[d * D + e]).toBeCloseTo(touch[e * D + d]!, 12);
            if (d < e) total += touch[d * D + e]!;
          }
        }
        // Each inner side lies between two galaxies at most once.
        const { w, h } = puzzle;
        expect(total).toBeLessThanOrEqual((w - 1) * h + w * (h - 1) + 1e-9);
      }),
      { numRuns: 200 },
    );
  });

  it('counts a side between two cores as one sure side', () => {
    // 2 × 1, a dot in each cell: the one side is certainly a wall between them.
    expect([
      ...touching({
        w: 2,
        h: 1,
        dots: [
          [1, 1],
          [1, 3],
        ],
      }),
    ]).toEqual([0, 1, 1, 0]);
  });

  it('sees no touch between dots that can own nothing but their cores', () => {
    // Corner dots of an empty 9 × 9 board: any other cell turns off the grid about them.
    const corners = {
      w: 9,
      h: 9,
      dots: [1, 17].flatMap((y) => [1, 17].map((x) => [y, x] as const)),
    };
    expect(touching(corners).every((t) => t === 0)).toBe(true);
  });

  it('sees the middle dot of a row meet both ends, and the ends not meet', () => {
    // 9 × 1 with dots in cells 0, 4 and 8: the middle one owns cells 1 to 7.
    const touch = touching({
      w: 9,
      h: 1,
      dots: [
        [1, 1],
        [1, 9],
        [1, 17],
      ],
    });
    expect(touch[1]).toBeGreaterThan(0);
    expect(touch[5]).toBeGreaterThan(0);
    expect(touch[2]).toBe(0);
  });
});
