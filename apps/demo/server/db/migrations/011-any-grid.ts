// Migration 011-any-grid. Written once, never edited after it ships (a change is a new migration);
// the same statements run on SQLite and PostgreSQL.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m011(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Sizes as the game writes them: 7 for 7 × 7, "20x12" for a rectangle (shared/sizes.ts).
      // PostgreSQL's integer columns become text, every square kept ("7"). SQLite keeps any
      // value in any column: a rectangle's size is stored as its text as it stands.
      if (dialect !== 'postgres') return;
      for (const table of ['solves', 'best_times']) {
        await sql`alter table ${sql.table(table)} alter column size type text
          using size::text`.execute(db);
      }
    },
  };
}
