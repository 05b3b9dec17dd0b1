// Orientation: the eight ways to turn or flip a grid, and one chosen image of a puzzle among
// them. The rules look the same from every side (a half turn about a dot commutes with any turn
// or flip of the grid), so a grade read from the chosen image is the same for every image and
// every order of the dots.
import type { Dot, Puzzle } from './puzzle.js';
import { assertWellFormed, wellFormed } from './well-formed.js';

/**
 * Dot [y, x] of a w × h grid under the k-th of the eight turns and flips, in half-cell units
 * (the grid spans 0 … 2h by 0 … 2w). Bit 2 swaps rows and columns; bits 0 and 1 then flip.
 */
function turn(k: number, w: number, h: number, [y, x]: Dot): Dot {
  const [a, b, rows, cols] = k & 4 ? [x, y, w, h] : [y, x, h, w];
  return [k & 1 ? 2 * rows - a : a, k & 2 ? 2 * cols - b : b];
}

/** Reading order: by y, then x. */
function byReading(p: Dot, q: Dot): number {
  return p[0] - q[0] || p[1] - q[1];
}

/**
 * The dots in reading order (a sorted copy). Dots that are not pairs of numbers are left where
 * they are, unsorted, for wellFormed to name.
 */
export function inReadingOrder(dots: readonly Dot[]): Dot[] {
  const copy = [...dots];
  return copy.every((dot) => Array.isArray(dot)) ? copy.sort(byReading) : copy;
}

/** Whether the dots `a` come before `b` in reading order, dot by dot (same length). */
function before(a: readonly Dot[], b: readonly Dot[]): boolean {
  for (let d = 0; d < a.length; d++) {
    const by = byReading(a[d]!, b[d]!);
    if (by !== 0) return by < 0;
  }
  return false;
}

/**
 * The chosen image of `puzzle`: of its eight turns and flips, the one with the fewer rows (w ≥ h)
 * and then the earliest dots in reading order, its dots in reading order. The puzzle itself when
 * it is already that image (its shape is then cached once), else a new `{ w, h, dots }`.
 */
export function chosenImage(puzzle: Puzzle): Puzzle {
  const { w, h } = puzzle;
  let best: Dot[] | null = null;
  let bestK = 0;
  for (let k = 0; k < 8; k++) {
    const [rows, cols] = k & 4 ? [w, h] : [h, w];
    if (rows > cols) continue;
    const dots = puzzle.dots.map((dot) => turn(k, w, h, dot)).sort(byReading);
    if (best === null || before(dots, best)) [best, bestK] = [dots, k];
  }
  const dots = best!;
  const same = !(bestK & 4) && dots.every((dot, d) => byReading(dot, puzzle.dots[d]!) === 0);
  if (same) return puzzle;
  return bestK & 4 ? { w: h, h: w, dots } : { w, h, dots };
}

/** All eight images of a puzzle, its dots in reading order (for tests and tools). */
export function images(puzzle: Puzzle): Puzzle[] {
  const { w, h } = puzzle;
  return Array.from({ length: 8 }, (_, k) => ({
    w: k & 4 ? h : w,
    h: k & 4 ? w : h,
    dots: puzzle.dots.map((dot) => turn(k, w, h, dot)).sort(byReading),
  }));
}

/**
 * The image a grade reads: the chosen image of `puzzle` with its dots in reading order (a copy
 * when they were not). Throws an Error saying what is wrong when the puzzle is not well formed.
 */
export function gradedImage(puzzle: Puzzle): Puzzle {
  const formed = wellFormed(puzzle);
  if (formed.ok) return chosenImage(puzzle);
  const sorted =
    formed.fault.code === 'out-of-order'
      ? { w: puzzle.w, h: puzzle.h, dots: inReadingOrder(puzzle.dots) }
      : puzzle;
  assertWellFormed(sorted);
  return chosenImage(sorted);
}
