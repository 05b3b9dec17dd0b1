// Making a puzzle from a code: tile, rate with version 1's frozen ladder (rating-v1.ts), keep
// the first tiling that is good (not crumbly, decided at exactly the size's tier, deep enough,
// unique by the counter).
import {
  ATTEMPTS,
  CODE_RE,
  CRUMBS,
  DEPTH,
  ENGINE_VERSION,
  GROWTH,
  SIZES,
  SLUG,
  type Difficulty,
} from './constants.js';
import { count } from './count.js';
import { TIER } from './ladder.js';
import type { Dot } from './puzzle.js';
import { rateV1 } from './rating-v1.js';
import { stream } from './stream.js';
import { tile, type Tiling } from './tiler.js';

/** A generated puzzle: a `Puzzle` with where it came from. */
export interface Generated {
  readonly engine: number;
  readonly slug: string;
  readonly code: string;
  readonly size: number;
  readonly difficulty: Difficulty;
  readonly w: number;
  readonly h: number;
  readonly dots: readonly Dot[];
}

/**
 * How each tiling tried was rated: a tier it needed, or why it was thrown away. `harder`: not
 * decided by the size's own tier (it needs a higher one, or is not decided at all); a tiling is
 * not rated beyond the size's tier, since nothing harder is kept.
 */
export type Rating = Difficulty | 'harder' | 'unsolved' | 'crumbly' | 'shallow' | 'ambiguous';

/** What `generate` tells about the making, when given an object to fill. */
export interface GenerateStats {
  attempts?: number;
  ratings?: Partial<Record<Rating, number>>;
  steps?: number;
  used?: Record<string, number>;
  dots?: number;
}

const NOT_MADE = 'Not a puzzle the game makes.';

/** The puzzle `code` makes at `size` (7, 10 or 13): the same everywhere, every time. */
export function generate(
  code: string,
  size: number,
  difficulty: Difficulty | undefined = SIZES[size],
  stats: GenerateStats = {},
): Generated {
  const own = SIZES[size];
  if (own === undefined || difficulty !== own || typeof code !== 'string' || !CODE_RE.test(code)) {
    throw new Error(NOT_MADE);
  }
  return make(code, size, difficulty, stats, ATTEMPTS);
}

/** Tries up to `attempts` tilings of the code's stream; generate's checks already passed. */
export function make(
  code: string,
  size: number,
  difficulty: Difficulty,
  stats: GenerateStats,
  attempts: number,
): Generated {
  const rng = stream(`${SLUG}|${ENGINE_VERSION}|${size}|${difficulty}|${code}`);
  const ratings: Partial<Record<Rating, number>> = {};
  stats.ratings = ratings;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    stats.attempts = attempt;
    const tiling = tile(size, size, rng, GROWTH[difficulty]);
    const rated = rate(tiling, difficulty);
    ratings[rated.rating] = (ratings[rated.rating] ?? 0) + 1;
    if (!rated.keep) continue;
    Object.assign(stats, { steps: rated.steps, used: rated.used, dots: tiling.dots.length });
    return {
      engine: ENGINE_VERSION,
      slug: SLUG,
      code,
      size,
      difficulty,
      w: size,
      h: size,
      dots: tiling.dots,
    };
  }
  throw new Error(`No ${size}×${size} puzzle came of ${code}.`);
}

/** Rates a tiling for `difficulty`: what it is, and whether to keep it. */
export function rate(
  tiling: Tiling,
  difficulty: Difficulty,
): { rating: Rating; keep: boolean; steps?: number; used?: Record<string, number> } {
  // Every dot owns its core, so a tiling has as many galaxies as dots.
  const singles = countSingles(tiling.answer, tiling.dots.length);
  if (singles > CRUMBS * tiling.dots.length) return { rating: 'crumbly', keep: false };
  const tier = TIER[difficulty];
  const solution = rateV1(tiling, tier);
  if (!solution.solved) return { rating: tier < TIER.hard ? 'harder' : 'unsolved', keep: false };
  const rating = (['easy', 'medium', 'hard'] as const)[solution.tier - 1]!;
  if (rating !== difficulty) return { rating, keep: false };
  if (solution.steps < DEPTH[difficulty]) return { rating: 'shallow', keep: false };
  const found = count(tiling, 2);
  if (found.gaveUp || found.count !== 1) return { rating: 'ambiguous', keep: false };
  return { rating, keep: true, steps: solution.steps, used: { ...solution.used } };
}

/** How many of the D galaxies have one cell. */
function countSingles(answer: readonly number[], D: number): number {
  const sizes = new Array<number>(D).fill(0);
  for (const d of answer) sizes[d]!++;
  let singles = 0;
  for (const size of sizes) if (size === 1) singles++;
  return singles;
}
