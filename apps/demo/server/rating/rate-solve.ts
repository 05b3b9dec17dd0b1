// The rating policy for one accepted solve, beside the referee: whether it is rated at once
// (endless and archive, without hints, within the day's cap of rated endless puzzles) and, if
// so, the player's new rating against the par of the puzzle's size and level. Pure: the route
// stores what it says.
import { rateAgainstPar, type PlayerState } from '@galaxies/ratings';
import { dayNumber } from '../../shared/days.js';
import { parOf, RATED_ENDLESS_PER_DAY, SOLVE_WEIGHT } from '../../shared/policy.js';
import type { Accepted } from '../play/referee.js';

/** Why a solve is kept unrated, or its rating. */
export type RateDecision =
  | { rated: false; why: 'daily' | 'hints' | 'cap' }
  | { rated: true; state: PlayerState; change: number };

/**
 * Rates `solve` for a player in `state` who has had `ratedEndlessToday` rated endless solves
 * today. Today's daily waits for its field; a hinted solve is not rated; past the cap an endless
 * solve is kept unrated.
 */
export function rateSolve(
  solve: Accepted,
  state: PlayerState,
  ratedEndlessToday: number,
  today: string,
): RateDecision {
  if (solve.mode === 'daily') return { rated: false, why: 'daily' };
  if (solve.hints > 0) return { rated: false, why: 'hints' };
  if (solve.mode === 'endless' && ratedEndlessToday >= RATED_ENDLESS_PER_DAY) {
    return { rated: false, why: 'cap' };
  }
  const rated = rateAgainstPar(state, {
    seconds: solve.seconds,
    par: parOf(solve.size, solve.difficulty)!,
    day: dayNumber(today),
    weight: SOLVE_WEIGHT,
  });
  return { rated: true, ...rated };
}
