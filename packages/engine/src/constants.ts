// The game's constants: what sizes it makes, at which difficulty, and how hard it tries.

/** The game's name in URLs and seeds. */
export const SLUG = 'galaxies';

/**
 * The version made when none is named: 3 (every w × h from 5 to 30) since 1.0. Part of every
 * seed, so each version's codes make their own puzzles for ever: versions 1 and 2 make exactly
 * what they always made when named (`generate(code, size, level, {}, 2)`).
 */
export const ENGINE_VERSION = 3;

/** Every version a code can name: each goes on making its own puzzles for ever. */
export const ENGINE_VERSIONS = [1, 2, 3] as const;
export type EngineVersion = (typeof ENGINE_VERSIONS)[number];

/** The difficulties, easiest first. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * The sizes version 1 makes (n × n) and each one's only difficulty.
 * @deprecated Version 1's map, kept for callers written before version 2: read `GAMES` (every
 * version's sizes and levels), `makes` and `defaultDifficulty` instead.
 */
export const SIZES: Readonly<Record<number, Difficulty>> = { 7: 'easy', 10: 'medium', 13: 'hard' };

/** The shortest and longest side of the grids version 3 makes, rectangles included. */
export const SIDES_V3 = [5, 30] as const;

/**
 * The square sizes each version makes (n × n), and the levels of each size, easiest first.
 * Version 3 makes every w × h with both sides in SIDES_V3 at every level; its squares are here.
 */
export const GAMES: Readonly<
  Record<EngineVersion, Readonly<Record<number, readonly Difficulty[]>>>
> = {
  1: { 7: ['easy'], 10: ['medium'], 13: ['hard'] },
  2: { 7: DIFFICULTIES, 10: DIFFICULTIES, 13: DIFFICULTIES, 15: DIFFICULTIES },
  3: Object.fromEntries(
    Array.from({ length: SIDES_V3[1] - SIDES_V3[0] + 1 }, (_, k) => [
      SIDES_V3[0] + k,
      DIFFICULTIES,
    ]),
  ),
};

/** A puzzle code: 1–32 characters of a–z and 0–9. */
export const CODE_RE = /^[a-z0-9]{1,32}$/;

/** Tilings version 1 tries for one code before giving up. */
export const ATTEMPTS = 400;

/** How far (in cells) from the tightest free spot a new dot may sit. */
export const REACH = 3;

/** The most single-cell galaxies a kept puzzle may have, as a share of its galaxies. */
export const CRUMBS = 0.2;

/** The fewest steps of its own tier a kept version-1 puzzle must need. */
export const DEPTH: Readonly<Record<Difficulty, number>> = { easy: 0, medium: 3, hard: 2 };

/**
 * How big galaxies may grow, as a share of the grid, for each difficulty: the tiler's lean. The
 * seed design grew every size toward a quarter; measured over 1,000 tilings, easy puzzles come
 * more often of bigger galaxies and medium ones of smaller (see the README).
 */
export const GROWTH: Readonly<Record<Difficulty, number>> = {
  easy: 0.35,
  medium: 0.15,
  hard: 0.25,
};
