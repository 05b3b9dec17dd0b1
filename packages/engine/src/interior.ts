// The interior half-cell points that both import formats scan row by row, and what they share:
// reading a size, turning points into dots and back, and refusing a wrong puzzle.
import type { Dot, Puzzle } from './puzzle.js';
import { assertWellFormed, MAX_SIDE } from './well-formed.js';

/** How many interior points a w × h grid has: (2w − 1) × (2h − 1). */
export function pointCount(w: number, h: number): number {
  return (2 * w - 1) * (2 * h - 1);
}

/** The dot at interior point `p`, scanning row by row. */
export function dotAt(w: number, p: number): Dot {
  return [Math.floor(p / (2 * w - 1)) + 1, (p % (2 * w - 1)) + 1];
}

/** The interior point of `dot`: (y − 1)(2w − 1) + (x − 1). */
export function pointOf(w: number, dot: Dot): number {
  return (dot[0] - 1) * (2 * w - 1) + (dot[1] - 1);
}

/** A grid side read from text, or an Error naming the format and the bad value. */
export function readSide(format: string, name: string, text: string): number {
  const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= MAX_SIDE)) {
    throw new Error(
      `Bad size in ${format}: ${name} is "${text.slice(0, 12)}", not a whole number from 1 to ${MAX_SIDE}`,
    );
  }
  return n;
}

/** The puzzle from decoded points, or an Error saying why it is not one (dots too close, …). */
export function finishImport(w: number, h: number, points: number[], black: number[]): Puzzle {
  const puzzle: Puzzle = {
    w,
    h,
    dots: points.map((p) => dotAt(w, p)),
    ...(black.length > 0 ? { black } : {}),
  };
  assertWellFormed(puzzle);
  return puzzle;
}

/** The black dots of `puzzle` as a set of valid indices (import metadata; may be absent). */
export function blackSet(puzzle: Puzzle): Set<number> {
  return new Set((puzzle.black ?? []).filter((d) => Number.isInteger(d)));
}
