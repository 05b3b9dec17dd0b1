// GET /api/me/stats from the solve log as it grows day by day (the server's clock moved by the
// test): the daily streak alive through the next day and broken by a missed one, solves, median
// and best times by size, hints, the rating over days, the dailies solved. On SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/days.js';
import { honestPost, start, testServer, type TestServer, type TicketAsk } from '../test/testing.js';

const MONDAY = '2026-11-23'; // a 7×7 easy; Wednesday to Saturday are 10×10, Sunday 13×13

describe('GET /api/me/stats', () => {
  let server: TestServer;
  let cookie: string;
  beforeEach(async () => {
    server = await testServer();
    server.setNow(new Date(`${MONDAY}T09:00:00Z`));
    cookie = (await start(server, { mode: 'endless', size: 7 })).cookie;
  });
  afterEach(() => server.close());

  const stats = async () =>
    (await server.app.inject({ method: 'GET', url: '/api/me/stats', headers: { cookie } })).json();

  /** Plays `ask` for `seconds` by the server's clock and posts it, with `hints` used. */
  async function solve(ask: TicketAsk, seconds: number, hints = 0): Promise<void> {
    const started = await start(server, ask, cookie);
    server.wait(seconds);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/galaxies/solves',
      payload: { ...honestPost(started, ask.mode, seconds), hints },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(201);
  }

  /** Moves the clock to `day`, at noon. */
  const on = (day: string) => server.setNow(new Date(`${day}T12:00:00Z`));

  it('builds a streak day by day, keeps it through the next day, and breaks it on a missed one', async () => {
    expect((await stats()).streak).toEqual({ current: 0, best: 0 });
    for (let k = 0; k < 3; k++) {
      on(addDays(MONDAY, k));
      await solve({ mode: 'daily' }, k === 2 ? 40 : 30);
      expect((await stats()).streak).toEqual({ current: k + 1, best: k + 1 });
    }
    on(addDays(MONDAY, 3)); // Thursday, not played yet: the streak lives on
    expect((await stats()).streak).toEqual({ current: 3, best: 3 });
    on(addDays(MONDAY, 4)); // Friday: Thursday was missed
    expect((await stats()).streak).toEqual({ current: 0, best: 3 });
    await solve({ mode: 'daily' }, 60);
    // Thursday's, solved late in the archive, is a solve but no streak day.
    await solve({ mode: 'archive', date: addDays(MONDAY, 3) }, 50);
    const after = await stats();
    expect(after.streak).toEqual({ current: 1, best: 3 });
    expect(after.solvedDays).toEqual([0, 1, 2, 3, 4].map((k) => addDays(MONDAY, k)));
  });

  it('counts solves, the median and best times by size, and the hints used', async () => {
    for (const [seconds, hints] of [
      [30, 0],
      [90, 2],
      [50, 0],
      [20, 1],
    ] as const) {
      await solve({ mode: 'endless', size: 7 }, seconds, hints);
    }
    const { sizes, hints } = await stats();
    expect(sizes).toEqual([
      { size: 7, solves: 4, median: 40, best: 30 }, // the best leaves out hinted solves
      { size: 10, solves: 0, median: null, best: null },
      { size: 13, solves: 0, median: null, best: null },
      { size: 15, solves: 0, median: null, best: null },
    ]);
    expect(hints).toEqual({ used: 3, solves: 2 });
  });

  it('keeps the rating at the end of each day it changed', async () => {
    await solve({ mode: 'endless', size: 7 }, 60);
    await solve({ mode: 'endless', size: 7 }, 70);
    on(addDays(MONDAY, 2));
    await solve({ mode: 'endless', size: 7 }, 80);
    const { history } = await stats();
    expect(history.map((h: { day: string }) => h.day)).toEqual([MONDAY, addDays(MONDAY, 2)]);
    const me = (
      await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    ).json();
    expect(history.at(-1).rating).toBeCloseTo(me.rating, 6);
    expect(history.at(-1).rd).toBeCloseTo(me.rd, 6);
    expect(history[0].rd).toBeGreaterThan(history[1].rd); // more play, a narrower interval
  });

  it('is empty for someone with no player yet, and makes none', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/me/stats' });
    expect(res.json()).toMatchObject({
      streak: { current: 0, best: 0 },
      hints: { used: 0, solves: 0 },
      history: [],
      solvedDays: [],
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
