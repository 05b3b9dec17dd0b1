// Migration 006-stats. Written once, never edited after it ships (a change is a new migration); the
// same statements run on SQLite and PostgreSQL.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m006(_dialect: DialectName): Migration {
  return {
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
  };
}
