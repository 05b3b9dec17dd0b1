// Players' ratings in storage, as the ratings package sees them: rated_day is kept as a day
// (`YYYY-MM-DD`), the package counts days as whole numbers.
import type { PlayerState } from '@galaxies/ratings';
import { sql, type Kysely, type Transaction } from 'kysely';
import { dayNumber, dayOfNumber } from '../days.js';
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

/** Saves the rating `before` became: a rating period on a new day counts one more rated day. */
export async function saveRating(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  before: PlayerState,
  state: PlayerState,
): Promise<void> {
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
}
