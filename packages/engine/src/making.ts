// Making a puzzle from a code, at any version: tile from the code's stream, rate each tiling as
// the version does, count how each fared, and give the first one kept. What a generated puzzle
// is and what the making tells live here too.
import { SLUG, type Difficulty, type EngineVersion } from './constants.js';
import type { Dot } from './puzzle.js';
import type { Size } from './size.js';
import { stream } from './stream.js';
import { tile, type Tiling } from './tiler.js';

/** A generated puzzle: a `Puzzle` with where it came from. */
export interface Generated {
  readonly engine: EngineVersion;
  readonly slug: string;
  readonly code: string;
  /** As the game writes it: n for n × n, "WxH" for any other grid (size.ts). */
  readonly size: Size;
  readonly difficulty: Difficulty;
  readonly w: number;
  readonly h: number;
  readonly dots: readonly Dot[];
  /** Its difficulty score, `grade(puzzle).score` of its dots (in the band of `difficulty` from version 2 on). */
  readonly score: number;
}

/**
 * How each tiling tried was rated: a tier it needed, or why it was thrown away. `harder`: not
 * decided by the size's own tier (it needs a higher one, or is not decided at all); a tiling is
 * not rated beyond the size's tier, since nothing harder is kept. From version 2 on, a kept
 * tiling counts under its difficulty, and `easier` and `harder` count scores below and above the
 * band (or past the suppositions a grading may try).
 */
export type Rating =
  Difficulty | 'easier' | 'harder' | 'unsolved' | 'crumbly' | 'shallow' | 'ambiguous';

/** What `generate` tells about the making, when given an object to fill. */
export interface GenerateStats {
  attempts?: number;
  ratings?: Partial<Record<Rating, number>>;
  steps?: number;
  used?: Record<string, number>;
  dots?: number;
}

/** A tiling's rating, and for the one kept what the making tells of it and its score. */
export interface Rated {
  readonly rating: Rating;
  readonly kept?: {
    readonly steps: number;
    readonly used: Record<string, number>;
    readonly score: number;
  };
}

/** What to make: the version, code, size and level (generate's checks already passed). */
export interface Asked {
  readonly version: EngineVersion;
  readonly code: string;
  readonly size: number;
  readonly difficulty: Difficulty;
}

/**
 * Tries up to `attempts` tilings of the code's stream (galaxies grown toward `lean` of the grid),
 * rated by `rate`; throws `No n×n puzzle came of <code>.` when none is kept.
 */
export function makeFrom(
  { version, code, size, difficulty }: Asked,
  stats: GenerateStats,
  attempts: number,
  lean: number,
  rate: (tiling: Tiling) => Rated,
): Generated {
  const rng = stream(`${SLUG}|${version}|${size}|${difficulty}|${code}`);
  const ratings: Partial<Record<Rating, number>> = {};
  stats.ratings = ratings;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    stats.attempts = attempt;
    const tiling = tile(size, size, rng, lean);
    const { rating, kept } = rate(tiling);
    ratings[rating] = (ratings[rating] ?? 0) + 1;
    if (!kept) continue;
    Object.assign(stats, { steps: kept.steps, used: kept.used, dots: tiling.dots.length });
    const { w, h, dots } = tiling;
    return { engine: version, slug: SLUG, code, size, difficulty, w, h, dots, score: kept.score };
  }
  throw new Error(`No ${size}×${size} puzzle came of ${code}.`);
}
