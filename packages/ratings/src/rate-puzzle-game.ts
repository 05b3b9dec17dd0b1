// Rating a first attempt at a puzzle as a game between two Glicko-2 players, the solver and the
// puzzle, as lichess rates its puzzles: the solver scores the time score against the puzzle's
// expected time, the puzzle the rest; changes are clamped, and only established solvers move a
// puzzle.

import { assertCount, assertDay, assertWeight } from './checks.js';
import { ratePeriod } from './glicko2.js';
import type { Game } from './glicko2.js';
import { assertPlayer, isProvisional, periodsSince, rateOnDay } from './player.js';
import type { PlayerState } from './player.js';
import { DEFAULT_WEIGHT, ratingOf } from './rate-against-par.js';
import type { Rating } from './rate-against-par.js';
import { timeScore } from './time-score.js';

/**
 * The most a puzzle's rating moves in one game, either way. Unclamped, a new puzzle (RD 350)
 * moves up to about 350·|s − E| in a half-game, so one solve far off its time (the answer known
 * beforehand, the board left open overnight) could fling it 200 points or more; a settled one
 * (RD under 110) about 35 at most, so the clamp binds only while a puzzle is young. In the crowd
 * simulation it held 1 or 2 of every 100 games that moved a puzzle, and the crowd's ranking came
 * out the same to three places without it. lichess clamps its puzzles' changes too (at 700).
 */
export const PUZZLE_CHANGE_LIMIT = 50;

/**
 * The most a solver's rating moves in one puzzle game, either way: about the most a new
 * player's solve against par can move them (117 at weight 0.5). Against a puzzle the surprise
 * s − E nears 1 (a strong solver leaving an easy puzzle open), twice what par allows, so an
 * unclamped game could move a new solver over 200. It held 1 to 3 of 10,000 simulated games.
 */
export const SOLVER_CHANGE_LIMIT = 120;

/** A first attempt at a puzzle, rated on `day`. */
export interface PuzzleGame {
  /** The solve's time in seconds, at least 0. */
  readonly seconds: number;
  /** The puzzle's expected time in seconds (the par the site gives it), more than 0. */
  readonly expected: number;
  /** The rating day, a whole number in the caller's calendar (e.g. days since 1970-01-01). */
  readonly day: number;
  /** Hints used; a hinted solve (more than 0) is not rated. 0 when left out. */
  readonly hints?: number;
  /** How much of a game the attempt counts as, in (0, 1]; 0.5 when left out, as against par. */
  readonly weight?: number;
}

/** Both sides of a puzzle game, and whether the puzzle's rating was updated. */
export interface PuzzleGameRating {
  /** The solver's new state and change (as they were, change 0, for a hinted solve). */
  readonly solver: Rating;
  /** The puzzle's new state and change (as it was, change 0, when not moved). */
  readonly puzzle: Rating;
  /** False when the solver is provisional or used hints: the puzzle is returned as it was. */
  readonly moved: boolean;
}

/** `after` with its rating moved from `before`'s by at most `limit` either way. */
function clamped(before: PlayerState, after: PlayerState, limit: number): PlayerState {
  const change = after.rating - before.rating;
  if (Math.abs(change) <= limit) return after;
  return { ...after, rating: before.rating + Math.sign(change) * limit };
}

/**
 * A puzzle's rating period on `day`. Unlike a player, a puzzle's RD does not widen for the days
 * nobody played it: its difficulty does not drift while it waits, as a player's skill does. The
 * first game of a day still widens it once by σ′, a Glicko-2 period, so a puzzle whose crowd
 * keeps surprising it stays movable. `games` counts the games that moved it.
 */
function ratePuzzleOnDay(puzzle: PlayerState, games: readonly Game[], day: number): PlayerState {
  const rated = ratePeriod(puzzle, games, periodsSince(puzzle, day) > 0);
  return { ...rated, games: puzzle.games + 1, day };
}

/**
 * Rates `solver`'s first attempt at `puzzle`: one game of weight w in which the solver scores
 * s = timeScore(seconds, expected) and the puzzle 1 − s, each rated in the day's period against
 * the other's rating and RD before the game. The solver moves at most ±120, the puzzle ±50
 * (RD and σ as Glicko-2 gives them). A provisional solver (RD ≥ 110) is rated but leaves the
 * puzzle as it was; a hinted solve rates neither. Throws RangeError for bad input (times, the
 * expected time, weight, hints, day, either state, or a day before either's last rating day)
 * and changes nothing.
 */
export function ratePuzzleGame(
  solver: PlayerState,
  puzzle: PlayerState,
  game: PuzzleGame,
): PuzzleGameRating {
  assertPlayer('solver', solver);
  assertPlayer('puzzle', puzzle);
  const weight = game.weight ?? DEFAULT_WEIGHT;
  assertWeight(weight);
  const hints = game.hints ?? 0;
  assertCount('hints', hints);
  assertDay(game.day);
  periodsSince(solver, game.day);
  periodsSince(puzzle, game.day);
  const score = timeScore(game.seconds, game.expected);
  if (hints > 0) {
    // A hinted solve measures the hints as much as the solver: neither side is rated, as the
    // site keeps hinted solves against par unrated.
    return { solver: ratingOf(solver, solver), puzzle: ratingOf(puzzle, puzzle), moved: false };
  }
  const asSolver: Game = { rating: puzzle.rating, rd: puzzle.rd, score, weight };
  const solverAfter = clamped(solver, rateOnDay(solver, [asSolver], game.day), SOLVER_CHANGE_LIMIT);
  // A provisional solver's rating says too little about the puzzle: lichess too leaves a puzzle
  // alone for a solver whose rating is unknown.
  if (isProvisional(solver)) {
    return {
      solver: ratingOf(solver, solverAfter),
      puzzle: ratingOf(puzzle, puzzle),
      moved: false,
    };
  }
  const asPuzzle: Game = { rating: solver.rating, rd: solver.rd, score: 1 - score, weight };
  const puzzleAfter = clamped(
    puzzle,
    ratePuzzleOnDay(puzzle, [asPuzzle], game.day),
    PUZZLE_CHANGE_LIMIT,
  );
  return {
    solver: ratingOf(solver, solverAfter),
    puzzle: ratingOf(puzzle, puzzleAfter),
    moved: true,
  };
}
