// The levels' score ranges: what each version from 2 on makes at each level, and the level a
// score falls in. Both versions' scores share the scale, so one set of bands serves them.
import type { Difficulty } from './constants.js';

/** The score range of each level, ends included. */
export const BANDS: Readonly<Record<Difficulty, readonly [number, number]>> = {
  easy: [1.0, 3.9],
  medium: [4.0, 5.9],
  hard: [6.0, 10.0],
};

/** The level (band) holding `score`, or none. */
export function bandOf(score: number | null): Difficulty | undefined {
  if (score === null) return undefined;
  for (const [difficulty, [low, high]] of Object.entries(BANDS)) {
    if (score >= low && score <= high) return difficulty as Difficulty;
  }
  return undefined;
}
