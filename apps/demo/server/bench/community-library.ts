// The real puzzles the community check's seeded rows reuse: made by the engine (the site's
// version) at every size the seed publishes, 7×7 to 30×30, at each level, two of each up to
// 15×15 (where most rows are) and one above; and how often each size and level is published.
// Made once a run (a few seconds) and shared by both databases.
import { generate, type Difficulty } from '@galaxies/engine';
import { SITE_ENGINE } from '../play/puzzles.js';

/** A puzzle as a seeded row stores it: its grid, its dots as the column holds them, its grade. */
export interface LibraryPuzzle {
  w: number;
  h: number;
  size: string;
  dots: string;
  score: number;
  level: Difficulty;
}

/**
 * How often each side is published, in parts: mostly 7–15 (about four in five), the
 * round sizes above them more than their neighbours.
 */
// prettier-ignore
export const SIZE_WEIGHTS: readonly (readonly [number, number])[] = [
  [7, 13], [8, 7], [9, 8], [10, 14], [11, 6], [12, 8], [13, 10], [14, 5], [15, 9],
  [16, 2], [17, 1], [18, 1.5], [19, 0.8], [20, 4], [21, 0.6], [22, 0.8], [23, 0.4],
  [24, 0.8], [25, 3], [26, 0.4], [27, 0.3], [28, 0.5], [29, 0.3], [30, 2.6],
];

/** How often each level is published, in parts. */
export const LEVEL_WEIGHTS: readonly (readonly [Difficulty, number])[] = [
  ['easy', 35],
  ['medium', 40],
  ['hard', 25],
];

/** Variants made of each size and level. */
const variantsOf = (side: number) => (side <= 15 ? 2 : 1);

/** The library, by `${side}/${level}`: every size and level SIZE_WEIGHTS and LEVEL_WEIGHTS name. */
export function makeLibrary(): Map<string, LibraryPuzzle[]> {
  const library = new Map<string, LibraryPuzzle[]>();
  for (const [side] of SIZE_WEIGHTS) {
    for (const [level] of LEVEL_WEIGHTS) {
      const made = Array.from({ length: variantsOf(side) }, (_, k) => {
        const puzzle = generate(`seed${side}${level}${k}`, side, level, {}, SITE_ENGINE);
        return {
          w: puzzle.w,
          h: puzzle.h,
          size: String(puzzle.size),
          dots: JSON.stringify(puzzle.dots),
          score: puzzle.score,
          level: puzzle.difficulty,
        };
      });
      library.set(`${side}/${level}`, made);
    }
  }
  return library;
}
