// Leaderboard queries: a day's daily times, the best time per player by size, the ratings.
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

const TOP = 100;

export interface TimeRow {
  player_id: string;
  name: string | null;
  seconds: number;
}

/** The day's daily solves without hints, fastest first (ties: who solved first). */
export async function dailyTimes(db: Kysely<Database>, day: string): Promise<TimeRow[]> {
  return db
    .selectFrom('solves')
    .innerJoin('players', 'players.id', 'solves.player_id')
    .select(['solves.player_id', 'players.name', 'solves.seconds'])
    .where('solves.mode', '=', 'daily')
    .where('solves.day', '=', day)
    .where('solves.hints', '=', 0)
    .orderBy('solves.seconds')
    .orderBy('solves.id')
    .limit(TOP)
    .execute();
}

/** Each player's best time at `size` without hints, fastest first. */
export async function bestTimes(db: Kysely<Database>, size: number): Promise<TimeRow[]> {
  const rows = await db
    .selectFrom('solves')
    .innerJoin('players', 'players.id', 'solves.player_id')
    .select((eb) => [
      'solves.player_id',
      'players.name',
      eb.fn.min<number>('solves.seconds').as('seconds'),
    ])
    .where('solves.size', '=', size)
    .where('solves.hints', '=', 0)
    .groupBy(['solves.player_id', 'players.name'])
    .orderBy('seconds')
    .orderBy('solves.player_id')
    .limit(TOP)
    .execute();
  return rows.map((r) => ({ ...r, seconds: Number(r.seconds) }));
}

export interface RatingRow {
  player_id: string;
  name: string | null;
  rating: number;
  rd: number;
  volatility: number;
  games: number;
}

/** Rated players, highest rating first. */
export async function ratings(db: Kysely<Database>): Promise<RatingRow[]> {
  return db
    .selectFrom('players')
    .select(['id as player_id', 'name', 'rating', 'rd', 'volatility', 'games'])
    .where('games', '>', 0)
    .orderBy('rating', 'desc')
    .orderBy('id')
    .limit(TOP)
    .execute();
}

/** The player's best time at each size (null where they have none). */
export async function personalBests(
  db: Kysely<Database>,
  playerId: string,
  sizes: readonly number[],
) {
  const rows = await db
    .selectFrom('solves')
    .select((eb) => ['size', eb.fn.min<number>('seconds').as('seconds')])
    .where('player_id', '=', playerId)
    .where('hints', '=', 0)
    .groupBy('size')
    .execute();
  return Object.fromEntries(
    sizes.map((size) => [size, rows.find((r) => r.size === size)?.seconds ?? null]),
  );
}

/** The player's latest solves, newest first. */
export async function recentSolves(db: Kysely<Database>, playerId: string, limit = 20) {
  return db
    .selectFrom('solves')
    .select(['puzzle', 'size', 'mode', 'day', 'seconds', 'rating_change', 'hints'])
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
