// Where things sit on the board's drawing: one unit a cell, dots in half-cell units. Builds the
// path strings the SVG draws, so a whole layer is one element however many marks it holds.
import type { Dot } from '@galaxies/engine';
import { sidePlace } from '@galaxies/pencil-kit';

/** The SVG point of a dot `[y, x]` given in half cells: half a unit per half cell. */
export function dotPoint(dot: Dot): { cx: number; cy: number } {
  return { cx: dot[1] / 2, cy: dot[0] / 2 };
}

/** Positions of the inner grid lines: 1 … n − 1. */
export function innerLines(n: number): number[] {
  return Array.from({ length: Math.max(0, n - 1) }, (_, k) => k + 1);
}

/** The inner grid lines of a w × h grid as one path. */
export function linesPath(w: number, h: number): string {
  const v = innerLines(w).map((x) => `M${x} 0V${h}`);
  const hz = innerLines(h).map((y) => `M0 ${y}H${w}`);
  return [...v, ...hz].join('');
}

/** A side's segment ends in cell units: a cell's right side is vertical, its lower horizontal. */
export function sideSegment(
  w: number,
  side: number,
): [x1: number, y1: number, x2: number, y2: number] {
  const { row, col, vertical } = sidePlace({ rows: 0, cols: w }, side); // it reads only cols;
  return vertical ? [col + 1, row, col + 1, row + 1] : [col, row + 1, col + 1, row + 1];
}

/** The middle of a side, in cell units. */
export function sideMiddle(w: number, side: number): { x: number; y: number } {
  const [x1, y1, x2, y2] = sideSegment(w, side);
  return { x: (x1 + x2) / 2, y: (y1 + y2) / 2 };
}

/** Sides as one path of segments. */
export function sidesPath(w: number, sides: Iterable<number>): string {
  let d = '';
  for (const side of sides) {
    const [x1, y1, x2, y2] = sideSegment(w, side);
    d += `M${x1} ${y1}L${x2} ${y2}`;
  }
  return d;
}

/** Small crosses on the middles of sides, as one path; `r` is the arm in cell units. */
export function crossesPath(w: number, sides: Iterable<number>, r = 0.1): string {
  let d = '';
  for (const side of sides) {
    const { x, y } = sideMiddle(w, side);
    d += `M${x - r} ${y - r}L${x + r} ${y + r}M${x - r} ${y + r}L${x + r} ${y - r}`;
  }
  return d;
}

/** Cells as one path of unit squares (a region, a colour of paint). */
export function cellsPath(w: number, cells: Iterable<number>): string {
  let d = '';
  for (const cell of cells) d += `M${cell % w} ${Math.floor(cell / w)}h1v1h-1z`;
  return d;
}

/** The centre of a set of cells, in cell units (where a region's icon or wash starts). */
export function cellsCentre(w: number, cells: readonly number[]): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (const cell of cells) {
    x += (cell % w) + 0.5;
    y += Math.floor(cell / w) + 0.5;
  }
  const n = Math.max(1, cells.length);
  return { x: x / n, y: y / n };
}
