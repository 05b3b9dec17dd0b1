// check:puzzles: every generated puzzle must be rated by version 1's ladder at exactly its size's
// tier and depth, be decided by the solving ladder at that tier, pass check, be unique by the counter, and (one in five) be finished
// by following hints alone. Version 2's must score in its level's band (the score it carries
// being its grade's), be decided by the solving ladder (no trial and error), pass check, be
// unique by the counter, and (one in five) be finished by hints. GALAXIES_CODES sets how many
// codes a size (the full run, `pnpm run check:puzzles`, uses 300).
import process from 'node:process';
import { describe, expect, it } from 'vitest';
import { check } from './check.js';
import { DEPTH, GAMES, SIZES, type Difficulty } from './constants.js';
import { count } from './count.js';
import { generate, type Generated } from './generate.js';
import { BANDS, grade } from './grade.js';
import { TIER } from './ladder.js';
import { rateV1 } from './rating-v1.js';
import { solve } from './solve.js';
import { wellFormed } from './well-formed.js';
import { followHints } from './test/hints.js';

const CODES = Number(process.env.GALAXIES_CODES ?? 20);

/** What every puzzle of either version must be: decided without trial, right, unique, hinted. */
function expectGood(puzzle: Generated, k: number): readonly number[] {
  const { code } = puzzle;
  expect(wellFormed(puzzle).ok, code).toBe(true);
  const solution = solve(puzzle);
  expect(solution.solved, code).toBe(true);
  expect(check(puzzle, solution.answer!), code).toBe(true);
  expect(count(puzzle), code).toEqual({ count: 1, answers: [solution.answer], gaveUp: false });
  // One in five is also played hint by hint: the hints alone must finish it.
  if (k % 5 === 0) {
    expect(followHints(puzzle, solution.answer!).hints.at(-1), code).toEqual({ kind: 'solved' });
  }
  return solution.answer!;
}

describe.each(
  Object.entries(SIZES).map(([size, difficulty]) => ({ size: Number(size), difficulty })),
)('check:puzzles, $size × $size', ({ size, difficulty }) => {
  it(`keeps only good puzzles for ${CODES} codes`, () => {
    for (let k = 0; k < CODES; k++) {
      const code = `check${k.toString(36)}`;
      const puzzle = generate(code, size, undefined, {}, 1);
      const rating = rateV1(puzzle);
      expect(rating.tier, code).toBe(TIER[difficulty]);
      expect(rating.steps, code).toBeGreaterThanOrEqual(DEPTH[difficulty]);
      // The solving ladder shares version 1's lower tiers, so needs the same tier (its hard
      // steps may be fewer: it is stronger there).
      expect(solve(puzzle).tier, code).toBe(TIER[difficulty]);
      expectGood(puzzle, k);
    }
  }, 600_000);
});

describe.each(
  Object.entries(GAMES[2]).flatMap(([size, levels]) =>
    levels.map((difficulty: Difficulty) => ({ size: Number(size), difficulty })),
  ),
)('check:puzzles, version 2, $size × $size $difficulty', ({ size, difficulty }) => {
  it(`keeps only good puzzles for ${CODES} codes`, () => {
    const [low, high] = BANDS[difficulty];
    for (let k = 0; k < CODES; k++) {
      const code = `check${k.toString(36)}`;
      const puzzle = generate(code, size, difficulty, {}, 2);
      const graded = grade({ w: puzzle.w, h: puzzle.h, dots: puzzle.dots }, 2);
      expect(graded.score, code).toBe(puzzle.score);
      expect(graded.band, code).toBe(difficulty);
      expect(puzzle.score, code).toBeGreaterThanOrEqual(low);
      expect(puzzle.score, code).toBeLessThanOrEqual(high);
      expectGood(puzzle, k);
    }
  }, 600_000);
});
