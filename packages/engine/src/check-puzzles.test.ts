// check:puzzles: every generated puzzle must be rated by version 1's ladder at exactly its size's
// tier and depth, be decided by the solving ladder at that tier, pass check, be unique by the counter, and (one in five) be finished
// by following hints alone. GALAXIES_CODES sets how many
// codes a size (the full run, `pnpm run check:puzzles`, uses 300).
import process from 'node:process';
import { describe, expect, it } from 'vitest';
import { check } from './check.js';
import { DEPTH, SIZES } from './constants.js';
import { count } from './count.js';
import { generate } from './generate.js';
import { TIER } from './ladder.js';
import { rateV1 } from './rating-v1.js';
import { solve } from './solve.js';
import { wellFormed } from './well-formed.js';
import { followHints } from './test/hints.js';

const CODES = Number(process.env.GALAXIES_CODES ?? 20);

describe.each(
  Object.entries(SIZES).map(([size, difficulty]) => ({ size: Number(size), difficulty })),
)('check:puzzles, $size × $size', ({ size, difficulty }) => {
  it(`keeps only good puzzles for ${CODES} codes`, () => {
    for (let k = 0; k < CODES; k++) {
      const code = `check${k.toString(36)}`;
      const puzzle = generate(code, size);
      expect(wellFormed(puzzle).ok, code).toBe(true);
      const rating = rateV1(puzzle);
      expect(rating.tier, code).toBe(TIER[difficulty]);
      expect(rating.steps, code).toBeGreaterThanOrEqual(DEPTH[difficulty]);
      // The solving ladder shares version 1's lower tiers, so needs the same tier (its hard
      // steps may be fewer: it is stronger there).
      const solution = solve(puzzle);
      expect(solution.solved, code).toBe(true);
      expect(solution.tier, code).toBe(TIER[difficulty]);
      expect(check(puzzle, solution.answer!), code).toBe(true);
      expect(count(puzzle), code).toEqual({ count: 1, answers: [solution.answer], gaveUp: false });
      // One in five is also played hint by hint: the hints alone must finish it.
      if (k % 5 === 0) {
        expect(followHints(puzzle, solution.answer!).hints.at(-1), code).toEqual({
          kind: 'solved',
        });
      }
    }
  }, 600_000);
});
