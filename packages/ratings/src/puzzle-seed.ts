// A new puzzle's first rating, from the engine's difficulty score: a guess the crowd's games
// correct, so it is placed on the rating scale by the score and given a new player's wide RD.

import { newPlayer } from './player.js';
import type { PlayerState } from './player.js';

/** The lowest and highest difficulty scores (the engine's published scale). */
const SCORE_RANGE = [1, 10] as const;

/**
 * The score seeded at 1500: the median of generated puzzles, 4.8 over version 3's three levels
 * at 7×7, 10×10, 13×13 and 15×15 (720 puzzles), rounded to the middle of the medium band.
 */
const CENTRE = 5;

/**
 * Rating points a score point: a puzzle whose solves take e^x times as long for the same solver
 * sits 2x·173.7 points higher (the time score is a logistic in −2·ln(t / par)), so 75 takes a
 * score point to cost about a quarter more time (×1.24 a point, ×7 from 1.0 to 10.0). No solve
 * times stand behind that yet; the wide RD lets the crowd's games correct it.
 */
const POINTS_A_SCORE = 75;

/**
 * A new puzzle at `score` (1.0 to 10.0): rating `1500 + 75·(score − 5)`, so 1200 at 1.0, 1500
 * at 5.0 and 1875 at 10.0; RD 350 (provisional, so its first games move it most), σ 0.06, no
 * games, never rated. Throws RangeError for a score that is not a number from 1 to 10.
 */
export function puzzleSeed(score: number): PlayerState {
  const [low, high] = SCORE_RANGE;
  if (typeof score !== 'number' || !(score >= low && score <= high)) {
    throw new RangeError(`score must be a difficulty score from ${low} to ${high} (got ${score}).`);
  }
  return { ...newPlayer(), rating: 1500 + POINTS_A_SCORE * (score - CENTRE) };
}
