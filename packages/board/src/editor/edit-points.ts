// The editor's puzzle edits: a blank grid, toggling a dot on a point of the lattice (cell
// centres, sides and corners, in half cells; the kit's surface lands pointers and keys on them),
// and resizing. Pure: puzzles in, new puzzles out, never mutated.
import type { Dot, Puzzle } from '@galaxies/engine';

/** The largest grid side the engine takes (its `wellFormed` refuses more). */
export const MAX_SIDE = 64;

/** A blank w × h grid: the editor's start. */
export function blankPuzzle(w: number, h: number): Puzzle {
  return { w: sideOf(w), h: sideOf(h), dots: [] };
}

/** A grid side as the engine takes it: a whole number from 1 to 64 (7 for nonsense). */
export function sideOf(n: unknown): number {
  const v = Math.round(Number(n));
  return Number.isFinite(v) && v >= 1 ? Math.min(MAX_SIDE, v) : 7;
}

/** Whether two points are the same. */
export function samePoint(a: Dot | null, b: Dot | null): boolean {
  return !!a && !!b && a[0] === b[0] && a[1] === b[1];
}

/** Whether the puzzle has a dot at the point. */
export function hasDot(puzzle: Puzzle, point: Dot): boolean {
  return puzzle.dots.some((dot) => samePoint(dot, point));
}

/** Adds a dot at the point, or removes the one there; dots stay in reading order. */
export function toggleDot(puzzle: Puzzle, point: Dot): Puzzle {
  const dots = hasDot(puzzle, point)
    ? puzzle.dots.filter((dot) => !samePoint(dot, point))
    : [...puzzle.dots, [point[0], point[1]] as Dot].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { w: puzzle.w, h: puzzle.h, dots };
}

/** The puzzle on a w × h grid, keeping the dots that still lie inside it, off its frame. */
export function resizePuzzle(puzzle: Puzzle, w: number, h: number): Puzzle {
  const cols = sideOf(w);
  const rows = sideOf(h);
  const dots = puzzle.dots.filter(([y, x]) => y < 2 * rows && x < 2 * cols);
  return { w: cols, h: rows, dots };
}
