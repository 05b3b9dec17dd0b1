// Migration 003-rated-days. Written once, never edited after it ships (a change is a new
// migration); the same statements run on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m003(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Days a player has been rated on: with a narrow interval, what makes them established.
      await db.schema
        .alterTable('players')
        .addColumn('rated_days', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
