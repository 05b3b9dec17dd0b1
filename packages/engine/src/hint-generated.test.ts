// Hints on generated puzzles, 100 codes a size, played from an empty board: one step at a time
// (median one wall, never more than three, a handful of cells), every hint true, every puzzle
// solved by following them.
import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';
import { solve } from './solve.js';
import { hintRun } from './test/hints.js';

const CODES = 100;

describe.each([{ size: 7 }, { size: 10 }, { size: 13 }])('hints on $size × $size', ({ size }) => {
  it(`lead ${CODES} generated puzzles to their answers, a small step at a time`, () => {
    const games = Array.from({ length: CODES }, (_, k) => {
      const puzzle = generate(`hint${k}`, size);
      return { puzzle, answer: solve(puzzle).answer! };
    });
    const run = hintRun(games);
    expect(run.solved).toBe(CODES);
    expect(run.medianWalls).toBe(1);
    expect(run.mostWalls).toBeLessThanOrEqual(3);
    expect(run.medianCells).toBeLessThanOrEqual(6);
  });
});
