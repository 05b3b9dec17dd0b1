// Migration 009-engine-score. Written once, never edited after it ships (a change is a new
// migration); the same statements run on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m009(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The engine version that made a solve's code, and its puzzle's difficulty score: every
      // solve before this was version 1's (its puzzle key has no `@<engine>`, as version 1's
      // never will), its score unknown until read (fit-par works it out from the code).
      await db.schema
        .alterTable('solves')
        .addColumn('engine', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('solves').addColumn('score', 'double precision').execute();
      // Best times by size and level, now that each size comes in three.
      await db.schema
        .createIndex('solves_by_level')
        .on('solves')
        .columns(['size', 'difficulty', 'seconds'])
        .execute();
    },
  };
}
