// Test support: playing a puzzle hint by hint from an empty board, checking every hint against
// the answer (its walls, its reason's claim, the dots across its walls, its sentence), and the
// numbers a run gives: walls and cells per hint.
import { expect } from 'vitest';
import { cellsOfSide, mirrorOf } from '../geometry.js';
import { hint, type Hint } from '../hint.js';
import { joins } from '../hint-reason.js';
import type { Puzzle } from '../puzzle.js';
import { answerWalls } from '../walls.js';

type WallHint = Extract<Hint, { kind: 'wall' }>;

/** Words no player-facing sentence may hold: counts from 0, and the solver's own terms. */
export const ENGINE_WORDS = /\bcell 0\b|\brow 0\b|\bcolumn 0\b|ladder|tier|technique/i;

/** Checks one hint against the answer: true walls, a true reason, a sentence a player can read. */
export function checkHint(puzzle: Puzzle, answer: readonly number[], h: WallHint): void {
  const truth = new Set(answerWalls(puzzle, answer));
  const { reason } = h;
  for (const id of h.walls) expect(truth.has(id), `hinted wall ${id} is in the answer`).toBe(true);
  expect(h.walls.length).toBeGreaterThan(0);
  expect(h.walls.length).toBeLessThanOrEqual(3);
  if (reason.code === 'cuts-a-galaxy') throw new Error('a wall hint with a mistake’s reason');
  // The reason's claim holds in the answer: in the dot's galaxy, or out of it.
  expect(answer[reason.cell] === reason.dot).toBe(joins(reason));
  if (reason.code === 'twin-off-grid') {
    expect(mirrorOf(puzzle.w, puzzle.h, reason.cell, puzzle.dots[reason.dot]!)).toBe(-1);
  }
  if (reason.code === 'twin-taken' || reason.code === 'twin-joins') {
    expect(mirrorOf(puzzle.w, puzzle.h, reason.cell, puzzle.dots[reason.dot]!)).toBe(reason.twin);
  }
  if (reason.code === 'twin-taken' && reason.twinDot !== null) {
    expect(answer[reason.twin]).toBe(reason.twinDot);
  }
  h.walls.forEach((id, k) => {
    const beside = h.beside[k]!;
    expect(cellsOfSide(puzzle.w, puzzle.h, id)).toContain(reason.cell);
    expect(cellsOfSide(puzzle.w, puzzle.h, id)).toContain(beside.cell);
    if (beside.dot !== null) expect(answer[beside.cell]).toBe(beside.dot);
  });
  expect(h.message).toMatch(/row [1-9]\d*, column [1-9]\d*/);
  expect(h.message).not.toMatch(ENGINE_WORDS);
}

/** Follows hints from an empty board until solved, checking each; the hints and walls drawn. */
export function followHints(
  puzzle: Puzzle,
  answer: readonly number[],
): { hints: Hint[]; walls: number[] } {
  const walls: number[] = [];
  const hints: Hint[] = [];
  for (let round = 0; round < 2 * puzzle.w * puzzle.h; round++) {
    const next = hint(puzzle, { w: walls });
    hints.push(next);
    if (next.kind !== 'wall') break;
    checkHint(puzzle, answer, next);
    for (const id of next.walls) {
      expect(walls).not.toContain(id);
      walls.push(id);
    }
  }
  return { hints, walls };
}

/** The median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Follows hints on every puzzle and sums up: each solved, walls and cells per hint. */
export function hintRun(games: ReadonlyArray<{ puzzle: Puzzle; answer: readonly number[] }>) {
  const walls: number[] = [];
  const cells: number[] = [];
  let solved = 0;
  for (const { puzzle, answer } of games) {
    const { hints } = followHints(puzzle, answer);
    if (hints.at(-1)?.kind === 'solved') solved++;
    for (const h of hints) {
      if (h.kind !== 'wall') continue;
      walls.push(h.walls.length);
      cells.push(h.cells.length);
    }
  }
  return {
    solved,
    hints: walls.length,
    medianWalls: median(walls),
    mostWalls: Math.max(...walls),
    medianCells: median(cells),
  };
}
