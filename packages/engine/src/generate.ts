// Making a puzzle from a code: the version's maker, and version 1's (tile, rate with version 1's
// frozen ladder, rating-v1.ts, keep the first tiling that is good: not crumbly, decided at
// exactly the size's tier, deep enough, unique by the counter). Version 2's is make-v2.ts,
// version 3's make-v3.ts.
import {
  ATTEMPTS,
  CODE_RE,
  SLUG,
  DEPTH,
  ENGINE_VERSION,
  GROWTH,
  type Difficulty,
  type EngineVersion,
} from './constants.js';
import { count } from './count.js';
import { defaultDifficulty, makes } from './games.js';
import { gradeByV2 } from './score-v2.js';
import { TIER } from './ladder.js';
import { ATTEMPTS_V2, makeV2 } from './make-v2.js';
import { makeV3, type MakeStatsV3 } from './make-v3.js';
import { makeFrom, type GenerateStats, type Generated, type Rating } from './making.js';
import { rateV1 } from './rating-v1.js';
import { gridOf, sizeOf, type Size } from './size.js';
import { stream } from './stream.js';
import { crumbly, type Tiling } from './tiler.js';

export type { GenerateStats, Generated, Rating } from './making.js';

const NOT_MADE = 'Not a puzzle the game makes.';

/**
 * The puzzle `code` makes at `size` (n for n × n, or "WxH") and `difficulty` (the size's default
 * when not given) by `version` (the current one when not given): the same everywhere, every
 * time. GAMES and `makes` tell what each version makes.
 */
export function generate(
  code: string,
  size: Size,
  difficulty?: Difficulty,
  stats: GenerateStats = {},
  version: EngineVersion = ENGINE_VERSION,
): Generated {
  const level = difficulty ?? defaultDifficulty(size, version);
  const grid = gridOf(size);
  if (
    level === undefined ||
    grid === null ||
    !makes(size, level, version) ||
    typeof code !== 'string' ||
    !CODE_RE.test(code)
  ) {
    throw new Error(NOT_MADE);
  }
  if (version === 3) return makeNow(code, grid.w, grid.h, level, stats);
  // Versions 1 and 2 make squares only; their seeds name the side alone.
  return version === 1
    ? make(code, grid.w, level, stats, ATTEMPTS)
    : makeV2(code, grid.w, level, stats, ATTEMPTS_V2);
}

/** Version 3 at w × h; generate's checks already passed. */
function makeNow(
  code: string,
  w: number,
  h: number,
  difficulty: Difficulty,
  stats: GenerateStats,
): Generated {
  const size = sizeOf(w, h);
  const making: MakeStatsV3 = {};
  const made = makeV3(
    w,
    h,
    difficulty,
    stream(`${SLUG}|3|${w}x${h}|${difficulty}|${code}`),
    making,
  );
  Object.assign(stats, { attempts: making.tilings, dots: made.dots.length });
  return {
    engine: 3,
    slug: SLUG,
    code,
    size,
    difficulty,
    w,
    h,
    dots: made.dots,
    score: made.score,
  };
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
    return { rating, kept: { steps: steps!, used: used!, score: gradeByV2(tiling).score! } };
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
