// Rating one solve against par (endless and archive puzzles): a fractional game against a
// virtual opponent at the player's own rating with RD 0, scored by the time score.

import { assertDay, assertWeight } from './checks.js';
import { assertPlayer, rateOnDay } from './player.js';
import type { PlayerState } from './player.js';
import { timeScore } from './time-score.js';

/** The weight of a solve when none is given: half a game. */
export const DEFAULT_WEIGHT = 0.5;

/** One solve against par, rated on `day` (the day it is posted, not the puzzle's date). */
export interface ParSolve {
  readonly seconds: number;
  readonly par: number;
  /** The rating day, a whole number in the caller's calendar (e.g. days since 1970-01-01). */
  readonly day: number;
  /** How much of a game the solve counts as, in (0, 1]; 0.5 when left out. */
  readonly weight?: number;
}

/** A player's new state and how far the rating moved. */
export interface Rating {
  readonly state: PlayerState;
  /** New rating minus old rating, on the display scale. */
  readonly change: number;
}

/** The change from one state to the next, as every rating function reports it. */
export function ratingOf(before: PlayerState, state: PlayerState): Rating {
  return { state, change: state.rating - before.rating };
}

/**
 * Rates `solve` for `player`. Par plays at the player's own rating with RD 0, so E = 0.5 and
 * the solve moves the rating by `φ′²·w·(s − 0.5)` on the Glicko-2 scale, s = timeScore. RD
 * widens first if this is the player's first rating on `solve.day`. Throws RangeError for bad
 * input (times, par, weight, day, state, or a day before the player's last) and changes nothing.
 */
export function rateAgainstPar(player: PlayerState, solve: ParSolve): Rating {
  assertPlayer('player', player);
  const weight = solve.weight ?? DEFAULT_WEIGHT;
  assertWeight(weight);
  assertDay(solve.day);
  const score = timeScore(solve.seconds, solve.par);
  const par = { rating: player.rating, rd: 0, score, weight };
  return ratingOf(player, rateOnDay(player, [par], solve.day));
}
