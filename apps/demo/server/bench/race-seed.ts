// Past races for the race check (BENCH_RACE_PAST_RACERS): `racers` rows of race_racers in 7×7
// easy races of ten that ended a day ago (one racer in three without a finish: out of time), by
// a thousand players, written straight into the database in one statement a table (seed.ts's
// numbers), so the live races run beside the history a site builds up.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { SITE_ENGINE } from '../../shared/puzzle-key.js';
import { numbers } from './seed.js';

export async function seedPastRaces(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  racers: number,
): Promise<void> {
  if (racers <= 0) return;
  const players = Math.min(1000, Math.max(10, racers));
  const races = Math.ceil(racers / 10);
  const startedAt = Date.now() - 86_400_000;
  const at = sql.lit(new Date(startedAt).toISOString());
  const [starts, ends] = [sql.lit(startedAt), sql.lit(startedAt + 360_000)];
  // One racer in three ran out of time (no finish), as many do.
  const unfinished = sql`i % 3 = 2`;
  await sql`insert into players (id, name, created_at, rating, rd, volatility, games, rated_day, rated_days)
    select 'past' || i, null, ${at}, 1500, 350, 0.06, 0, null, 0
    from (${numbers(dialect, players)}) as p`.execute(db);
  await sql`insert into races (id, host_id, size, level, code, engine, created_at, starts_at, ends_at)
    select 'past' || i, 'past' || ((i * 10) % ${sql.lit(players)}), '7', 'easy', 'past' || i,
      ${sql.lit(SITE_ENGINE)}, ${at}, ${starts}, ${ends}
    from (${numbers(dialect, races)}) as r`.execute(db);
  await sql`insert into race_racers (race_id, seat, player_id, name, tag, progress, finish_seconds,
      finish_hints, finished_at, connection, away_since, left_at)
    select 'past' || (i / 10), (i % 10) + 1, 'past' || (i % ${sql.lit(players)}), 'Past', 'past',
      case when ${unfinished} then (i * 7) % 100 else 100 end,
      case when ${unfinished} then null else 60 + i % 120 end,
      case when ${unfinished} then null else 0 end,
      case when ${unfinished} then null else ${ends} end, 1, null, null
    from (${numbers(dialect, racers)}) as s`.execute(db);
}
