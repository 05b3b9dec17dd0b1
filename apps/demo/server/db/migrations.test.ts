// Migration 006 on a database that has players already: each rated player's history starts at
// their last rating day; players never rated have none. (SQLite; the statements are the same on
// PostgreSQL, where every other storage test runs them from empty.)
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrationProvider } from './migrations.js';

describe('migration 006-stats', () => {
  it('starts each rated player’s rating history at their last rating day', async () => {
    const db = new Kysely<Record<string, Record<string, unknown>>>({
      dialect: new SqliteDialect({ database: new Database(':memory:') }),
    });
    const migrator = new Migrator({ db, provider: migrationProvider('sqlite') });
    expect((await migrator.migrateTo('005-rate-counts')).error).toBeUndefined();
    const player = { created_at: '2026-11-01T00:00:00Z', volatility: 0.06, name: null };
    await db
      .insertInto('players')
      .values([
        {
          ...player,
          id: 'rated',
          rating: 1600,
          rd: 120,
          games: 5,
          rated_day: '2026-11-20',
          rated_days: 3,
        },
        { ...player, id: 'new', rating: 1500, rd: 350, games: 0, rated_day: null, rated_days: 0 },
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const history = await db.selectFrom('rating_history').selectAll().execute();
    expect(history).toEqual([{ player_id: 'rated', day: '2026-11-20', rating: 1600, rd: 120 }]);
    await db.destroy();
  });
});
