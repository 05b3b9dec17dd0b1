// The worked examples of the spec, as data: the README's tables and the acceptance tests both
// read them from here, so the numbers shown are the numbers tested.

import type { Game } from './glicko2.js';
import { newPlayer } from './player.js';
import type { PlayerState, Players } from './player.js';
import { puzzleSeed } from './puzzle-seed.js';
import type { FieldSolve } from './rate-field.js';

/** Pars by size in seconds: the site's setting, passed to `rateAgainstPar` with each solve. */
export const PARS = { '7×7': 180, '10×10': 480, '13×13': 960 } as const;

/** The examples' rating day: 2026-11-30 as days since 1970-01-01. */
export const TODAY = 20_787;

/**
 * A settled player shown as 1550 ± 80: RD 80 / 1.96 is their RD before today's widening (they
 * were last rated yesterday), so today's first solve widens it once. This is the reading that
 * gives the spec's +0.396 and +0.457; taking 80 as already widened gives +0.372 and +0.429.
 */
export const SETTLED: PlayerState = {
  rating: 1550,
  rd: 80 / 1.96,
  volatility: 0.06,
  games: 40,
  day: TODAY - 1,
};

/** The two solves against par, each the settled player's first solve of the day. */
export const PAR_EXAMPLES = [
  { puzzle: 'Endless 13×13', size: '13×13', seconds: 13 * 60 + 40, change: 0.396 },
  { puzzle: "Yesterday's 7×7 daily, from the archive", size: '7×7', seconds: 150, change: 0.457 },
] as const;

/** Today's 7×7 daily: four solvers, rated as a field at midnight from their pre-day ratings. */
export const FIELD_PLAYERS: Players = {
  ada: SETTLED,
  ben: newPlayer(),
  cleo: { rating: 1620, rd: 120 / 1.96, volatility: 0.06, games: 85, day: TODAY - 3 },
  dev: { rating: 1480, rd: 60 / 1.96, volatility: 0.06, games: 210, day: TODAY - 1 },
};
export const FIELD_SOLVES: readonly FieldSolve[] = [
  { player: 'ada', seconds: 150 },
  { player: 'ben', seconds: 200 },
  { player: 'cleo', seconds: 140 },
  { player: 'dev', seconds: 245 },
];

/** Glickman's example (2013): a 1500/200 player's three games, and his published result. */
export const GLICKMAN = {
  player: { rating: 1500, rd: 200, volatility: 0.06 },
  games: [
    { rating: 1400, rd: 30, score: 1, weight: 1 },
    { rating: 1550, rd: 100, score: 0, weight: 1 },
    { rating: 1700, rd: 300, score: 0, weight: 1 },
  ] satisfies readonly Game[],
  published: { rating: 1464.06, rd: 151.52, volatility: 0.05999 },
} as const;

/** A published 13×13 puzzle's expected time, the par the site gives it: 16:00. */
export const EXPECTED = 960;

/** The solvers of the puzzle games: the settled player, and a new one (provisional). */
export const SOLVERS: Readonly<Record<'settled' | 'new', PlayerState>> = {
  settled: SETTLED,
  new: newPlayer(),
};

/** The puzzles: two new ones seeded from their scores, and one settled by its crowd. */
export const PUZZLES: Readonly<Record<'fresh' | 'settled' | 'easy', PlayerState>> = {
  /** Score 6.2: 1590 ± 686, never rated. */
  fresh: puzzleSeed(6.2),
  /** 1700 ± 150, last played three days ago. */
  settled: { rating: 1700, rd: 150 / 1.96, volatility: 0.06, games: 60, day: TODAY - 3 },
  /** Score 1.0: 1200 ± 686, never rated. */
  easy: puzzleSeed(1),
};

/** The README's puzzle games, each the solver's first rating of the day. */
export const PUZZLE_GAMES = [
  { game: 'Settled solver, new puzzle', solver: 'settled', puzzle: 'fresh', seconds: 820 },
  { game: 'Settled solver, settled puzzle', solver: 'settled', puzzle: 'settled', seconds: 820 },
  { game: 'New solver, settled puzzle', solver: 'new', puzzle: 'settled', seconds: 540 },
  {
    game: 'Settled solver leaves a new easy one open',
    solver: 'settled',
    puzzle: 'easy',
    seconds: 7200,
  },
  {
    game: 'Settled solver, with a hint',
    solver: 'settled',
    puzzle: 'settled',
    seconds: 600,
    hints: 1,
  },
] as const;
