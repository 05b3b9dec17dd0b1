// Migration 004-device-sessions. Written once, never edited after it ships (a change is a new
// migration); the same statements run on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m004(_dialect: DialectName): Migration {
  return {
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
  };
}
