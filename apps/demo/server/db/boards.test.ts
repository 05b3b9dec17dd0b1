// The boards' reads against what they stand for, on SQLite and (npm test) PostgreSQL: best
// times kept as solves are stored are each player's fastest solve without hints, as grouping
// every solve would give; a day's board ranks established players first, fastest first.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isProvisional } from '../../shared/policy.js';
import { testServer, type TestServer } from '../test/testing.js';
import { bestTimes, dailyTimes } from './boards.js';
import { recordSolve } from './solves.js';

/** A small seeded random source, so a failure can be replayed. */
function randomFrom(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state >>> 16) % n;
  };
}

interface Made {
  player_id: string;
  size: number;
  difficulty: string;
  seconds: number;
  hints: number;
  day: string;
  mode: string;
  order: number;
}

describe('the boards', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await testServer();
  });
  afterEach(() => server.close());

  /** `count` players, some established (low RD, rated on two days or more), some not. */
  async function players(count: number, random: (n: number) => number) {
    const rows = Array.from({ length: count }, (_, k) => ({
      id: `p${k}`,
      name: `Player ${k}`,
      created_at: '2026-11-01T00:00:00Z',
      rating: 1500,
      rd: [80, 149, 150, 350][random(4)]!,
      volatility: 0.06,
      games: 3,
      rated_day: null,
      rated_days: random(4),
    }));
    await server.store.db.insertInto('players').values(rows).execute();
    return rows;
  }

  /** Stores `solves` one by one, as the referee does. */
  async function store(solves: Made[]) {
    for (const [k, s] of solves.entries()) {
      await recordSolve(server.store.db, {
        player_id: s.player_id,
        puzzle: `${s.size}/${s.difficulty}/code${k}`,
        size: s.size,
        difficulty: s.difficulty,
        code: `code${k}`,
        mode: s.mode,
        day: s.day,
        seconds: s.seconds,
        solved_at: '2026-11-30T12:00:00Z',
        rating_change: null,
        hints: s.hints,
      });
    }
  }

  it('reads each player’s fastest solve without hints, ties to who set it first', async () => {
    const random = randomFrom(7);
    await players(40, random);
    const solves: Made[] = Array.from({ length: 600 }, (_, order) => ({
      player_id: `p${random(40)}`,
      size: [7, 10][random(2)]!,
      difficulty: ['easy', 'hard'][random(2)]!,
      seconds: 60 + random(40),
      hints: random(5) === 0 ? 1 + random(3) : 0,
      day: '2026-11-30',
      mode: 'endless',
      order,
    }));
    await store(solves);
    for (const size of [7, 10]) {
      for (const difficulty of ['easy', 'hard']) {
        const best = new Map<string, Made>();
        for (const s of solves) {
          if (s.size !== size || s.difficulty !== difficulty || s.hints) continue;
          const kept = best.get(s.player_id);
          if (!kept || s.seconds < kept.seconds) best.set(s.player_id, s);
        }
        const expected = [...best.values()]
          .sort((a, b) => a.seconds - b.seconds || a.order - b.order)
          .map((s) => [s.player_id, s.seconds]);
        const read = await bestTimes(server.store.db, size, difficulty);
        expect(read.map((r) => [r.player_id, r.seconds])).toEqual(expected);
      }
    }
  });

  it('keeps a repeat and a slower solve from changing a best time', async () => {
    await players(1, () => 0);
    const solve = (code: string, seconds: number) =>
      recordSolve(server.store.db, {
        player_id: 'p0',
        puzzle: `7/easy/${code}`,
        size: 7,
        difficulty: 'easy',
        code,
        mode: 'endless',
        day: '2026-11-30',
        seconds,
        solved_at: '2026-11-30T12:00:00Z',
        rating_change: null,
      });
    await solve('a', 90);
    await solve('a', 10); // a repeat post of the same puzzle: the first counts
    await solve('b', 120);
    expect((await bestTimes(server.store.db, 7, 'easy')).map((r) => r.seconds)).toEqual([90]);
    await solve('c', 80);
    expect((await bestTimes(server.store.db, 7, 'easy')).map((r) => r.seconds)).toEqual([80]);
  });

  it('ranks a day’s established players first, each group fastest first, a hundred at most', async () => {
    const random = randomFrom(11);
    const who = await players(240, random);
    const solves: Made[] = who.map((p, order) => ({
      player_id: p.id,
      size: 7,
      difficulty: 'easy',
      seconds: 60 + random(50),
      hints: random(8) === 0 ? 1 : 0,
      day: ['2026-11-29', '2026-11-30'][random(4) === 0 ? 0 : 1]!,
      mode: random(6) === 0 ? 'archive' : 'daily',
      order,
    }));
    await store(solves);
    const provisional = new Map(who.map((p) => [p.id, isProvisional(p)]));
    for (const day of ['2026-11-29', '2026-11-30']) {
      const expected = solves
        .filter((s) => s.day === day && s.mode === 'daily' && !s.hints)
        .sort(
          (a, b) =>
            Number(provisional.get(a.player_id)) - Number(provisional.get(b.player_id)) ||
            a.seconds - b.seconds ||
            a.order - b.order,
        )
        .slice(0, 100)
        .map((s) => [s.player_id, s.seconds]);
      const read = await dailyTimes(server.store.db, day);
      expect(read.map((r) => [r.player_id, r.seconds])).toEqual(expected);
    }
    // Enough of both kinds on the bigger day that each group's read was put to the test.
    const today = await dailyTimes(server.store.db, '2026-11-30');
    expect(today).toHaveLength(100);
    expect(new Set(today.map((r) => isProvisional(r))).size).toBe(2);
  });
});
