// Version 2's difficulty score: a number from 1.0 to 10.0 for any puzzle the frozen grading
// ladder decides. The hardest technique a step needs and its look-ahead depth (the rank) choose
// a stretch of the scale; how many steps need it and how many galaxies they touch place the
// puzzle within it. Frozen with version 2's puzzles (their fingerprints pin it); `grade(puzzle,
// 2)` reads it for scores stored under it. Read from one chosen image of the puzzle, so turning,
// flipping or reordering its dots never moves it; it reads the dots alone, never marks.
import { bandOf } from './bands.js';
import { gradeV2, type GradeLimits, type GradeRun } from './grade-v2.js';
import { gradedImage } from './orientation.js';
import type { Puzzle } from './puzzle.js';
import type { Grade, Technique } from './score-v3.js';

/** Version 2's grade: its score and the steps behind it. */
export interface GradeV2 extends Omit<Grade, 'version' | 'rounds' | 'narrow'> {
  readonly version: 2;
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

const known = new WeakMap<object, GradeV2>();

/** Version 2's grade of `puzzle` (dots in any order); throws when it is not well formed. */
export function gradeByV2(puzzle: Puzzle): GradeV2 {
  const cached = known.get(puzzle);
  if (cached) return cached;
  const found = gradeFrom(gradeV2(gradedImage(puzzle)));
  known.set(puzzle, found);
  return found;
}

/**
 * The grade of `image` (already the chosen image), graded no further than `limits` allow: null
 * when the limits cut it short (for generation, which stops once a puzzle is past its band).
 */
export function gradeOf(image: Puzzle, limits?: GradeLimits): GradeV2 | null {
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

function gradeFrom(run: GradeRun): GradeV2 {
  const [mirror, single, reach, bridge, depth1, depth2] = run.uses as number[];
  const steps = { mirror, single, reach, bridge, suppose: [depth1, depth2] } as GradeV2['steps'];
  if (!run.decided) {
    return { version: 2, score: null, hardest: 'trial', depth: null, hard: 0, galaxies: 0, steps };
  }
  const score = scoreOf(run.rank, run.hard, run.galaxies);
  const depth = run.rank === 5 ? 2 : run.rank === 4 ? 1 : 0;
  const hardest = run.rank === 1 && single === 0 ? 'mirror' : HARDEST[run.rank]!;
  return {
    version: 2,
    score,
    band: bandOf(score),
    hardest,
    depth,
    hard: run.hard,
    galaxies: run.galaxies,
    steps,
  };
}
