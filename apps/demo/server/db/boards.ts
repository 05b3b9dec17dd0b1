// Leaderboard queries: a day's daily times, the best time per player by size and level, the
// ratings; and a player's own bests and latest solves.
import { sql, type Kysely } from 'kysely';
import { ESTABLISHED_DAYS, ESTABLISHED_RD } from '../../shared/policy.js';
import { sizesShown, type Size } from '../../shared/sizes.js';
import type { Database } from './schema.js';
import { renamePlayer } from './players.js';

const TOP = 100;

export interface TimeRow {
  player_id: string;
  name: string | null;
  seconds: number;
  /** What says whether the player is provisional (see policy.ts). */
  rd: number;
  rated_days: number;
}

/**
 * The day's daily solves without hints: established players first, each group fastest first
 * (ties: who solved first), so a flood of new players never pushes an established one down.
 * Each group is read fastest first by index, both at once (one wait for the database, not two,
 * when it is busy): the established first, then the provisional fill what is left.
 */
export async function dailyTimes(db: Kysely<Database>, day: string): Promise<TimeRow[]> {
  const group = (established: boolean, limit: number) => {
    let query = db
      .selectFrom('solves')
      .innerJoin('players', 'players.id', 'solves.player_id')
      .select([
        'solves.player_id',
        'players.name',
        'solves.seconds',
        'players.rd',
        'players.rated_days',
      ])
      .where('solves.day', '=', day)
      .where('solves.mode', '=', 'daily')
      .where('solves.hints', '=', 0);
    query = established
      ? query
          .where('players.rd', '<', ESTABLISHED_RD)
          .where('players.rated_days', '>=', ESTABLISHED_DAYS)
      : query.where((eb) =>
          eb.or([
            eb('players.rd', '>=', ESTABLISHED_RD),
            eb('players.rated_days', '<', ESTABLISHED_DAYS),
          ]),
        );
    return query.orderBy('solves.seconds').orderBy('solves.id').limit(limit).execute();
  };
  const [established, provisional] = await Promise.all([group(true, TOP), group(false, TOP)]);
  return [...established, ...provisional].slice(0, TOP);
}

/**
 * Each player's best time at `size` and `difficulty` without hints, fastest first, ties to who
 * set the time first (a level's puzzles by every engine version: version 1's 7×7 easy is a 7×7
 * easy). Read from the kept best times by index: as fast with a million solves as with none.
 */
export async function bestTimes(
  db: Kysely<Database>,
  size: Size,
  difficulty: string,
): Promise<TimeRow[]> {
  return db
    .selectFrom('best_times')
    .innerJoin('players', 'players.id', 'best_times.player_id')
    .select([
      'best_times.player_id',
      'players.name',
      'players.rd',
      'players.rated_days',
      'best_times.seconds',
    ])
    .where('best_times.size', '=', size)
    .where('best_times.difficulty', '=', difficulty)
    .orderBy('best_times.seconds')
    .orderBy('best_times.solve_id')
    .limit(TOP)
    .execute();
}

export interface RatingRow {
  player_id: string;
  name: string | null;
  rating: number;
  rd: number;
  volatility: number;
  games: number;
  rated_days: number;
}

/** Rated players, highest rating first: established ones only, unless `provisional`. */
export async function ratings(
  db: Kysely<Database>,
  { provisional = false }: { provisional?: boolean } = {},
): Promise<RatingRow[]> {
  let query = db
    .selectFrom('players')
    .select(['id as player_id', 'name', 'rating', 'rd', 'volatility', 'games', 'rated_days'])
    .where('games', '>', 0);
  if (!provisional) {
    query = query.where('rd', '<', ESTABLISHED_RD).where('rated_days', '>=', ESTABLISHED_DAYS);
  }
  return query.orderBy('rating', 'desc').orderBy('id').limit(TOP).execute();
}

/** A solve as the player's record lists it (`playerRecord`). */
export interface RecentSolve {
  puzzle: string;
  size: Size;
  difficulty: string;
  code: string;
  engine: number;
  score: number | null;
  mode: string;
  day: string;
  seconds: number;
  rating_change: number | null;
  hints: number;
}

/**
 * The player's own record as /api/me shows it, in one statement: their latest `limit` solves,
 * newest first, and their best time without hints at each size shown (`sizesShown`: the first four
 * squares and every other size they played; null where they have none). The best times come back
 * as rows of their own (`part` 'best': size and seconds), after the solves.
 */
export async function playerRecord(db: Kysely<Database>, playerId: string, limit = 20) {
  const { rows } = await sql<RecentSolve & { part: 'recent' | 'best' }>`
    select * from (
      select 'recent' as part, puzzle, size, difficulty, code, engine, score, mode, day,
        seconds, rating_change, hints
      from solves where player_id = ${playerId} order by id desc limit ${limit}
    ) as recent
    union all
    select 'best' as part, null, size, null, null, null, null, null, null,
      min(seconds), null, null
    from solves where player_id = ${playerId} and hints = 0 group by size`.execute(db);
  const recent = rows.filter((r) => r.part === 'recent').map(({ part: _, ...solve }) => solve);
  const best = new Map(rows.filter((r) => r.part === 'best').map((r) => [r.size, r.seconds]));
  const shown = sizesShown([...best.keys()]);
  return { recent, best: Object.fromEntries(shown.map((size) => [size, best.get(size) ?? null])) };
}

/** Renames the player and reads their record, as `PUT /api/me` answers: one transaction. */
export function renamedRecord(db: Kysely<Database>, playerId: string, name: string) {
  return db.transaction().execute(async (tx) => {
    await renamePlayer(tx, playerId, name);
    return playerRecord(tx, playerId);
  });
}
