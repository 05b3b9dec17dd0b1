import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlayer, findPlayer } from '../db/players.js';
import { openStore } from '../db/open.js';
import { recordSolve } from '../db/solves.js';
import { puzzleKey } from '../../shared/puzzle-key.js';
import { rateDailyField, rateFinishedDays } from './field-rating.js';
import { testServer, type TestServer } from '../test/testing.js';

const DAY = '2026-11-29'; // a Sunday: 13×13 hard
const TODAY = '2026-11-30';
const NOW = new Date('2026-11-30T00:05:00Z');

describe('the daily field rating', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await testServer();
  });
  afterEach(() => server.close());

  async function solvers(times: number[]): Promise<string[]> {
    const ids: string[] = [];
    for (const seconds of times) {
      const player = await createPlayer(server.store.db, NOW);
      await recordSolve(server.store.db, {
        player_id: player.id,
        puzzle: puzzleKey({ size: 13, difficulty: 'hard', code: 'abcdefghijkl', engine: 1 }),
        size: 13,
        difficulty: 'hard',
        code: 'abcdefghijkl',
        mode: 'daily',
        day: DAY,
        seconds,
        solved_at: '2026-11-29T10:00:00Z',
        rating_change: null,
      });
      ids.push(player.id);
    }
    return ids;
  }

  async function ratingOf(id: string): Promise<number> {
    return (await findPlayer(server.store.db, id))!.rating;
  }

  it('rates every solver once; the fastest gains most, the slowest loses most', async () => {
    const [fast, middle, slow] = await solvers([500, 900, 1400]);
    const result = await rateDailyField(server.store, DAY, TODAY, NOW);
    expect(result).toEqual({ day: DAY, solvers: 3, already: false });
    const [a, b, c] = [await ratingOf(fast!), await ratingOf(middle!), await ratingOf(slow!)];
    expect(a).toBeGreaterThan(1500);
    expect(c).toBeLessThan(1500);
    expect(a).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(c);
    const changes = await server.store.db
      .selectFrom('solves')
      .select('rating_change')
      .orderBy('id')
      .execute();
    expect(changes.map((s) => Math.sign(s.rating_change!))).toEqual([1, Math.sign(b - 1500), -1]);
    const player = (await findPlayer(server.store.db, fast!))!;
    expect(player.games).toBe(1);
    expect(player.rated_day).toBe(TODAY);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const [fast] = await solvers([500, 900]);
    await rateDailyField(server.store, DAY, TODAY, NOW);
    const once = await ratingOf(fast!);
    expect(await rateDailyField(server.store, DAY, TODAY, NOW)).toEqual({
      day: DAY,
      solvers: 0,
      already: true,
    });
    expect(await ratingOf(fast!)).toBe(once);
  });

  it('runs once when two servers race for the same day', async () => {
    const [fast] = await solvers([500, 900, 700]);
    const other = await openStore(server.config);
    try {
      const race = [
        () => rateDailyField(server.store, DAY, TODAY, NOW),
        () => rateDailyField(other, DAY, TODAY, NOW),
      ];
      // PostgreSQL: a true race over two pools. better-sqlite3 is synchronous, so two SQLite
      // connections in one process would wait on each other's lock in the same thread: there the
      // servers take turns, and SQLite's file lock orders separate processes the same way.
      const results =
        server.store.dialect === 'postgres'
          ? await Promise.all(race.map((run) => run()))
          : [await race[0]!(), await race[1]!()];
      expect(results.filter((r) => !r.already)).toHaveLength(1);
      const rows = await server.store.db.selectFrom('field_ratings').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect((await findPlayer(server.store.db, fast!))!.games).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('leaves hinted daily solves out of the field', async () => {
    const [fast, slow] = await solvers([500, 900]);
    await server.store.db
      .updateTable('solves')
      .set({ hints: 1 })
      .where('player_id', '=', slow!)
      .execute();
    expect(await rateDailyField(server.store, DAY, TODAY, NOW)).toEqual({
      day: DAY,
      solvers: 0,
      already: false,
    });
    expect(await ratingOf(fast!)).toBe(1500);
  });

  it('leaves a field of one unrated', async () => {
    const [alone] = await solvers([500]);
    expect(await rateDailyField(server.store, DAY, TODAY, NOW)).toEqual({
      day: DAY,
      solvers: 0,
      already: false,
    });
    expect(await ratingOf(alone!)).toBe(1500);
  });

  it.each([
    ['2026-11-30', /not over yet/],
    ['2026-12-01', /not over yet/],
    ['2026-10-01', /no daily/],
    ['yesterday', /Not a day/],
  ])('refuses %s', async (day, message) => {
    await expect(rateDailyField(server.store, day, TODAY, NOW)).rejects.toThrow(message);
  });

  it('catches up every finished day not yet rated, and only those', async () => {
    await solvers([500, 900]);
    const first = await rateFinishedDays(server.store, TODAY, NOW, '2026-11-27');
    expect(first.map((r) => r.day)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(first.find((r) => r.day === DAY)!.solvers).toBe(2);
    expect(await rateFinishedDays(server.store, TODAY, NOW, '2026-11-27')).toEqual([]);
  });
});
