import { check, generate } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyOf } from '../daily.js';
import { answerOf, ENGINE_VERSION } from '../puzzles.js';
import { cookieFrom, dailyPost, TEST_SECRET, testServer, type TestServer } from '../testing.js';

const TODAY = '2026-11-30'; // Monday: 7×7 easy
const YESTERDAY = '2026-11-29'; // Sunday: 13×13 hard

function endless(code: string, seconds = 95) {
  return {
    code,
    size: 7,
    difficulty: 'easy',
    engine: ENGINE_VERSION,
    answer: [...answerOf(7, 'easy', code)],
    seconds,
    mode: 'endless',
  };
}

function daily(date: string, seconds = 200) {
  return dailyPost(date, seconds);
}

describe('POST /api/galaxies/solves', () => {
  let server: TestServer;
  let cookie: string;
  beforeEach(async () => {
    server = await testServer();
    server.setNow(new Date(`${TODAY}T12:00:00Z`));
    cookie = cookieFrom(
      (await server.app.inject({ method: 'GET', url: '/api/me' })).headers['set-cookie'],
    );
  });
  afterEach(() => server.close());

  const post = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    server.app.inject({
      method: 'POST',
      url: '/api/galaxies/solves',
      payload: payload as object,
      headers,
    });
  const stored = async () =>
    (await server.store.db.selectFrom('solves').selectAll().execute()).length;

  it('derives answers that really solve the puzzle', () => {
    const puzzle = generate('k3x9q', 7);
    expect(check(puzzle, answerOf(7, 'easy', 'k3x9q'))).toBe(true);
  });

  it('accepts an endless solve and rates it against par at once', async () => {
    const res = await post(endless('k3x9q', 95));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.solve).toMatchObject({
      puzzle: '7/easy/k3x9q',
      mode: 'endless',
      day: TODAY,
      seconds: 95,
    });
    expect(body.rating.change).toBeGreaterThan(0); // 95 s beats a 3:00 par
    expect(body.rating.display).toMatch(/^\d+ ± \d+$/);
    const me = (
      await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    ).json();
    expect(me.games).toBe(1);
    expect(me.best[7]).toBe(95);
    expect(me.recent).toHaveLength(1);
  });

  it("stores today's daily unrated (the field is rated after the day)", async () => {
    const res = await post(daily(TODAY));
    expect(res.statusCode).toBe(201);
    expect(res.json().solve.mode).toBe('daily');
    expect(res.json().rating).toBeNull();
  });

  it("counts a past day's daily as the archive, rated against par", async () => {
    const res = await post({ ...daily(YESTERDAY, 700), mode: 'daily' });
    expect(res.statusCode).toBe(201);
    expect(res.json().solve).toMatchObject({ mode: 'archive', day: YESTERDAY });
    expect(res.json().rating).not.toBeNull();
  });

  it('keeps a hinted solve but neither rates nor ranks it', async () => {
    const res = await post({ ...endless('hinted1', 95), hints: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ rating: null, solve: { hints: 2, ratingChange: null } });
    const me = (
      await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    ).json();
    expect(me.games).toBe(0);
    expect(me.best[7]).toBeNull();
    expect(me.recent[0]).toMatchObject({ hints: 2 });
    const board = await server.app.inject({
      method: 'GET',
      url: '/api/galaxies/leaderboard/all-time?size=7',
    });
    expect(board.json().entries).toEqual([]);
  });

  it('keeps a hinted daily off the day’s board', async () => {
    expect((await post({ ...daily(TODAY), hints: 1 })).statusCode).toBe(201);
    const board = await server.app.inject({
      method: 'GET',
      url: `/api/galaxies/leaderboard/daily?date=${TODAY}`,
    });
    expect(board.json().entries).toEqual([]);
  });

  it('is idempotent: a repeat post changes nothing and the first counts', async () => {
    expect((await post(endless('repeat1', 95))).statusCode).toBe(201);
    const again = await post(endless('repeat1', 60));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ repeat: true, rating: null, solve: { seconds: 95 } });
    expect(await stored()).toBe(1);
  });

  const forged: [string, () => unknown, number, RegExp][] = [
    [
      'a wrong answer',
      () => ({
        ...endless('k3x9q'),
        answer: endless('k3x9q').answer.map((d, i) => (i === 0 ? (d + 1) % 5 : d)),
      }),
      422,
      /don’t solve this puzzle/,
    ],
    [
      'an answer of the wrong length',
      () => ({ ...endless('k3x9q'), answer: [0, 1, 2] }),
      400,
      /Not a dot for every cell/,
    ],
    [
      'an answer with a fraction',
      () => ({ ...endless('k3x9q'), answer: endless('k3x9q').answer.map((d, i) => (i ? d : 0.5)) }),
      400,
      /Not a dot for every cell/,
    ],
    ['too fast', () => endless('k3x9q', 9), 400, /at least 10 seconds/],
    ['a time over a day', () => endless('k3x9q', 86400), 400, /less than a day/],
    ['a fractional time', () => endless('k3x9q', 95.5), 400, /whole number/],
    ['a future date', () => ({ ...daily(YESTERDAY), date: '2026-12-01' }), 404, /isn’t out yet/],
    [
      "another day's code",
      () => ({ ...daily(YESTERDAY), date: '2026-11-28' }),
      400,
      /not the daily of 2026-11-28/,
    ],
    [
      'a date before the first daily',
      () => ({ ...daily(YESTERDAY), date: '2026-10-01' }),
      404,
      /no daily/,
    ],
    ['a daily without a date', () => ({ ...daily(TODAY), date: undefined }), 400, /needs its date/],
    [
      'an endless solve with a date',
      () => ({ ...endless('k3x9q'), date: TODAY }),
      400,
      /has no date/,
    ],
    [
      'the wrong engine',
      () => ({ ...endless('k3x9q'), engine: ENGINE_VERSION + 1 }),
      400,
      /another version/,
    ],
    [
      'a size the game does not make',
      () => ({ ...endless('k3x9q'), size: 8 }),
      400,
      /Not a dot|Not a puzzle/,
    ],
    [
      'a size with the wrong difficulty',
      () => ({ ...endless('k3x9q'), difficulty: 'hard' }),
      400,
      /Not a puzzle the game makes/,
    ],
    [
      'a bad code',
      () => ({ ...endless('k3x9q'), code: 'BAD CODE' }),
      400,
      /Not a puzzle the game makes/,
    ],
    [
      'an unknown field',
      () => ({ ...endless('k3x9q'), player: 'someone-else' }),
      400,
      /expected shape/,
    ],
    ['a missing field', () => ({ ...endless('k3x9q'), seconds: undefined }), 400, /expected shape/],
    [
      'a string where a number goes',
      () => ({ ...endless('k3x9q'), size: '7' }),
      400,
      /expected shape/,
    ],
  ];

  it.each(forged)('refuses %s, storing nothing', async (_name, make, status, error) => {
    const res = await post(make());
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(error);
    expect(res.body).not.toMatch(/\.ts:\d+|\.js:\d+/);
    expect(await stored()).toBe(0);
  });

  it('refuses malformed JSON and oversized bodies, storing nothing', async () => {
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/galaxies/solves',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"code": "k3x9q", ',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await post({ ...endless('k3x9q'), answer: new Array(5000).fill(0) });
    expect(huge.statusCode).toBe(413);
    expect(await stored()).toBe(0);
  });

  it('refuses a forged cookie (posting as someone else), storing nothing', async () => {
    const [name, value] = cookie.split('=') as [string, string];
    const res = await post(endless('k3x9q'), { cookie: `${name}=${value.slice(0, -3)}xyz` });
    expect(res.statusCode).toBe(401);
    expect(await stored()).toBe(0);
  });

  it('never sends an answer or the secret', async () => {
    const bodies = await Promise.all(
      ['/api/galaxies/daily', '/api/galaxies/archive', `/api/galaxies/daily/${YESTERDAY}`].map(
        async (url) => (await server.app.inject({ method: 'GET', url })).body,
      ),
    );
    const todays = JSON.stringify(answerOf(7, 'easy', dailyOf(TEST_SECRET, TODAY)!.code));
    for (const body of bodies) {
      expect(body).not.toContain(TEST_SECRET);
      expect(body).not.toContain(todays.slice(1, -1));
      expect(body).not.toMatch(/answer/);
    }
  });
});
