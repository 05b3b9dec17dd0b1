import { check, generate } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyOf } from '../play/daily.js';
import { answerOf, SITE_ENGINE } from '../play/puzzles.js';
import {
  honestPost,
  start,
  TEST_SECRET,
  testServer,
  type Started,
  type TestServer,
  type TicketAsk,
} from '../test/testing.js';

const TODAY = '2026-11-30'; // Monday: 7×7 easy
const YESTERDAY = '2026-11-29'; // Sunday: 13×13 hard

describe('POST /api/galaxies/solves', () => {
  let server: TestServer;
  let cookie: string;
  beforeEach(async () => {
    server = await testServer();
    server.setNow(new Date(`${TODAY}T12:00:00Z`));
    // The first write makes the player: here, a ticket for today's daily.
    cookie = (await start(server, { mode: 'daily' })).cookie;
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

  /** Starts a puzzle, lets the server's clock run `seconds`, and gives the honest post. */
  async function played(ask: TicketAsk, seconds: number) {
    const started: Started = await start(server, ask, cookie);
    server.wait(seconds);
    return honestPost(started, ask.mode, seconds);
  }
  const endless = (seconds = 95) => played({ mode: 'endless', size: 7 }, seconds);
  const daily = (date: string, seconds = 200) =>
    played({ mode: date === TODAY ? 'daily' : 'archive', date }, seconds);

  it('derives answers that really solve the puzzle', () => {
    for (const engine of [1, 2] as const) {
      const puzzle = generate('k3x9q', 7, 'easy', {}, engine);
      expect(check(puzzle, answerOf({ size: 7, difficulty: 'easy', code: 'k3x9q', engine }))).toBe(
        true,
      );
    }
  });

  it('accepts an endless solve and rates it against par at once', async () => {
    const honest = await endless(95);
    const res = await post(honest);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // Endless puzzles are made by the current engine: its version is in the puzzle's key.
    expect(body.solve).toMatchObject({
      puzzle: `7/easy/${honest.code}@${SITE_ENGINE}`,
      difficulty: 'easy',
      engine: SITE_ENGINE,
      score: generate(honest.code, 7, 'easy', {}, SITE_ENGINE).score,
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
    const res = await post(await daily(TODAY));
    expect(res.statusCode).toBe(201);
    expect(res.json().solve.mode).toBe('daily');
    expect(res.json().rating).toBeNull();
  });

  it("counts a past day's daily as the archive, rated against par", async () => {
    const res = await post({ ...(await daily(YESTERDAY, 700)), mode: 'daily' });
    expect(res.statusCode).toBe(201);
    expect(res.json().solve).toMatchObject({ mode: 'archive', day: YESTERDAY });
    expect(res.json().rating).not.toBeNull();
  });

  it('keeps a hinted solve but neither rates nor ranks it', async () => {
    const res = await post({ ...(await endless(95)), hints: 2 });
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
    expect((await post({ ...(await daily(TODAY)), hints: 1 })).statusCode).toBe(201);
    const board = await server.app.inject({
      method: 'GET',
      url: `/api/galaxies/leaderboard/daily?date=${TODAY}`,
    });
    expect(board.json().entries).toEqual([]);
  });

  it('is idempotent: a repeat post changes nothing and the first counts', async () => {
    const first = await endless(95);
    expect((await post(first)).statusCode).toBe(201);
    server.wait(60);
    const again = await post({ ...first, seconds: 60 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ repeat: true, rating: null, solve: { seconds: 95 } });
    expect(await stored()).toBe(1);
  });

  type Post = Awaited<ReturnType<typeof endless>>;
  const forged: [string, (honest: Post) => unknown, number, RegExp][] = [
    [
      'a wrong answer',
      (h) => ({ ...h, answer: h.answer.map((d, i) => (i === 0 ? (d + 1) % 5 : d)) }),
      422,
      /don’t solve this puzzle: /,
    ],
    ['an answer of the wrong length', (h) => ({ ...h, answer: [0, 1, 2] }), 400, /Not a dot/],
    [
      'an answer with a fraction',
      (h) => ({ ...h, answer: h.answer.map((d, i) => (i ? d : 0.5)) }),
      400,
      /Not a dot for every cell/,
    ],
    ['a claimed time too fast', (h) => ({ ...h, seconds: 9 }), 400, /at least 10 seconds/],
    ['a time over a day', (h) => ({ ...h, seconds: 86400 }), 400, /less than a day/],
    ['a fractional time', (h) => ({ ...h, seconds: 95.5 }), 400, /whole number/],
    ['an endless solve with a date', (h) => ({ ...h, date: TODAY }), 400, /has no date/],
    ['an engine the site does not make', (h) => ({ ...h, engine: 4 }), 400, /does not make/],
    [
      'another engine than the ticket’s',
      (h) => ({ ...h, engine: 1 }),
      400,
      /made by version 3 of the game/,
    ],
    ['a size the game does not make', (h) => ({ ...h, size: 8 }), 400, /Not a dot|Not a puzzle/],
    [
      'a level the game does not make',
      (h) => ({ ...h, difficulty: 'extreme' }),
      400,
      /Not a puzzle the game makes/,
    ],
    [
      'another level than the ticket’s',
      (h) => ({ ...h, difficulty: 'hard' }),
      400,
      /another puzzle/,
    ],
    ['another code than the ticket’s', (h) => ({ ...h, code: 'k3x9q' }), 400, /another puzzle/],
    ['a bad code', (h) => ({ ...h, code: 'BAD CODE' }), 400, /another puzzle/],
    ['no ticket', (h) => ({ ...h, ticket: undefined }), 400, /expected shape/],
    [
      'a forged ticket',
      (h) => ({ ...h, ticket: `${h.ticket.slice(0, -4)}AAAA` }),
      400,
      /not issued by this site/,
    ],
    ['an unknown field', (h) => ({ ...h, player: 'someone-else' }), 400, /expected shape/],
    ['a missing field', (h) => ({ ...h, seconds: undefined }), 400, /expected shape/],
    ['a string where a number goes', (h) => ({ ...h, engine: '3' }), 400, /expected shape/],
    ['a size that is no size', (h) => ({ ...h, size: '7y7' }), 400, /Each side is 5 to 30/],
    ['a size too long to be one', (h) => ({ ...h, size: '7777777x7' }), 400, /expected shape/],
  ];

  it.each(forged)('refuses %s, storing nothing', async (_name, make, status, error) => {
    const res = await post(make(await endless()));
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
    const huge = await post({ ...(await endless()), answer: new Array(5000).fill(0) });
    expect(huge.statusCode).toBe(413);
    expect(await stored()).toBe(0);
  });

  it('refuses a forged cookie (posting as someone else), storing nothing', async () => {
    const [name, value] = cookie.split('=') as [string, string];
    const res = await post(await endless(), { cookie: `${name}=${value.slice(0, -3)}xyz` });
    expect(res.statusCode).toBe(401);
    expect(await stored()).toBe(0);
  });

  it('refuses another player’s ticket with 403 and a post with no player with 401', async () => {
    const mine = await endless();
    const other = (await start(server, { mode: 'daily' })).cookie;
    expect((await post(mine, { cookie: other })).statusCode).toBe(403);
    expect((await post(mine, {})).statusCode).toBe(401);
    expect(await stored()).toBe(0);
  });

  it('takes the lesser of the claimed time and the server’s since the ticket (plus 5 s)', async () => {
    const started = await start(server, { mode: 'endless', size: 7 }, cookie);
    server.wait(40);
    const res = await post(honestPost(started, 'endless', 400));
    expect(res.json().solve.seconds).toBe(45);
  });

  it('refuses a solve posted sooner after its ticket than the size allows', async () => {
    const started = await start(server, { mode: 'endless', size: 7 }, cookie);
    server.wait(8);
    const res = await post(honestPost(started, 'endless', 60));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/at least 10 seconds/);
  });

  it('never sends an answer or the secret', async () => {
    const bodies = await Promise.all(
      ['/api/galaxies/daily', '/api/galaxies/archive', `/api/galaxies/daily/${YESTERDAY}`].map(
        async (url) => (await server.app.inject({ method: 'GET', url })).body,
      ),
    );
    const todays = JSON.stringify(answerOf(dailyOf(TEST_SECRET, TODAY)!));
    for (const body of bodies) {
      expect(body).not.toContain(TEST_SECRET);
      expect(body).not.toContain(todays.slice(1, -1));
      expect(body).not.toMatch(/answer/);
    }
  });
});
