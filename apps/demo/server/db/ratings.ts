// Players' ratings in storage, as the ratings package sees them: rated_day is kept as a day
// (`YYYY-MM-DD`), the package counts days as whole numbers.
import type { PlayerState } from '@galaxies/ratings';
import type { Kysely, Transaction } from 'kysely';
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

export async function saveRating(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  state: PlayerState,
): Promise<void> {
  await db
    .updateTable('players')
    .set({
      rating: state.rating,
      rd: state.rd,
      volatility: state.volatility,
      games: state.games,
      rated_day: state.day === null ? null : dayOfNumber(state.day),
    })
    .where('id', '=', id)
    .execute();
}
