// Migration 013-races. Written once, never edited after it ships (a change is a new migration);
// the same statements run on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function m013(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Live races: the room, its Endless puzzle (never sent before the start), the host, and
      // the start and time limit once called (milliseconds, the server's clock).
      await db.schema
        .createTable('races')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('host_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('size', 'text', (c) => c.notNull())
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('engine', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'bigint')
        .addColumn('ends_at', 'bigint')
        .execute();
      // Its racers, by seat: the name they race under, their progress (kept now and then, for
      // a racer coming back), their server-checked finish, and whether they are away or left.
      await db.schema
        .createTable('race_racers')
        .addColumn('race_id', 'text', (c) => c.notNull().references('races.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('finish_seconds', 'integer')
        .addColumn('finish_hints', 'integer')
        .addColumn('finished_at', 'bigint')
        // Each connection counts up: a drop is the racer's only if no newer connection came.
        .addColumn('connection', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('away_since', 'bigint')
        .addColumn('left_at', 'bigint')
        .addPrimaryKeyConstraint('race_racers_seat', ['race_id', 'seat'])
        .addUniqueConstraint('race_racers_once', ['race_id', 'player_id'])
        .execute();
    },
  };
}
