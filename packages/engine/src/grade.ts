// The difficulty score: a number from 1.0 to 10.0 for any puzzle the grading ladder decides.
// The hardest technique a step needs and its look-ahead depth (the rank) choose a stretch of
// the scale; how many steps need it and how many galaxies they touch place the puzzle within
// it. Read from one chosen image of the puzzle, so turning, flipping or reordering its dots
// never moves it; it reads the dots alone, never a player's marks.
import type { Difficulty } from './constants.js';
import { gradeV2, type GradeLimits, type GradeRun } from './grade-v2.js';
import { chosenImage, inReadingOrder } from './orientation.js';
import type { Puzzle } from './puzzle.js';
import { assertWellFormed, wellFormed } from './well-formed.js';

/** The score range of each level, ends included: what version 2 makes at each difficulty. */
export const BANDS: Readonly<Record<Difficulty, readonly [number, number]>> = {
  easy: [1.0, 3.9],
  medium: [4.0, 5.9],
  hard: [6.0, 10.0],
};

/** A technique of the grading ladder, or `trial`: trial and error, beyond it. */
export type Technique = 'mirror' | 'single' | 'reach' | 'bridge' | 'suppose' | 'trial';

/** A puzzle's grade: its score and the steps behind it. */
export interface Grade {
  /** 1.0–10.0, one decimal; null when the grading ladder can't decide the puzzle (see README). */
  readonly score: number | null;
  /** The difficulty whose band (BANDS) holds the score; none when the score is null. */
  readonly band?: Difficulty;
  /** The hardest technique a step needed (`single` when twins and single candidates suffice). */
  readonly hardest: Technique;
  /**
   * How far its suppositions look ahead: 0 none; 1, their contradictions show with twins and
   * single candidates; 2, they need walks home and bridges too. Null for trial and error.
   */
  readonly depth: 0 | 1 | 2 | null;
  /** How many steps needed the hardest technique at that depth. */
  readonly hard: number;
  /** How many galaxies lost cells to those steps. */
  readonly galaxies: number;
  /** Productive steps of each technique (supposition at depth 1, then 2). */
  readonly steps: {
    readonly mirror: number;
    readonly single: number;
    readonly reach: number;
    readonly bridge: number;
    readonly suppose: readonly [depth1: number, depth2: number];
  };
}

/** Where each rank's stretch of the scale starts, and how wide it is (rank 5 reaches 10.0). */
const STRETCH: readonly (readonly [number, number])[] = [
  [0, 0],
  [1.0, 1.0],
  [2.0, 2.0],
  [4.0, 2.0],
  [6.0, 2.0],
  [8.0, 2.0],
];

/**
 * For each rank, the extra hard steps and galaxies (beyond one of each) that place a puzzle in
 * the middle of its stretch: about the median of the puzzles of that rank generated at 10×10
 * and 13×13 (tools/grades.mjs), so most sizes spread over the whole stretch.
 */
const MIDDLE: readonly number[] = [1, 15, 11, 4, 3, 6];

const HARDEST: readonly Technique[] = ['trial', 'single', 'reach', 'bridge', 'suppose', 'suppose'];

const known = new WeakMap<object, Grade>();

/**
 * The grade of `puzzle`: its score on the published scale and the steps behind it. Dots may come
 * in any order; throws an Error saying what is wrong when the puzzle is not well formed.
 */
export function grade(puzzle: Puzzle): Grade {
  const cached = known.get(puzzle);
  if (cached) return cached;
  const found = gradeFrom(gradeV2(chosenImage(ordered(puzzle))));
  known.set(puzzle, found);
  return found;
}

/**
 * The grade of `image` (already the chosen image), graded no further than `limits` allow: null
 * when the limits cut it short (for generation, which stops once a puzzle is past its band).
 */
export function gradeOf(image: Puzzle, limits?: GradeLimits): Grade | null {
  const run = gradeV2(image, limits);
  return run.over ? null : gradeFrom(run);
}

/** The score of a rank, its hard steps and the galaxies they touch (a pure function: see README). */
export function scoreOf(rank: number, hard: number, galaxies: number): number {
  const [from, width] = STRETCH[rank]!;
  const x = Math.max(0, hard - 1) + Math.max(0, galaxies - 1);
  const at = from + (width * x) / (x + MIDDLE[rank]!);
  const top = rank === STRETCH.length - 1 ? 10 : from + width - 0.1;
  return Math.min(Math.round(10 * top) / 10, Math.round(10 * at) / 10);
}

/** The band (difficulty) holding `score`, or none. */
export function bandOf(score: number | null): Difficulty | undefined {
  if (score === null) return undefined;
  for (const [difficulty, [low, high]] of Object.entries(BANDS)) {
    if (score >= low && score <= high) return difficulty as Difficulty;
  }
  return undefined;
}

function gradeFrom(run: GradeRun): Grade {
  const [mirror, single, reach, bridge, depth1, depth2] = run.uses as number[];
  const steps = { mirror, single, reach, bridge, suppose: [depth1, depth2] } as Grade['steps'];
  if (!run.decided) {
    return { score: null, hardest: 'trial', depth: null, hard: 0, galaxies: 0, steps };
  }
  const score = scoreOf(run.rank, run.hard, run.galaxies);
  const depth = run.rank === 5 ? 2 : run.rank === 4 ? 1 : 0;
  const hardest = run.rank === 1 && single === 0 ? 'mirror' : HARDEST[run.rank]!;
  return {
    score,
    band: bandOf(score),
    hardest,
    depth,
    hard: run.hard,
    galaxies: run.galaxies,
    steps,
  };
}

/** The puzzle with its dots in reading order (a copy when they were not); throws when malformed. */
function ordered(puzzle: Puzzle): Puzzle {
  const formed = wellFormed(puzzle);
  if (formed.ok) return puzzle;
  const sorted =
    formed.fault.code === 'out-of-order'
      ? { w: puzzle.w, h: puzzle.h, dots: inReadingOrder(puzzle.dots) }
      : puzzle;
  assertWellFormed(sorted);
  return sorted;
}
