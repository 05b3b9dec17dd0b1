// Migration 008-progress. Written once, never edited after it ships (a change is a new migration);
// the same statements run on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m008(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A player's unfinished daily and archive puzzles, so another device picks them up.
      await db.schema
        .createTable('progress')
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('puzzle', 'text', (c) => c.notNull())
        .addColumn('marks', 'text', (c) => c.notNull())
        .addColumn('moves', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('progress_key', ['player_id', 'puzzle'])
        .execute();
    },
  };
}
