// The attacks a referee must stand, each against a whole server and its database (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set): cookieless floods, chosen codes and claimed times,
// a daily posted as endless, a flood of fresh codes meant to make the server make puzzles.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyOf } from '../play/daily.js';
import { NEW_PLAYERS_PER_TEN_MINUTES, WRITES_PER_MINUTE } from '../../shared/policy.js';
import { answerOf, SITE_ENGINE, puzzlesMade } from '../play/puzzles.js';
import { honestPost, start, TEST_SECRET, testServer, type TestServer } from './testing.js';

const TODAY = '2026-11-30'; // Monday: 7×7 easy

describe('the referee under attack', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await testServer({ writeLimit: 1000 });
    server.setNow(new Date(`${TODAY}T12:00:00Z`));
  });
  afterEach(() => server.close());

  const post = (payload: object, cookie?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/galaxies/solves',
      payload,
      headers: cookie ? { cookie } : {},
    });
  const count = async (table: 'players' | 'solves') =>
    Number(
      (
        await server.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a cookieless flood of daily posts makes no player and no solve', async () => {
    const started = await start(server, { mode: 'daily' });
    server.wait(11);
    const honest = honestPost(started, 'daily', 10);
    for (let k = 0; k < 100; k++) expect((await post(honest)).statusCode).toBe(401);
    expect(await count('solves')).toBe(0);
    expect(await count('players')).toBe(1); // the one who asked for the ticket
  });

  it(`a cookieless flood of tickets makes at most ${NEW_PLAYERS_PER_TEN_MINUTES} players from one address`, async () => {
    const codes: number[] = [];
    for (let k = 0; k < NEW_PLAYERS_PER_TEN_MINUTES + 40; k++) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/galaxies/tickets',
        payload: { mode: 'daily' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(NEW_PLAYERS_PER_TEN_MINUTES);
    expect(await count('players')).toBe(NEW_PLAYERS_PER_TEN_MINUTES);
  });

  it('codes the player chose are not rated: only the server’s own codes carry a ticket', async () => {
    const { cookie, ticket } = await start(server, { mode: 'endless', size: 7 });
    server.wait(60);
    const chosen = ['chosen1', 'chosen2', 'k3x9q'].map((code) => ({
      code,
      size: 7,
      difficulty: 'easy',
      engine: SITE_ENGINE,
      answer: [...answerOf({ size: 7, difficulty: 'easy', code, engine: SITE_ENGINE })],
      seconds: 10,
      mode: 'endless',
      ticket,
    }));
    for (const solve of chosen) {
      const res = await post(solve, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/another puzzle/);
    }
    expect(await count('solves')).toBe(0);
  });

  it('one player can have at most 20 endless solves rated a day; the rest are kept unrated', async () => {
    const { cookie } = await start(server, { mode: 'daily' });
    const results: { rating: unknown; capped: boolean }[] = [];
    for (let k = 0; k < 24; k++) {
      const started = await start(server, { mode: 'endless', size: 7 }, cookie);
      server.wait(12);
      results.push((await post(honestPost(started, 'endless', 12), cookie)).json());
    }
    expect(results.filter((r) => r.rating !== null)).toHaveLength(20);
    expect(results.slice(20).every((r) => r.rating === null && r.capped)).toBe(true);
    expect(await count('solves')).toBe(24);
    const me = (
      await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    ).json();
    expect(me.games).toBe(20);
  });

  it('a claimed 10 s counts only once 10 s have passed on the server’s clock', async () => {
    const started = await start(server, { mode: 'endless', size: 7 });
    server.wait(3);
    const early = await post(honestPost(started, 'endless', 10), started.cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatch(/at least 10 seconds/);
    expect(await count('solves')).toBe(0);
  });

  it('today’s daily posted as endless is refused, and the real daily post then counts', async () => {
    const daily = await start(server, { mode: 'daily' });
    const endless = await start(server, { mode: 'endless', size: 7 }, daily.cookie);
    server.wait(200);
    const asEndless = { ...honestPost(daily, 'daily', 200), mode: 'endless', date: undefined };
    expect((await post(asEndless, daily.cookie)).statusCode).toBe(400);
    const todays = dailyOf(TEST_SECRET, TODAY)!;
    const withEndlessTicket = { ...asEndless, ticket: endless.ticket, code: todays.code };
    expect((await post(withEndlessTicket, daily.cookie)).statusCode).toBe(400);
    expect(await count('solves')).toBe(0);
    const real = await post(honestPost(daily, 'daily', 200), daily.cookie);
    expect(real.statusCode).toBe(201);
    expect(real.json().solve.mode).toBe('daily');
  });

  it('fresh codes with wrong answers make no puzzle: no ticket of ours, no work', async () => {
    const { cookie } = await start(server, { mode: 'daily' });
    const before = puzzlesMade();
    for (let k = 0; k < 40; k++) {
      const res = await post(
        {
          code: `flood${k}`,
          size: 13,
          difficulty: 'hard',
          engine: SITE_ENGINE,
          answer: new Array(169).fill(0),
          seconds: 100,
          mode: 'endless',
          ticket: `v1.${Buffer.from(`{"code":"flood${k}"}`).toString('base64url')}.AAAA`,
        },
        cookie,
      );
      expect(res.statusCode).toBe(400);
    }
    expect(puzzlesMade()).toBe(before);
  });
});

