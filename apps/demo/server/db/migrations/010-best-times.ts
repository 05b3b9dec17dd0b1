// Migration 010-best-times. Written once, never edited after it ships (a change is a new
// migration); the same statements run on SQLite and PostgreSQL.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m010(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Each player's best time without hints at each size and level, kept as solves are
      // stored (db/solves.ts), so a best-times board reads its top rows by index instead of
      // grouping every solve of its size and level. Ties: who set the time first.
      await db.schema
        .createTable('best_times')
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('difficulty', 'text', (c) => c.notNull())
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addColumn('solve_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('best_times_key', ['size', 'difficulty', 'player_id'])
        .execute();
      await db.schema
        .createIndex('best_times_by_board')
        .on('best_times')
        .columns(['size', 'difficulty', 'seconds', 'solve_id'])
        .execute();
      await sql`insert into best_times (size, difficulty, player_id, seconds, solve_id)
        select s.size, s.difficulty, s.player_id, s.seconds, min(s.id) from solves s
        where s.hints = 0 and s.seconds = (
          select min(t.seconds) from solves t
          where t.player_id = s.player_id and t.size = s.size
            and t.difficulty = s.difficulty and t.hints = 0)
        group by s.size, s.difficulty, s.player_id, s.seconds`.execute(db);
      // A day's daily board: that day's solves without hints, fastest first, by index.
      await db.schema
        .createIndex('solves_daily_board')
        .on('solves')
        .columns(['day', 'mode', 'hints', 'seconds', 'id'])
        .execute();
    },
  };
}
