// Migrations on a database that has rows already (SQLite; the statements are the same on
// PostgreSQL, where every other storage test runs them from empty). 006: each rated player's
// history starts at their last rating day; players never rated have none. 009: every stored
// solve is version 1's, and the same code's version-2 puzzle is a puzzle apart. 010: each
// player's best time without hints at each size and level, the first of equal times.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { puzzleKey } from '../../shared/puzzle-key.js';
import { migrationProvider } from './migrations.js';
import type { Database } from './schema.js';
import { recordSolve } from './solves.js';

describe('migration 006-stats', () => {
  it('starts each rated player’s rating history at their last rating day', async () => {
    const db = new Kysely<Record<string, Record<string, unknown>>>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
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

describe('migration 009-engine-score', () => {
  it('keeps every solve as version 1’s and lets the same code’s version-2 puzzle be solved apart', async () => {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    });
    const migrator = new Migrator({ db, provider: migrationProvider('sqlite') });
    expect((await migrator.migrateTo('008-progress')).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto('players')
      .values({ id: 'p1', created_at: '2026-11-01T00:00:00Z', name: null })
      .execute();
    const solve = {
      player_id: 'p1',
      size: 10,
      difficulty: 'medium',
      code: 'abcdefghijkl',
      mode: 'archive',
      day: '2026-11-20',
      seconds: 300,
      solved_at: '2026-11-21T10:00:00Z',
      rating_change: null,
    };
    await old
      .insertInto('solves')
      .values({ ...solve, puzzle: '10/medium/abcdefghijkl', hints: 0 })
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const [before] = await db.selectFrom('solves').selectAll().execute();
    expect(before).toMatchObject({ puzzle: '10/medium/abcdefghijkl', engine: 1, score: null });
    const v2 = { size: 10, difficulty: 'medium', code: 'abcdefghijkl', engine: 2 };
    expect(puzzleKey(v2)).toBe('10/medium/abcdefghijkl@2');
    const first = await recordSolve(db, { ...solve, ...v2, puzzle: puzzleKey(v2), score: 4.4 });
    expect(first.repeat).toBe(false);
    expect(first.solve).toMatchObject({ engine: 2, score: 4.4 });
    // Version 1's key is what it was: its repeat is a repeat, not a second solve.
    const v1 = { ...v2, engine: 1 };
    const again = await recordSolve(db, { ...solve, ...v1, puzzle: puzzleKey(v1) });
    expect(again).toMatchObject({ repeat: true, solve: { id: before!.id } });
    expect(await db.selectFrom('solves').select('puzzle').execute()).toHaveLength(2);
    await db.destroy();
  });
});

describe('migration 010-best-times', () => {
  it('fills each player’s best time without hints from the solves stored before it', async () => {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    });
    const migrator = new Migrator({ db, provider: migrationProvider('sqlite') });
    expect((await migrator.migrateTo('009-engine-score')).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    for (const id of ['a', 'b']) {
      await old.insertInto('players').values({ id, created_at: '2026-11-01T00:00:00Z' }).execute();
    }
    // [player, size, level, seconds, hints], in the order they were stored.
    const solves: [string, number, string, number, number][] = [
      ['a', 7, 'easy', 90, 0],
      ['a', 7, 'easy', 70, 0],
      ['a', 7, 'easy', 70, 0], // the same time again: the first keeps it
      ['a', 7, 'easy', 30, 2], // hinted: not a best time
      ['a', 7, 'hard', 200, 0],
      ['b', 7, 'easy', 70, 0],
      ['b', 10, 'easy', 40, 1],
    ];
    for (const [k, [player_id, size, difficulty, seconds, hints]] of solves.entries()) {
      await old
        .insertInto('solves')
        .values({
          player_id,
          puzzle: `${size}/${difficulty}/c${k}`,
          size,
          difficulty,
          code: `c${k}`,
          mode: 'endless',
          day: '2026-11-20',
          seconds,
          solved_at: '2026-11-20T10:00:00Z',
          hints,
        })
        .execute();
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const kept = await db
      .selectFrom('best_times')
      .selectAll()
      .orderBy('size')
      .orderBy('difficulty')
      .orderBy('seconds')
      .orderBy('solve_id')
      .execute();
    expect(kept).toEqual([
      { size: 7, difficulty: 'easy', player_id: 'a', seconds: 70, solve_id: 2 },
      { size: 7, difficulty: 'easy', player_id: 'b', seconds: 70, solve_id: 6 },
      { size: 7, difficulty: 'hard', player_id: 'a', seconds: 200, solve_id: 5 },
    ]);
    await db.destroy();
  });
});
