// Hints on the shared corpus (Tatham's and published puzzles) that the ladder decides, played
// from an empty board: every hint true and small, every puzzle solved by following them.
import { describe, expect, it } from 'vitest';
import { solve } from './solve.js';
import { real, tatham } from './test/corpus.js';
import { hintRun } from './test/hints.js';

describe('hints on the corpus', () => {
  it('lead every puzzle the ladder decides to its answer, a small step at a time', () => {
    const puzzles = [
      ...tatham.entries.map((e) => ({ w: e.w, h: e.h, dots: e.dots })),
      ...real.entries.map((e) => ({ w: e.w, h: e.h, dots: e.dots })),
    ];
    const games = puzzles.flatMap((puzzle) => {
      const solution = solve(puzzle);
      return solution.answer ? [{ puzzle, answer: solution.answer }] : [];
    });
    expect(games.length).toBeGreaterThan(150);
    const run = hintRun(games);
    expect(run.solved).toBe(games.length);
    expect(run.medianWalls).toBe(1);
    expect(run.mostWalls).toBeLessThanOrEqual(3);
    expect(run.medianCells).toBeLessThanOrEqual(6);
  });
});
