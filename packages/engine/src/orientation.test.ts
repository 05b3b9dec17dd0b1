import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from './check.js';
import { chosenImage, images, inReadingOrder } from './orientation.js';
import type { Puzzle } from './puzzle.js';
import { solve } from './solve.js';
import { wellFormed } from './well-formed.js';
import { arbPuzzle } from './test/arbitrary.js';
import { small } from './test/boards.js';

/** The same puzzle, whatever object holds it. */
const same = (p: Puzzle, q: Puzzle) => expect([q.w, q.h, q.dots]).toEqual([p.w, p.h, p.dots]);

describe('images', () => {
  it('turns and flips a puzzle into eight well-formed puzzles, itself first', () => {
    fc.assert(
      fc.property(arbPuzzle(6), (puzzle) => {
        const all = images(puzzle);
        expect(all).toHaveLength(8);
        same(puzzle, all[0]!);
        for (const image of all) expect(wellFormed(image).ok).toBe(true);
        // Twice round the same turn or flip is where it started (turns k and k ^ 3 swap back).
        for (const [k, image] of all.entries()) {
          const back = k & 4 && (k & 3) % 3 !== 0 ? k ^ 3 : k;
          same(puzzle, images(image)[back]!);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps a puzzle’s answers: an image of the answer solves the image', () => {
    // The 4 × 3 README puzzle, its answer solved in each image.
    for (const image of images(small)) {
      const solution = solve(image);
      expect(solution.solved).toBe(true);
      expect(check(image, solution.answer!)).toBe(true);
    }
  });
});

describe('chosenImage', () => {
  it('chooses one image, whatever image and dot order it is given', () => {
    fc.assert(
      fc.property(arbPuzzle(6), fc.nat(7), (puzzle, k) => {
        const chosen = chosenImage(puzzle);
        same(chosen, chosenImage(images(puzzle)[k]!));
        const reversed = { ...puzzle, dots: [...puzzle.dots].reverse() };
        same(chosen, chosenImage(reversed));
        expect(chosen.w).toBeGreaterThanOrEqual(chosen.h);
        expect(chosenImage(chosen)).toBe(chosen); // already chosen: the same object back
      }),
      { numRuns: 200 },
    );
  });
});

describe('inReadingOrder', () => {
  it('sorts dots by y, then x, and leaves lists with non-dots as they are', () => {
    expect(
      inReadingOrder([
        [3, 1],
        [1, 5],
        [1, 2],
      ]),
    ).toEqual([
      [1, 2],
      [1, 5],
      [3, 1],
    ]);
    const odd = [[3, 1], null, [1, 2]] as never;
    expect(inReadingOrder(odd)).toEqual(odd);
  });
});
