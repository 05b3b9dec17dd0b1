// Test support: playing a puzzle hint by hint from an empty board.
import { expect } from 'vitest';
import { hint, type Hint } from '../hint.js';
import type { Puzzle } from '../puzzle.js';
import { answerWalls } from '../walls.js';

export /** Follows hints from an empty board until solved; checks every hinted wall against the answer. */
function followHints(
  puzzle: Puzzle,
  answer: readonly number[],
): { hints: Hint[]; walls: number[] } {
  const truth = new Set(answerWalls(puzzle, answer));
  const walls: number[] = [];
  const hints: Hint[] = [];
  for (let round = 0; round < 2 * puzzle.w * puzzle.h; round++) {
    const next = hint(puzzle, { w: walls });
    hints.push(next);
    if (next.kind !== 'wall') break;
    for (const id of next.walls) {
      expect(truth.has(id), `hinted wall ${id} (${next.technique}) is in the answer`).toBe(true);
      expect(walls).not.toContain(id);
      walls.push(id);
    }
  }
  return { hints, walls };
}
