// Making a version-2 puzzle from a code: tile, grade with the frozen grading (grade-v2.ts, read
// from the tiling's chosen image, as `grade(puzzle, 2)` reads any puzzle), and keep the first tiling that is
// not crumbly, that the counter finds unique, and whose score falls in its difficulty's band.
import type { Difficulty } from './constants.js';
import { count } from './count.js';
import { BANDS } from './bands.js';
import { gradeOf, type GradeV2 } from './score-v2.js';
import { gradeV2 } from './grade-v2.js';
import { makeFrom, type GenerateStats, type Generated, type Rating } from './making.js';
import { chosenImage } from './orientation.js';
import { crumbly, type Tiling } from './tiler.js';

/**
 * The ranks each difficulty's band holds: rank 1 and 2 score 1.0–3.9 (easy), rank 3 4.0–5.9
 * (medium), ranks 4 and 5 6.0–10.0 (hard); grade.test.ts checks the edges agree with BANDS.
 */
export const RANKS_OF: Readonly<Record<Difficulty, readonly [number, number]>> = {
  easy: [1, 2],
  medium: [3, 3],
  hard: [4, 5],
};

/**
 * Tilings version 2 tries for one code before giving up: more, because a hard 7 × 7 comes of
 * about one tiling in 210 (none in 5,000 happens about once in 10¹⁰ codes; in 2,000, once in
 * 16,000).
 */
export const ATTEMPTS_V2 = 5000;

/**
 * Version 2's lean (as GROWTH) for each size and difficulty, measured: the share that needs the
 * fewest tilings per kept puzzle (see the README).
 */
export const GROWTH_V2: Readonly<Record<number, Readonly<Record<Difficulty, number>>>> = {
  7: { easy: 0.5, medium: 0.1, hard: 0.35 },
  10: { easy: 0.5, medium: 0.1, hard: 0.35 },
  13: { easy: 0.5, medium: 0.1, hard: 0.35 },
  15: { easy: 0.5, medium: 0.1, hard: 0.15 },
};

/**
 * The most suppositions version 2's grading may try on one tiling, by size: a tiling that needs
 * more is thrown away as too hard to grade quickly (a count, not a time, so every machine keeps
 * the same tilings). At 13 × 13 a trial takes about 15 µs: 1,500 keep a tiling thrown away this
 * way to about 25 ms.
 */
export const SUPPOSITIONS: Readonly<Record<number, number>> = {
  7: 1000,
  10: 1000,
  13: 1500,
  15: 3000,
};

/** Tries up to `attempts` tilings of the code's stream; generate's checks already passed. */
export function makeV2(
  code: string,
  size: number,
  difficulty: Difficulty,
  stats: GenerateStats,
  attempts: number,
): Generated {
  const asked = { version: 2, code, size, difficulty } as const;
  return makeFrom(asked, stats, attempts, GROWTH_V2[size]![difficulty], (tiling) => {
    const { rating, grade } = rateV2(tiling, difficulty);
    if (!grade) return { rating };
    return { rating, kept: { steps: grade.hard, used: usesOf(grade.steps), score: grade.score! } };
  });
}

/**
 * Rates a tiling for `difficulty`: what it is, and its grade when it is kept. The rank a puzzle
 * needs is the same from every side (grade-v2.ts), so it is read first from the tiling as it
 * is, without suppositions: only a tiling that may be of the band's ranks is turned to its
 * chosen image and graded in full for its score (with at most SUPPOSITIONS trials).
 */
export function rateV2(
  tiling: Tiling,
  difficulty: Difficulty,
): { rating: Rating; grade?: GradeV2 } {
  if (crumbly(tiling)) return { rating: 'crumbly' };
  const [least, most] = RANKS_OF[difficulty];
  // Ranks 1–3 suppose nothing: cheap enough to try on every tiling.
  const first = gradeV2(tiling, { rank: Math.min(most, 3) });
  if (!first.over) {
    if (!first.decided) return { rating: 'unsolved' };
    if (first.rank < least) return { rating: 'easier' };
  } else if (most <= 3) return { rating: 'harder' };
  // Of the rest, most tilings with two answers are left: the counter says so sooner than a
  // whole scan of suppositions, and a kept tiling must pass both, so the order keeps the same.
  const found = count(tiling, 2);
  if (found.gaveUp || found.count !== 1) return { rating: 'ambiguous' };
  const graded = gradeOf(chosenImage(tiling), { rank: most, trials: SUPPOSITIONS[tiling.w] });
  if (graded === null) return { rating: 'harder' };
  if (graded.score === null) return { rating: 'unsolved' };
  const [low, high] = BANDS[difficulty];
  if (graded.score < low) return { rating: 'easier' };
  if (graded.score > high) return { rating: 'harder' };
  return { rating: difficulty, grade: graded };
}

/** A grade's steps as GenerateStats' technique uses (suppositions at both depths together). */
function usesOf(steps: GradeV2['steps']): Record<string, number> {
  const { suppose, ...rest } = steps;
  return { ...rest, suppose: suppose[0] + suppose[1] };
}
