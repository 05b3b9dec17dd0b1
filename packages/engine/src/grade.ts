// The difficulty score of any puzzle, by version: version 3's (read in rounds, what the engine
// makes and shows from 1.0) unless version 2's is named, for scores stored under it. Both share
// the scale and the levels' bands (bands.ts).
import type { Puzzle } from './puzzle.js';
import { gradeByV2, type GradeV2 } from './score-v2.js';
import { gradeByV3, type Grade } from './score-v3.js';

export { BANDS, bandOf } from './bands.js';
export type { GradeV2 } from './score-v2.js';
export type { Grade, Technique } from './score-v3.js';

/** The versions of the score: 3, the current one, and 2, frozen with version 2's puzzles. */
export type GradeVersion = 2 | 3;

/**
 * The grade of `puzzle`: its score on the 1.0–10.0 scale, its level and what makes it hard.
 * Version 3's score unless `version` names 2 (the score version 2 made and stored puzzles by).
 * Dots may come in any order; throws an Error saying what is wrong when the puzzle is not well
 * formed.
 */
export function grade(puzzle: Puzzle, version?: 3): Grade;
export function grade(puzzle: Puzzle, version: 2): GradeV2;
export function grade(puzzle: Puzzle, version?: GradeVersion): Grade | GradeV2;
export function grade(puzzle: Puzzle, version: GradeVersion = 3): Grade | GradeV2 {
  if (version === 2) return gradeByV2(puzzle);
  if (version === 3) return gradeByV3(puzzle);
  throw new Error(`No version ${String(version)} of the score: 2 and 3 are.`);
}
