// Where things sit on the board's drawing: one unit a cell, dots in half-cell units.
import type { Dot } from '@galaxies/engine';

/** The SVG point of a dot `[y, x]` given in half cells: half a unit per half cell. */
export function dotPoint(dot: Dot): { cx: number; cy: number } {
  return { cx: dot[1] / 2, cy: dot[0] / 2 };
}

/** Positions of the inner grid lines: 1 … n − 1. */
export function innerLines(n: number): number[] {
  return Array.from({ length: Math.max(0, n - 1) }, (_, k) => k + 1);
}
