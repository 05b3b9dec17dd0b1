// Geometry: turning a cell half way round a dot, the cells a dot touches, and side ids. One
// whole-number map serves dots in a cell's middle, on a side and on a corner alike.
import type { Dot } from './puzzle.js';

/**
 * The cell that cell `i` lands on when turned 180° about `dot`, or −1 when that is off the grid.
 * Cell (r, c) turns onto (y − 1 − r, x − 1 − c).
 */
export function mirrorOf(w: number, h: number, i: number, dot: Dot): number {
  const r = Math.floor(i / w);
  const c = i - r * w;
  const mr = dot[0] - 1 - r;
  const mc = dot[1] - 1 - c;
  if (mr < 0 || mr >= h || mc < 0 || mc >= w) return -1;
  return mr * w + mc;
}

/** The cells a dot touches (1, 2 or 4), in reading order: its core. The dot must be inside. */
export function coreOf(w: number, dot: Dot): number[] {
  const y = dot[0];
  const x = dot[1];
  // An odd coordinate is a cell's middle on that axis; an even one is the line between two.
  const r = (y - 1) >> 1;
  const c = (x - 1) >> 1;
  const i = r * w + c;
  if (y % 2 === 1) return x % 2 === 1 ? [i] : [i, i + 1];
  return x % 2 === 1 ? [i, i + w] : [i, i + 1, i + w, i + w + 1];
}

/**
 * `4 · cell + k` (k: 0 up, 1 right, 2 down, 3 left) → the neighbouring cell, or −1 at the frame;
 * written into `around` when given (4 · w · h long).
 */
export function neighbourTable(
  w: number,
  h: number,
  around: Int32Array = new Int32Array(4 * w * h),
): Int32Array {
  for (let i = 0; i < w * h; i++) {
    const r = Math.floor(i / w);
    const c = i - r * w;
    around[4 * i] = r > 0 ? i - w : -1;
    around[4 * i + 1] = c < w - 1 ? i + 1 : -1;
    around[4 * i + 2] = r < h - 1 ? i + w : -1;
    around[4 * i + 3] = c > 0 ? i - 1 : -1;
  }
  return around;
}

/** The id of the side between neighbouring cells `a` and `b`: 2·cell (right side) or 2·cell+1 (lower side). */
export function sideBetween(w: number, a: number, b: number): number {
  const lo = Math.min(a, b);
  // Vertical first: on a one-column grid a cell's lower neighbour is also the next index.
  return Math.max(a, b) - lo === w ? 2 * lo + 1 : 2 * lo;
}

/** The two cells on either side of side `id`, or null when `id` is not a side id (frame or out of range). */
export function cellsOfSide(w: number, h: number, id: number): [number, number] | null {
  if (!Number.isInteger(id) || id < 0 || id >= 2 * w * h) return null;
  const cell = id >> 1;
  const r = Math.floor(cell / w);
  const c = cell - r * w;
  if (id % 2 === 0) return c < w - 1 ? [cell, cell + 1] : null;
  return r < h - 1 ? [cell, cell + w] : null;
}

/** A cell in words for messages: `cell 12 (row 1, column 2)`, rows and columns from 0. */
export function cellName(w: number, i: number): string {
  return `cell ${i} (row ${Math.floor(i / w)}, column ${i % w})`;
}
