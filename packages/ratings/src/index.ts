// @galaxies/ratings: the public API.
export { timeScore } from './time-score.js';
export { display, isProvisional, newPlayer, PROVISIONAL_RD } from './player.js';
export type { PlayerState, Players } from './player.js';
export { DEFAULT_WEIGHT, rateAgainstPar } from './rate-against-par.js';
export type { ParSolve, Rating } from './rate-against-par.js';
export { rateField } from './rate-field.js';
export type { FieldOptions, FieldSolve } from './rate-field.js';
export { puzzleSeed } from './puzzle-seed.js';
export { PUZZLE_CHANGE_LIMIT, ratePuzzleGame, SOLVER_CHANGE_LIMIT } from './rate-puzzle-game.js';
export type { PuzzleGame, PuzzleGameRating } from './rate-puzzle-game.js';
export { replay } from './replay.js';
export type { DayEndEvent, RatingEvent, SolveEvent } from './replay.js';
export { MAX_RD, SCALE, TAU } from './glicko2.js';
export type { Rated } from './glicko2.js';
