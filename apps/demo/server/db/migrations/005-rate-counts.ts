// Migration 005-rate-counts. Written once, never edited after it ships (a change is a new
// migration); the same statements run on SQLite and PostgreSQL.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m005(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The rate limits' window counts, shared by the servers on one PostgreSQL. Unlogged there
      // (no write-ahead log: counts are cheap to lose); SQLite's servers count in memory.
      const table = db.schema.createTable('rate_counts');
      await (dialect === 'postgres' ? table.modifyFront(sql`unlogged`) : table)
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('until', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
    },
  };
}
