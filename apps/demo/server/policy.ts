// The site's rules for scoring, in one place: the least time a solve can take, the slack given
// to a ticket's clock, pars and weights for ratings, and the limits on writes.

/**
 * Least seconds a solve can take, by size: about the time to paint the answer with one dragged
 * stroke a galaxy: five cells a second (49, 100, 169 and 225 cells), to the nearest 5 s.
 */
export const MIN_SECONDS: Readonly<Record<number, number>> = { 7: 10, 10: 20, 13: 35, 15: 45 };

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
 * Par, the time a solve is scored against, in seconds, by size and level. The three pars the
 * site began with are kept (7×7 easy 3:00, 10×10 medium 8:00, 13×13 hard 16:00); the others
 * follow from them, each level's seconds a cell (easy 180/49, medium 480/100, hard 960/169)
 * times the size's cells, to the nearest half minute. No solve times stood behind that rule:
 * `fit-par` (server/cli/fit-par.ts) says when stored solves can set pars better, by level or
 * by score (the README says what it needs).
 */
export const PARS: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  7: { easy: 180, medium: 240, hard: 270 },
  10: { easy: 360, medium: 480, hard: 570 },
  13: { easy: 630, medium: 810, hard: 960 },
  15: { easy: 840, medium: 1080, hard: 1290 },
};

/** The par of a size and level (undefined for a pair the game does not make). */
export function parOf(size: number, difficulty: string): number | undefined {
  return Object.hasOwn(PARS, size) && Object.hasOwn(PARS[size]!, difficulty)
    ? PARS[size]![difficulty]
    : undefined;
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
