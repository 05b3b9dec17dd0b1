// Making a puzzle from a code: the version's maker, and version 1's (tile, rate with version 1's
// frozen ladder, rating-v1.ts, keep the first tiling that is good: not crumbly, decided at
// exactly the size's tier, deep enough, unique by the counter). Version 2's is make-v2.ts.
import {
  ATTEMPTS,
  CODE_RE,
  DEPTH,
  ENGINE_VERSION,
  GROWTH,
  type Difficulty,
  type EngineVersion,
} from './constants.js';
import { count } from './count.js';
import { defaultDifficulty, makes } from './games.js';
import { grade } from './grade.js';
import { TIER } from './ladder.js';
import { ATTEMPTS_V2, makeV2 } from './make-v2.js';
import { makeFrom, type GenerateStats, type Generated, type Rating } from './making.js';
import { rateV1 } from './rating-v1.js';
import { crumbly, type Tiling } from './tiler.js';

export type { GenerateStats, Generated, Rating } from './making.js';

const NOT_MADE = 'Not a puzzle the game makes.';

/**
 * The puzzle `code` makes at `size` and `difficulty` (the size's default when not given) by
 * `version` (the current one when not given): the same everywhere, every time. GAMES lists what
 * each version makes.
 */
export function generate(
  code: string,
  size: number,
  difficulty?: Difficulty,
  stats: GenerateStats = {},
  version: EngineVersion = ENGINE_VERSION,
): Generated {
  const level = difficulty ?? defaultDifficulty(size, version);
  if (
    level === undefined ||
    !makes(size, level, version) ||
    typeof code !== 'string' ||
    !CODE_RE.test(code)
  ) {
    throw new Error(NOT_MADE);
  }
  return version === 1
    ? make(code, size, level, stats, ATTEMPTS)
    : makeV2(code, size, level, stats, ATTEMPTS_V2);
}

/** Version 1: tries up to `attempts` tilings of the code's stream; generate's checks already passed. */
export function make(
  code: string,
  size: number,
  difficulty: Difficulty,
  stats: GenerateStats,
  attempts: number,
): Generated {
  const asked = { version: 1, code, size, difficulty } as const;
  return makeFrom(asked, stats, attempts, GROWTH[difficulty], (tiling) => {
    const { rating, keep, steps, used } = rate(tiling, difficulty);
    if (!keep) return { rating };
    return { rating, kept: { steps: steps!, used: used!, score: grade(tiling).score! } };
  });
}

/** Rates a tiling for `difficulty`: what it is, and whether to keep it. */
export function rate(
  tiling: Tiling,
  difficulty: Difficulty,
): { rating: Rating; keep: boolean; steps?: number; used?: Record<string, number> } {
  if (crumbly(tiling)) return { rating: 'crumbly', keep: false };
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
