// The player state, how it is shown, how sure it is (provisional or established), and the rating
// day: RD widens once per day (a rating period), not once per solve, so a keen player's RD does
// not drift wider with every puzzle.

import { assertBetween, assertCount, assertDay } from './checks.js';
import { MAX_RD, ratePeriod, widen } from './glicko2.js';
import type { Game, Rated } from './glicko2.js';

/** A player's state: a Glicko-2 rating plus the solves rated and the last rating day. */
export interface PlayerState extends Rated {
  /** Rated solves so far: one per solve against par, one per daily field played. */
  readonly games: number;
  /**
   * The last day the player was rated on, so the day whose RD widening is already done; `null`
   * for a player never rated (their first rated day widens RD once).
   */
  readonly day: number | null;
}

/** Players by id, as `rateField` takes them and `replay` returns them. */
export type Players = Readonly<Record<string, PlayerState>>;

/** A new player: 1500, RD 350, σ 0.06, never rated. */
export function newPlayer(): PlayerState {
  return { rating: 1500, rd: MAX_RD, volatility: 0.06, games: 0, day: null };
}

/** The 95% interval as shown: `rating ± 1.96·RD`, both rounded, e.g. `1550 ± 80`. */
export function display(player: Rated): string {
  return `${Math.round(player.rating)} ± ${Math.round(1.96 * player.rd)}`;
}

/**
 * A rating is provisional while its RD is at least this (lichess's line for players and puzzles
 * alike): its 95% interval is still wider than ±216.
 */
export const PROVISIONAL_RD = 110;

/**
 * Whether a rating, a solver's or a puzzle's, is still provisional: RD at least 110. A new
 * player (RD 350) is; RD only narrows with games, so an established rating has been earned.
 * Throws RangeError for an RD outside (0, 350].
 */
export function isProvisional(state: Rated): boolean {
  assertBetween('rd', state.rd, 0, MAX_RD);
  return state.rd >= PROVISIONAL_RD;
}

/** Refuses a state that is not a rating: non-finite numbers, RD outside (0, 350], and so on. */
export function assertPlayer(name: string, player: PlayerState): void {
  if (typeof player !== 'object' || player === null) {
    throw new RangeError(`${name} must be a player state (got ${String(player)}).`);
  }
  if (typeof player.rating !== 'number' || !Number.isFinite(player.rating)) {
    throw new RangeError(`${name}.rating must be finite (got ${player.rating}).`);
  }
  assertBetween(`${name}.rd`, player.rd, 0, MAX_RD);
  assertBetween(`${name}.volatility`, player.volatility, 0, Number.MAX_VALUE);
  assertCount(`${name}.games`, player.games);
  if (player.day !== null) assertDay(player.day);
}

/** How many rating periods have begun since the player was last rated: 0 on the same day. */
export function periodsSince(player: PlayerState, day: number): number {
  if (player.day === null) return 1;
  if (day < player.day) {
    throw new RangeError(
      `day ${day} is before the player's last rating day ${player.day}; rate in time order.`,
    );
  }
  return day - player.day;
}

/**
 * Rates one solve's games on `day`: each day not played widens RD by σ (capped at 350), then the
 * day's own period widens it by the new σ′ if this is the player's first rating that day.
 */
export function rateOnDay(player: PlayerState, games: readonly Game[], day: number): PlayerState {
  const periods = periodsSince(player, day);
  // Days not played: Glickman's rule for a player who did not compete, RD² grows by σ² a day.
  const rd = periods > 1 ? widen(player.rd, player.volatility, periods - 1) : player.rd;
  const rated = ratePeriod({ ...player, rd }, games, periods > 0);
  return { ...rated, games: player.games + 1, day };
}
