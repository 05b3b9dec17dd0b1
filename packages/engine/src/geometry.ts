// Geometry: turning a cell half way round a dot. One whole-number map serves dots in a cell's
// middle, on a side and on a corner alike.
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
