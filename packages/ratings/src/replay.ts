// Rebuilding every rating from a log: solves against par and day-ends (the daily's field),
// applied in time order, so a server can recompute all its ratings from its solve log.

import { assertDay, assertId } from './checks.js';
import { newPlayer } from './player.js';
import type { PlayerState, Players } from './player.js';
import { rateAgainstPar } from './rate-against-par.js';
import type { ParSolve } from './rate-against-par.js';
import { rateField } from './rate-field.js';
import type { FieldOptions, FieldSolve } from './rate-field.js';

/** A solve against par (endless or archive), rated when posted. */
export interface SolveEvent extends ParSolve {
  readonly type: 'solve';
  readonly player: string;
}

/** The end of `day`: the day's daily is rated as a field of its solvers. */
export interface DayEndEvent extends FieldOptions {
  readonly type: 'day-end';
  /** The daily's solvers and times; a day nobody solved the daily may list none. */
  readonly field: readonly FieldSolve[];
}

/** One entry of the rating log. */
export type RatingEvent = SolveEvent | DayEndEvent;

/** The players an event names: replay starts anyone it has not seen as a new player. */
function withNewcomers(players: Players, ids: readonly string[]): Players {
  const missing = ids.filter((id) => !Object.hasOwn(players, id));
  if (missing.length === 0) return players;
  return { ...players, ...Object.fromEntries(missing.map((id) => [id, newPlayer()])) };
}

/** Applies one event to the players, returning new players (or the same, for an empty field). */
function applyEvent(players: Players, event: RatingEvent): Players {
  if (event.type === 'solve') {
    assertId(event.player);
    const known = withNewcomers(players, [event.player]);
    return { ...known, [event.player]: rateAgainstPar(known[event.player]!, event).state };
  }
  if (event.type === 'day-end') {
    if (event.field.length === 0) return players;
    const known = withNewcomers(
      players,
      event.field.map((solve) => solve.player),
    );
    const rated = rateField(known, event.field, event);
    const states = Object.entries(rated).map(([id, rating]): [string, PlayerState] => [
      id,
      rating.state,
    ]);
    return { ...known, ...Object.fromEntries(states) };
  }
  throw new RangeError(`unknown event type ${JSON.stringify((event as { type: unknown }).type)}.`);
}

/**
 * Every player's state after `events`, applied in order from `players` (none by default).
 * Events must come in time order (days never go back); a player first seen starts at 1500,
 * RD 350, σ 0.06. Deterministic and pure, so replaying a log twice gives equal results and
 * `replay(later, replay(earlier))` equals `replay([...earlier, ...later])`. Throws RangeError
 * naming the event for any bad event, and then returns nothing: no state is half-applied.
 * Players come back keyed in id order, so equal states serialise equally.
 */
export function replay(events: readonly RatingEvent[], players: Players = {}): Players {
  let current = players;
  let lastDay = -Infinity;
  events.forEach((event, index) => {
    try {
      assertDay(event.day);
      if (event.day < lastDay) {
        throw new RangeError(
          `day ${event.day} follows day ${lastDay}; events must be in time order.`,
        );
      }
      lastDay = event.day;
      current = applyEvent(current, event);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      throw new RangeError(`event ${index}: ${error.message}`, { cause: error });
    }
  });
  const ids = Object.keys(current).sort();
  return Object.fromEntries(ids.map((id) => [id, current[id]!]));
}
