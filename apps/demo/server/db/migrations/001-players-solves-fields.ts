// Migration 001-players-solves-fields. Written once, never edited after it ships (a change is a new
// migration); the same statements run on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m001(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('players')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull().defaultTo(1500))
        .addColumn('rd', 'double precision', (c) => c.notNull().defaultTo(350))
        .addColumn('volatility', 'double precision', (c) => c.notNull().defaultTo(0.06))
        .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rated_day', 'text')
        .execute();
      await db.schema
        .createTable('solves')
        // Rows numbered in the order they were accepted: SQLite's INTEGER PRIMARY KEY,
        // PostgreSQL's identity column.
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres'
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('puzzle', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('difficulty', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addColumn('solved_at', 'text', (c) => c.notNull())
        .addColumn('rating_change', 'double precision')
        .addUniqueConstraint('solves_player_puzzle', ['player_id', 'puzzle'])
        .execute();
      await db.schema.createIndex('solves_by_day').on('solves').columns(['mode', 'day']).execute();
      await db.schema
        .createIndex('solves_by_size')
        .on('solves')
        .columns(['size', 'seconds'])
        .execute();
      await db.schema
        .createTable('field_ratings')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('rated_at', 'text', (c) => c.notNull())
        .addColumn('solvers', 'integer', (c) => c.notNull())
        .execute();
    },
  };
}
