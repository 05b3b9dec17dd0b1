// The difficulty score, 1.0 to 10.0, as version 3 reads it and `grade(puzzle)` gives it: in
// rounds (grade-v3.ts), each round every deduction of the easiest kind the board offers, so the
// score weighs the hardest kind a person needs and how long the chain of rounds is against the
// grid's side. Read from one chosen image of the puzzle, so turning, flipping or reordering its
// dots never moves it; it reads the dots alone, never a player's marks.
import { bandOf } from './bands.js';
import type { Difficulty } from './constants.js';
import { NARROW, roundsOf, scoreOfRounds } from './grade-v3.js';
import { gradedImage } from './orientation.js';
import type { Puzzle } from './puzzle.js';

/** A technique of the grading ladder, or `trial`: trial and error, beyond it. */
export type Technique = 'mirror' | 'single' | 'reach' | 'bridge' | 'suppose' | 'trial';

/** A puzzle's grade: its score, its level, and what makes it hard. */
export interface Grade {
  /** The version of the score: 3, read in rounds (`grade(puzzle, 2)` gives version 2's). */
  readonly version: 3;
  /** 1.0–10.0, one decimal; null when the grading ladder can't decide the puzzle (see README). */
  readonly score: number | null;
  /** The level whose band (BANDS) holds the score; none when the score is null. */
  readonly band?: Difficulty;
  /** The hardest technique a step needed (`single` when twins and single candidates suffice). */
  readonly hardest: Technique;
  /**
   * How far its suppositions look ahead: 0 none; 1, their contradictions show with twins and
   * single candidates; 2, they need walks home and bridges too. Null for trial and error.
   */
  readonly depth: 0 | 1 | 2 | null;
  /** How many rounds the chain of deductions takes, each waiting on the one before. */
  readonly rounds: number;
  /** How many of them offer only one or two cells: the player must find the one place. */
  readonly narrow: number;
}

/** Each kind of round's technique and look-ahead depth (kind 0: none, trial and error). */
const KIND: readonly (readonly [Technique, 0 | 1 | 2 | null])[] = [
  ['trial', null],
  ['single', 0],
  ['reach', 0],
  ['bridge', 0],
  ['suppose', 1],
  ['suppose', 2],
];

const known = new WeakMap<object, Grade>();

/** Version 3's grade of `puzzle` (dots in any order); throws when it is not well formed. */
export function gradeByV3(puzzle: Puzzle): Grade {
  const cached = known.get(puzzle);
  if (cached) return cached;
  const image = gradedImage(puzzle);
  const run = roundsOf(image);
  const score = scoreOfRounds(run, image.w * image.h);
  const [hardest, depth] = KIND[score === null ? 0 : run.hardest]!;
  const found: Grade = {
    version: 3,
    score,
    ...(score === null ? {} : { band: bandOf(score) }),
    hardest,
    depth,
    rounds: run.rounds.length,
    narrow: run.rounds.filter((round) => round.width <= NARROW).length,
  };
  known.set(puzzle, found);
  return found;
}
