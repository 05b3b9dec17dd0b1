// Schema migrations, in order. Each is written once and never edited after it ships; a change
// to the schema is a new migration. The same statements run on SQLite and PostgreSQL.
import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

export type DialectName = 'sqlite' | 'postgres';

const migrations = (dialect: DialectName): Record<string, Migration> => ({
  '001-players-solves-fields': {
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
  },
  '002-solve-hints': {
    async up(db: Kysely<unknown>) {
      // Hints used for a solve: a hinted solve is stored but neither rated nor ranked.
      await db.schema
        .alterTable('solves')
        .addColumn('hints', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  '003-rated-days': {
    async up(db: Kysely<unknown>) {
      // Days a player has been rated on: with a narrow interval, what makes them established.
      await db.schema
        .alterTable('players')
        .addColumn('rated_days', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  '004-device-sessions': {
    async up(db: Kysely<unknown>) {
      // A device's session: what the player cookie names, so one device can be signed out.
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('sessions_by_player')
        .on('sessions')
        .column('player_id')
        .execute();
    },
  },
  '005-rate-counts': {
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
  },
  '006-stats': {
    async up(db: Kysely<unknown>) {
      // A player's solves by mode and day, for their streaks and stats.
      await db.schema
        .createIndex('solves_by_player')
        .on('solves')
        .columns(['player_id', 'mode', 'day'])
        .execute();
      // A player's rating at the end of each day it changed, for the rating history.
      await db.schema
        .createTable('rating_history')
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('rd', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('rating_history_key', ['player_id', 'day'])
        .execute();
      // Each player rated before there was a history starts theirs at their last rating day.
      await sql`insert into rating_history (player_id, day, rating, rd)
        select id, rated_day, rating, rd from players where rated_day is not null`.execute(db);
    },
  },
  '007-sign-in-codes': {
    async up(db: Kysely<unknown>) {
      // One-time codes that sign another browser in as a player: a transfer code (minutes) or
      // the player's recovery code (until used or replaced). Only their keyed hashes are kept.
      await db.schema
        .createTable('sign_in_codes')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('sign_in_codes_by_player')
        .on('sign_in_codes')
        .columns(['player_id', 'kind'])
        .execute();
      // What a device is, as its browser says ("Chrome on Android"), for the devices list.
      await db.schema.alterTable('sessions').addColumn('device', 'text').execute();
    },
  },
  '008-progress': {
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
  },
  '009-engine-score': {
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
  },
  '010-best-times': {
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
  },
  '011-any-grid': {
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
  },
});

export function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      return migrations(dialect);
    },
  };
}
