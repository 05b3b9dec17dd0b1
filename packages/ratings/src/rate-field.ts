// Rating the daily as a field at the end of its day: every pair of solvers meets at a fraction
// of a game, all in one Glicko-2 rating period, everyone rated from their ratings before it.

import { assertDay, assertId, assertSeconds, assertWeight } from './checks.js';
import type { Game } from './glicko2.js';
import { assertPlayer, rateOnDay } from './player.js';
import type { Players } from './player.js';
import { DEFAULT_WEIGHT, ratingOf } from './rate-against-par.js';
import type { Rating } from './rate-against-par.js';
import { timeScore } from './time-score.js';

/** One solver's time in the field. */
export interface FieldSolve {
  readonly player: string;
  readonly seconds: number;
}

/** The field's rating day and the weight at which each pair meets (0.5 when left out). */
export interface FieldOptions {
  readonly day: number;
  readonly weight?: number;
}

/**
 * Rates the field of `solves` on `options.day`. Every pair A, B meets at `weight` of a game,
 * A scoring `1 / (1 + (tA / tB)²)` (equal times draw); each solver plays the others at their
 * ratings before the field. Returns every solver's new state and change, keyed by id. Input
 * order does not matter: solvers are taken in id order so the sums add up the same way.
 * Throws RangeError for an empty field, a player twice, a player missing from `players` (give
 * a newcomer `newPlayer()`), a time not more than 0, a bad weight or day; changes nothing.
 */
export function rateField(
  players: Players,
  solves: readonly FieldSolve[],
  options: FieldOptions,
): Readonly<Record<string, Rating>> {
  const weight = options.weight ?? DEFAULT_WEIGHT;
  assertWeight(weight);
  assertDay(options.day);
  if (solves.length === 0) throw new RangeError('a field needs at least one solve.');
  const seen = new Set<string>();
  for (const solve of solves) {
    assertId(solve.player);
    if (!Object.hasOwn(players, solve.player)) {
      throw new RangeError(`unknown player ${JSON.stringify(solve.player)} in the field.`);
    }
    if (seen.has(solve.player)) {
      throw new RangeError(`player ${JSON.stringify(solve.player)} is in the field twice.`);
    }
    seen.add(solve.player);
    assertSeconds(`seconds of ${JSON.stringify(solve.player)}`, solve.seconds, true);
    assertPlayer(`players[${JSON.stringify(solve.player)}]`, players[solve.player]!);
  }
  const field = [...solves].sort((a, b) => (a.player < b.player ? -1 : 1));
  return Object.fromEntries(
    field.map((solver) => {
      const before = players[solver.player]!;
      const games = field
        .filter((rival) => rival !== solver)
        .map((rival): Game => {
          const { rating, rd } = players[rival.player]!;
          return { rating, rd, score: timeScore(solver.seconds, rival.seconds), weight };
        });
      return [solver.player, ratingOf(before, rateOnDay(before, games, options.day))];
    }),
  );
}
