// Migration 007-sign-in-codes. Written once, never edited after it ships (a change is a new
// migration); the same statements run on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m007(_dialect: DialectName): Migration {
  return {
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
  };
}
