// The editor's lattice: every point a dot can sit on (cell centres, sides and corners, in half
// cells), how a pointer or an arrow key lands on one, what a point is called in words, and how
// toggling one changes the puzzle. Pure: puzzles in, new puzzles out, never mutated.
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

/** Keeps a point inside the grid, off its frame: y in 1…2h−1, x in 1…2w−1. */
export function clampPoint(w: number, h: number, [y, x]: Dot): Dot {
  return [Math.min(2 * h - 1, Math.max(1, y)), Math.min(2 * w - 1, Math.max(1, x))];
}

/** The point nearest a spot given in cell units (x across, y down), or null off the grid. */
export function pointAt(w: number, h: number, gx: number, gy: number): Dot | null {
  if (!(gx >= 0 && gx <= w && gy >= 0 && gy <= h)) return null;
  return clampPoint(w, h, [Math.round(gy * 2), Math.round(gx * 2)]);
}

const STEPS: Record<string, Dot> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Where an arrow key takes the cursor: half a cell (centre, side, corner in turn), or a whole
 * cell with Shift, stopping at the frame. Null for any other key.
 */
export function movePoint(w: number, h: number, from: Dot, key: string, shift: boolean) {
  const step = STEPS[key];
  if (!step) return null;
  const k = shift ? 2 : 1;
  return clampPoint(w, h, [from[0] + step[0] * k, from[1] + step[1] * k]);
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

/** Rows (or columns) a half-cell coordinate lies on, counted from 1: one for a middle, two between. */
function lines(v: number, one: string, many: string): string {
  return v % 2 === 1 ? `${one} ${(v + 1) / 2}` : `${many} ${v / 2} and ${v / 2 + 1}`;
}

/** A point in words: "Centre of row 3, column 4.", "Corner of rows 3 and 4, columns 4 and 5." */
export function describePoint([y, x]: Dot): string {
  const kind =
    y % 2 === 1 && x % 2 === 1 ? 'Centre of' : y % 2 === 0 && x % 2 === 0 ? 'Corner of' : 'Side';
  const where = `${lines(y, 'row', 'rows')}, ${lines(x, 'column', 'columns')}`;
  return kind === 'Side' ? `Side between ${where}.` : `${kind} ${where}.`;
}
