// Migration 002-solve-hints. Written once, never edited after it ships (a change is a new
// migration); the same statements run on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m002(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Hints used for a solve: a hinted solve is stored but neither rated nor ranked.
      await db.schema
        .alterTable('solves')
        .addColumn('hints', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
