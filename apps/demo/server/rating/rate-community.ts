// The rating policy for a published puzzle's first attempt: a Glicko-2 game between the solver's
// community rating and the puzzle's (the ratings package's `ratePuzzleGame`), the time read
// against the grid's medium par, so a puzzle's rating says how much harder (or easier) than a
// medium puzzle of its size the crowd found it. A new puzzle starts from its engine score.
// Pure: the route stores what it says.
import {
  isProvisional,
  newPlayer,
  puzzleSeed,
  ratePuzzleGame,
  type PlayerState,
  type PuzzleGameRating,
} from '@galaxies/ratings';
import { sizeOf } from '@galaxies/engine';
import { dayNumber } from '../../shared/days.js';
import { parOf, SOLVE_WEIGHT } from '../../shared/policy.js';

/** The score a puzzle off the engine's scale (only the counter decides it) is seeded at. */
const OFF_SCALE = 10;

/** A newly published puzzle's rating, from its engine score (version 3). */
export function seedPuzzle(score: number | null): PlayerState {
  return puzzleSeed(score ?? OFF_SCALE);
}

/**
 * The time a puzzle of `w` × `h` is expected to take: a medium puzzle's par at its size. The
 * crowd's rating, not the time, carries how hard this one is.
 */
export function expectedSeconds(w: number, h: number): number {
  return parOf(sizeOf(w, h), 'medium')!;
}

/**
 * Rates a first attempt: `solver` (null for a player's first community game) against `puzzle`,
 * `seconds` taken with `hints` on `today`. The solver always moves (unless hinted); the puzzle
 * only for an established solver (the package's rule).
 */
export function rateCommunitySolve(
  solver: PlayerState | null,
  puzzle: PlayerState,
  game: { w: number; h: number; seconds: number; hints: number; today: string },
): PuzzleGameRating {
  return ratePuzzleGame(solver ?? newPlayer(), puzzle, {
    seconds: game.seconds,
    expected: expectedSeconds(game.w, game.h),
    day: dayNumber(game.today),
    hints: game.hints,
    weight: SOLVE_WEIGHT,
  });
}

export { isProvisional };
