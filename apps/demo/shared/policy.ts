// The site's rules, in one place: the least time a solve can take, the slack given to a
// ticket's clock, pars and weights for ratings, and every limit and its window (requests,
// writes, new players, sign-in codes and how long a transfer code lives). Per-size rules are
// functions of the grid's cells, so every size the engine makes has them.
import { cellsOf, type Size } from './sizes.js';

/**
 * Least seconds a solve of `size` can take: about the time to paint the answer with one dragged
 * stroke a galaxy, five cells a second, to the nearest 5 s (at least 5 s): 7×7 10 s, 10×10 20 s,
 * 13×13 35 s, 15×15 45 s (the site's first table, which this rule wrote), 8×12 20 s, 30×30 180 s.
 */
export function leastSeconds(size: Size): number {
  return Math.max(5, Math.round(cellsOf(size) / 25) * 5);
}

/** A solve must take less than a day. */
export const MAX_SECONDS = 24 * 60 * 60;

/**
 * Seconds the player's clock may run ahead of the server's since the ticket was issued (the
 * page asks for its ticket a moment before the board's clock starts, and networks lag).
 */
export const TICKET_SLACK_SECONDS = 5;

/** A ticket older than this is refused: start the puzzle again. */
export const TICKET_LIFETIME_DAYS = 30;

/**
 * Each level's seconds a cell, from the three pars the site began with (7×7 easy 3:00, 10×10
 * medium 8:00, 13×13 hard 16:00). No solve times stood behind that rule: `fit-par`
 * (server/cli/fit-par.ts) says when stored solves can set pars better, by level or by score
 * (the README says what it needs).
 */
const PAR_SECONDS_A_CELL: Readonly<Record<string, number>> = {
  easy: 180 / 49,
  medium: 480 / 100,
  hard: 960 / 169,
};

/**
 * Par, the time a solve is scored against, in seconds: the level's seconds a cell times the
 * grid's cells, to the nearest half minute (7×7 easy 3:00 … 15×15 hard 21:30, 30×30 hard 1:25:00).
 * Undefined for a level or a size the game has not.
 */
export function parOf(size: Size, difficulty: string): number | undefined {
  const cells = cellsOf(size);
  if (!cells || !Object.hasOwn(PAR_SECONDS_A_CELL, difficulty)) return undefined;
  return Math.max(30, Math.round((PAR_SECONDS_A_CELL[difficulty]! * cells) / 30) * 30);
}

/** A solve counts for this much of a game. */
export const SOLVE_WEIGHT = 0.5;

/** Endless solves rated a player a day; later ones that day are kept, unrated. */
export const RATED_ENDLESS_PER_DAY = 20;

/**
 * API requests a client address may make a minute (GALAXIES_RATE_LIMIT). The limits are sized
 * for a class of 30 behind one address (a school's, an office's, a household's router): the
 * numbers are in the site's README. The site's own files are never counted.
 */
export const API_REQUESTS_PER_MINUTE = 600;

/**
 * Tickets and solve posts a client address may make a minute (GALAXIES_WRITE_LIMIT): a class of
 * 30 opening Endless together asks for 120 tickets (each pupil's puzzle and three kept ahead).
 */
export const WRITES_PER_MINUTE = 150;

/**
 * New players a client address may make in ten minutes (GALAXIES_NEW_PLAYER_LIMIT): a class of
 * 30 on their first visit, twice over (two classes in one room, or a second device each).
 */
export const NEW_PLAYERS_PER_TEN_MINUTES = 60;

/** Sign-in codes an address may try in ten minutes: enough for typos, far too few to guess one. */
export const SIGN_IN_TRIES = 10;

/** How long a transfer code (and its link) signs another browser in. */
export const TRANSFER_MINUTES = 10;

/** The window requests and writes are counted in (`…_PER_MINUTE`). */
export const MINUTE_MS = 60_000;

/** The window new players and sign-in tries are counted in (`…_PER_TEN_MINUTES`, `SIGN_IN_TRIES`). */
export const TEN_MINUTES_MS = 10 * MINUTE_MS;

/**
 * A player is provisional until established: a rating interval narrow enough (RD under this)
 * and rated on at least `ESTABLISHED_DAYS` days. Provisional players weigh nothing in
 * established players' daily fields and stay off the Ratings board by default.
 */
export const ESTABLISHED_RD = 150;
export const ESTABLISHED_DAYS = 2;

/** Whether a player (as stored) is still provisional. */
export function isProvisional(player: { rd: number; rated_days: number }): boolean {
  return !(player.rd < ESTABLISHED_RD && player.rated_days >= ESTABLISHED_DAYS);
}

/** Puzzles a player may publish a day (a 429 with `retry-after` past it). */
export const PUBLISHES_PER_DAY = 20;

/** A published puzzle's title and note: plain text, at most these many characters. */
export const TITLE_MAX = 60;
export const NOTE_MAX = 500;

/**
 * Search nodes the counter may visit to tell whether a published puzzle has exactly one answer
 * (when the solving ladder alone cannot): a bound of work, not of time, so every server decides
 * alike. A puzzle that needs more is refused as one whose answers could not be counted.
 */
export const PUBLISH_COUNT_BUDGET = 1_000_000;

/** Established players whose reports hide a puzzle until a moderator looks at it. */
export const REPORTS_TO_HIDE = 3;

/** What a vote weighs: an established player's a whole vote, a provisional one's less. */
export const VOTE_WEIGHT = { established: 1, provisional: 0.25 } as const;
