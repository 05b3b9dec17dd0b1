// Players' ratings in storage, as the ratings package sees them: rated_day is kept as a day
// (`YYYY-MM-DD`), the package counts days as whole numbers.
import type { PlayerState } from '@galaxies/ratings';
import { sql, type Kysely, type Transaction } from 'kysely';
import { dayNumber, dayOfNumber } from '../../shared/days.js';
import type { Database, Player } from './schema.js';

export function ratingState(player: Player): PlayerState {
  return {
    rating: player.rating,
    rd: player.rd,
    volatility: player.volatility,
    games: player.games,
    day: player.rated_day === null ? null : dayNumber(player.rated_day),
  };
}

/**
 * Saves the rating `before` became: a rating period on a new day counts one more rated day, and
 * the day's rating goes in the player's history. Returns the rated days it added (0 or 1).
 */
export async function saveRating(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  before: PlayerState,
  state: PlayerState,
): Promise<number> {
  const newDay = state.day !== null && state.day !== before.day ? 1 : 0;
  await db
    .updateTable('players')
    .set({
      rating: state.rating,
      rd: state.rd,
      volatility: state.volatility,
      games: state.games,
      rated_day: state.day === null ? null : dayOfNumber(state.day),
      rated_days: sql<number>`rated_days + ${newDay}`,
    })
    .where('id', '=', id)
    .execute();
  if (state.day === null) return newDay;
  // The day's last rating is its rating in the history.
  const point = { rating: state.rating, rd: state.rd };
  await db
    .insertInto('rating_history')
    .values({ player_id: id, day: dayOfNumber(state.day), ...point })
    .onConflict((oc) => oc.columns(['player_id', 'day']).doUpdateSet(point))
    .execute();
  return newDay;
}
