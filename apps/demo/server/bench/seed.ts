// Stored solves for the board-reads check, written straight into the database in one statement
// each (SQLite's recursive count, PostgreSQL's generate_series): `count` solves by count/20
// players over the four sizes and three levels, a tenth of them dailies over the last 30 days,
// one in 17 with hints; then each player's best times, as storing them one by one would keep
// (the first of equal times aside: the bench reads boards, it does not rank ties).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * `count` numbers 0 … count − 1 as a table `n(i)`, in the dialect's own way. Numbers are written
 * into the statement: SQLite binds a JavaScript number as a real, and 'seed' || 3.0 is 'seed3.0'.
 */
export function numbers(dialect: 'sqlite' | 'postgres', count: number) {
  return dialect === 'postgres'
    ? sql`select i from generate_series(0, ${sql.lit(count - 1)}) as n(i)`
    : sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${sql.lit(count - 1)}) select i from n`;
}

/** A day `back` days before `today` (`YYYY-MM-DD`), as SQL. */
function dayBefore(dialect: 'sqlite' | 'postgres', today: string, back: ReturnType<typeof sql>) {
  return dialect === 'postgres'
    ? sql`to_char(${today}::date - (${back})::int, 'YYYY-MM-DD')`
    : sql`date(${today}, '-' || (${back}) || ' days')`;
}

export async function seedSolves(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  count: number,
  today: string,
): Promise<void> {
  if (count === 0) return;
  const players = Math.max(10, Math.floor(count / 20));
  const at = `${today}T12:00:00Z`;
  await sql`insert into players (id, name, created_at, rating, rd, volatility, games, rated_day, rated_days)
    select 'seed' || i, null, ${at}, 1500, case when i % 3 = 0 then 80 else 350 end, 0.06, 1, null,
      case when i % 3 = 0 then 5 else 0 end
    from (${numbers(dialect, players)}) as p`.execute(db);
  const day = dayBefore(dialect, today, sql`(i / 10) % 30`);
  await sql`insert into solves (player_id, puzzle, size, difficulty, code, engine, score, mode, day,
      seconds, solved_at, rating_change, hints)
    select 'seed' || (i % ${sql.lit(players)}), 'seed/' || i,
      case i % 4 when 0 then 7 when 1 then 10 when 2 then 13 else 15 end,
      case (i / 4) % 3 when 0 then 'easy' when 1 then 'medium' else 'hard' end,
      'seed' || i, 2, 3.0,
      case when i % 10 = 0 then 'daily' else 'endless' end,
      case when i % 10 = 0 then ${day} else ${today} end,
      30 + ((i % 900) * 7919) % 900, ${at}, null,
      case when i % 17 = 0 then 1 else 0 end
    from (${numbers(dialect, count)}) as s`.execute(db);
  await sql`insert into best_times (size, difficulty, player_id, seconds, solve_id)
    select size, difficulty, player_id, min(seconds), min(id) from solves where hints = 0
    group by size, difficulty, player_id`.execute(db);
}