describe('a flood of new players on the daily', () => {
  it('moves an established player’s field change by under 5 points and ranks below them', async () => {
    const flood = async (fakes: number) => {
      const server = await testServer({ writeLimit: 100_000, newPlayerLimit: 100_000 });
      try {
        server.setNow(new Date(`${TODAY}T12:00:00Z`));
        const solver = async (seconds: number) => {
          const started = await start(server, { mode: 'daily' });
          server.wait(seconds);
          const res = await server.app.inject({
            method: 'POST',
            url: '/api/galaxies/solves',
            payload: honestPost(started, 'daily', seconds),
            headers: { cookie: started.cookie },
          });
          expect(res.statusCode).toBe(201);
          return started.cookie;
        };
        const honest = [await solver(150), await solver(240), await solver(200)];
        // The three honest players are established: narrow intervals, rated on days before.
        await server.store.db.updateTable('players').set({ rd: 90, rated_days: 5 }).execute();
        for (let k = 0; k < fakes; k++) await solver(10);
        const board = (
          await server.app.inject({
            method: 'GET',
            url: `/api/galaxies/leaderboard/daily?date=${TODAY}`,
            headers: { cookie: honest[0]! },
          })
        ).json().entries as { you: boolean; provisional: boolean; rank: number }[];
        const { rateDailyField } = await import('../rating/field-rating.js');
        await rateDailyField(server.store, TODAY, '2026-12-01', new Date('2026-12-01T00:01:00Z'));
        const me = (
          await server.app.inject({
            method: 'GET',
            url: '/api/me',
            headers: { cookie: honest[0]! },
          })
        ).json();
        return { board, change: me.recent[0].ratingChange as number };
      } finally {
        await server.close();
      }
    };
    const alone = await flood(0);
    const flooded = await flood(100);
    expect(Math.abs(flooded.change - alone.change)).toBeLessThan(5);
    // No provisional player is ranked ahead of an established one.
    const firstNew = flooded.board.findIndex((e) => e.provisional);
    expect(firstNew).toBe(3);
    expect(flooded.board.slice(firstNew).every((e) => e.provisional)).toBe(true);
    expect(flooded.board.find((e) => e.you)!.rank).toBe(1);
  });
});

describe('the write limit', () => {
  it(`slows a client posting tickets and solves faster than ${WRITES_PER_MINUTE} a minute`, async () => {
    const server = await testServer();
    try {
      const { cookie } = await start(server, { mode: 'daily' });
      const codes: number[] = [];
      for (let k = 0; k < WRITES_PER_MINUTE + 5; k++) {
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/galaxies/tickets',
          payload: { mode: 'endless', size: 13 },
          headers: { cookie },
        });
        codes.push(res.statusCode);
      }
      // With the first ticket, the limit's worth.
      expect(codes.filter((c) => c === 201)).toHaveLength(WRITES_PER_MINUTE - 1);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await server.close();
    }
  });
});
