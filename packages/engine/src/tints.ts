// Tints: a colour 0–6 for each dot so that near dots look different. From the dots alone, so a
// tint never hints at the answer.
import type { Puzzle } from './puzzle.js';
import { shape } from './shape.js';

/** How many tints there are. */
export const TINTS = 7;

/** Dots closer than this (in half cells: 3.5 cells) should not share a tint. */
const NEAR = 7;

/**
 * A tint 0–6 for each dot: dots in order each take the least-used tint that no earlier dot
 * within 3.5 cells has; when all seven are near, the least-used among the near ones' least common.
 */
export function tintsOf(puzzle: Puzzle): number[] {
  const { dots } = shape(puzzle);
  const used = new Array<number>(TINTS).fill(0);
  const tints: number[] = [];
  dots.forEach(([y, x], d) => {
    const nearby = new Array<number>(TINTS).fill(0);
    for (let e = 0; e < d; e++) {
      const [ey, ex] = dots[e]!;
      if ((ey - y) ** 2 + (ex - x) ** 2 <= NEAR * NEAR) nearby[tints[e] as number]!++;
    }
    let best = 0;
    for (let t = 1; t < TINTS; t++) {
      // Fewest near dots first, then fewest dots overall, then the lowest tint.
      const [a, b] = [nearby[t]! - nearby[best]!, used[t]! - used[best]!];
      if (a < 0 || (a === 0 && b < 0)) best = t;
    }
    tints.push(best);
    used[best]!++;
  });
  return tints;
}
