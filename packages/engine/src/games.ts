// What each engine version makes: its sizes, each size's levels, whether a size and level are
// made, and a size's level when none is named. Pure lookups over GAMES, safe on any input (codes
// and sizes come from URLs).
import {
  ENGINE_VERSION,
  ENGINE_VERSIONS,
  GAMES,
  type Difficulty,
  type EngineVersion,
} from './constants.js';

/** Whether `version` (the current one by default) makes `size` × `size` at `difficulty`. */
export function makes(
  size: number,
  difficulty: string,
  version: EngineVersion = ENGINE_VERSION,
): boolean {
  return levelsOf(size, version)?.includes(difficulty as Difficulty) ?? false;
}

/**
 * A size's level when none is named: version 1's own (7 easy, 10 medium, 13 hard) at the sizes
 * it made, so a link without a level means what it always has; at a size only a later version
 * makes (15), its hardest level. Undefined for a size the version does not make.
 */
export function defaultDifficulty(
  size: number,
  version: EngineVersion = ENGINE_VERSION,
): Difficulty | undefined {
  const levels = levelsOf(size, version);
  if (!levels) return undefined;
  const first = levelsOf(size, 1)?.[0];
  return first !== undefined && levels.includes(first) ? first : levels[levels.length - 1];
}

/** The sizes `version` (the current one by default) makes, smallest first. */
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
  size: number,
  version: EngineVersion = ENGINE_VERSION,
): readonly Difficulty[] | undefined {
  if (!ENGINE_VERSIONS.includes(version)) return undefined;
  return Object.hasOwn(GAMES[version], size) ? GAMES[version][size] : undefined;
}
