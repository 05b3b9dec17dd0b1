// What each engine version makes: its sizes, each size's levels, whether a size and level are
// made, and a size's level when none is named. Sizes are written as the game writes them
// (size.ts: n for n × n, or "WxH"). Pure lookups, safe on any input (codes and sizes come from
// URLs).
import {
  ENGINE_VERSION,
  ENGINE_VERSIONS,
  GAMES,
  SIDES_V3,
  DIFFICULTIES,
  type Difficulty,
  type EngineVersion,
} from './constants.js';
import { gridOf, type Size } from './size.js';

/** Whether `version` (the current one by default) makes `size` at `difficulty`. */
export function makes(
  size: Size,
  difficulty: string,
  version: EngineVersion = ENGINE_VERSION,
): boolean {
  return levelsOf(size, version)?.includes(difficulty as Difficulty) ?? false;
}

/**
 * A size's level when none is named: version 1's own (7 easy, 10 medium, 13 hard) at the sizes
 * it made, so a link without a level means what it always has; at a size only a later version
 * makes, its hardest level. Undefined for a size the version does not make.
 */
export function defaultDifficulty(
  size: Size,
  version: EngineVersion = ENGINE_VERSION,
): Difficulty | undefined {
  const levels = levelsOf(size, version);
  if (!levels) return undefined;
  const first = levelsOf(size, 1)?.[0];
  return first !== undefined && levels.includes(first) ? first : levels[levels.length - 1];
}

/**
 * The square sizes `version` (the current one by default) makes, smallest first (version 3
 * makes rectangles too: `makes` and `levelsOf` answer for any size).
 */
export function sizesOf(version: EngineVersion = ENGINE_VERSION): readonly number[] {
  if (!ENGINE_VERSIONS.includes(version)) return [];
  return Object.keys(GAMES[version])
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * The levels `version` (the current one by default) makes at `size`, easiest first, or
 * undefined (also for a version that does not exist).
 */
export function levelsOf(
  size: Size,
  version: EngineVersion = ENGINE_VERSION,
): readonly Difficulty[] | undefined {
  if (!ENGINE_VERSIONS.includes(version)) return undefined;
  const grid = gridOf(size);
  if (!grid) return undefined;
  if (version >= 3) {
    const [least, most] = SIDES_V3;
    const fits = (n: number) => n >= least && n <= most;
    return fits(grid.w) && fits(grid.h) ? DIFFICULTIES : undefined;
  }
  if (grid.w !== grid.h) return undefined;
  return Object.hasOwn(GAMES[version], grid.w) ? GAMES[version][grid.w] : undefined;
}
