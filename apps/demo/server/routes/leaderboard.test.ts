import { gunzipSync } from 'node:zlib';
import { generate } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyOf } from '../play/daily.js';
import {
  cookieFrom,
  honestPost,
  start,
  TEST_SECRET,
  testServer,
  type TestServer,
} from '../test/testing.js';

/** Any player's tag, as the boards show it beside the name. */
const tag = expect.stringMatching(/^#[a-z2-9]{4}$/);

const TODAY = '2026-11-30';

describe('leaderboards', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await testServer();
    server.setNow(new Date(`${TODAY}T12:00:00Z`));
  });
  afterEach(() => server.close());

  /** A new player named `name` who solves today's daily in `seconds`. */
  async function solver(name: string, seconds: number): Promise<string> {
    const me = await server.app.inject({ method: 'PUT', url: '/api/me', payload: { name } });
    const cookie = cookieFrom(me.headers['set-cookie']);
    const started = await start(server, { mode: 'daily' }, cookie);
    server.wait(seconds);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/galaxies/solves',
      headers: { cookie },
      payload: honestPost(started, 'daily', seconds),
    });
    expect(res.statusCode).toBe(201);
    return cookie;
  }

  it("ranks today's daily by time and marks the asking player", async () => {
    await solver('Vera', 150);
    const ben = await solver('Ben', 95);
    await solver('Cleo', 240);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/galaxies/leaderboard/daily',
      headers: { cookie: ben },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries).toEqual([
      { rank: 1, name: 'Ben', tag, you: true, provisional: true, seconds: 95 },
      { rank: 2, name: 'Vera', tag, you: false, provisional: true, seconds: 150 },
      { rank: 3, name: 'Cleo', tag, you: false, provisional: true, seconds: 240 },
    ]);
    const tags = res.json().entries.map((e: { tag: string }) => e.tag);
    expect(new Set(tags).size).toBe(3);
  });

  it('lets the asker’s browser keep a board a few seconds, then answers its ETag with 304', async () => {
    const vera = await solver('Vera', 150);
    const ask = (etag?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/galaxies/leaderboard/daily',
        headers: { cookie: vera, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await ask();
    expect(first.headers['cache-control']).toBe('private, max-age=5');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await ask(etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another player's view of the same board marks another "you": another ETag.
    const other = await server.app.inject({
      method: 'GET',
      url: '/api/galaxies/leaderboard/daily',
    });
    expect(other.headers.etag).not.toBe(etag);
    // A new time on the board: the old ETag gets the new board.
    await solver('Ben', 95);
    const changed = await ask(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().entries.map((e: { name: string }) => e.name)).toEqual(['Ben', 'Vera']);
    for (const url of ['all-time?size=7', 'ratings']) {
      const board = await server.app.inject({
        method: 'GET',
        url: `/api/galaxies/leaderboard/${url}`,
      });
      expect(board.headers.etag).toMatch(/^W\//);
      const kept = await server.app.inject({
        method: 'GET',
        url: `/api/galaxies/leaderboard/${url}`,
        headers: { 'if-none-match': String(board.headers.etag) },
      });
      expect(kept.statusCode).toBe(304);
    }
    // A refusal is never kept.
    const refused = await server.app.inject({
      method: 'GET',
      url: '/api/galaxies/leaderboard/all-time?size=31',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.etag).toBeUndefined();
  });

  it('sends a board gzipped to a browser that takes it, compressed once while it is kept', async () => {
    for (let k = 0; k < 14; k++) await solver(`Player number ${k}`, 100 + k);
    const ask = (encoding?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/galaxies/leaderboard/daily',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toBe('cookie, accept-encoding');
    const zipped = await ask('gzip, deflate, br, zstd');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    // Kept: the same bytes, not compressed again.
    expect((await ask('gzip')).rawPayload.equals(zipped.rawPayload)).toBe(true);
    expect((await ask('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
    // A small board goes as it is.
    const small = await server.app.inject({
      method: 'GET',
      url: '/api/galaxies/leaderboard/all-time?size=13',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a board a second; a write this server answers shows at once to its writer, and to others once made again', async () => {
    await solver('Vera', 150);
    const names = async () =>
      (await server.app.inject({ method: 'GET', url: '/api/galaxies/leaderboard/daily' }))
        .json()
        .entries.map((e: { name: string }) => e.name);
    expect(await names()).toEqual(['Vera']);
    // Written past the server (another server, an operator): the kept board, for its second.
    await server.store.db.updateTable('players').set({ name: 'Vera V' }).execute();
    expect(await names()).toEqual(['Vera']);
    server.wait(1);
    expect(await names()).toEqual(['Vera V']);
    // A solve this server stores shows at once to its solver, and so to everyone after.
    const ben = await solver('Ben', 95);
    const read = async (cookie?: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/galaxies/leaderboard/daily',
          headers: cookie ? { cookie } : {},
        })
      )
        .json()
        .entries.map((e: { name: string }) => e.name);
    expect(await read(ben)).toEqual(['Ben', 'Vera V']);
    expect(await names()).toEqual(['Ben', 'Vera V']);
    // A write within the board's second: the next other reader is given the board as it was
    // while it is made again (never waiting for the database); the writer waits for the new one.
    const rename = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { cookie: ben },
      payload: { name: 'Benno' },
    });
    expect(rename.statusCode).toBe(200);
    expect(await names()).toEqual(['Ben', 'Vera V']);
    expect(await read(ben)).toEqual(['Benno', 'Vera V']);
    expect(await names()).toEqual(['Benno', 'Vera V']);
  });

  it('names the day’s puzzle with its level, version and score', async () => {
    for (const date of [TODAY, '2026-12-05']) {
      server.setNow(new Date(`${date}T12:00:00Z`));
      const daily = dailyOf(TEST_SECRET, date)!;
      const score = generate(daily.code, daily.size, daily.difficulty, {}, daily.engine).score;
      const board = (
        await server.app.inject({ method: 'GET', url: '/api/galaxies/leaderboard/daily' })
      ).json();
      const { size, difficulty, engine } = daily;
      expect(board).toMatchObject({ date, size, difficulty, engine, score });
      expect(board.title).toBe(
        `Daily ${size}×${size} · ${difficulty} · ${score!.toFixed(1)} · ${date}`,
      );
    }
  });

  it('keeps best times by size and level', async () => {
    const cookie = await solver('Vera', 150); // today's daily: a 7×7 easy
    const hard = await start(server, { mode: 'endless', size: 7, difficulty: 'hard' }, cookie);
    server.wait(200);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/galaxies/solves',
      headers: { cookie },
      payload: honestPost(hard, 'endless', 200),
    });
    expect(res.statusCode).toBe(201);
    const board = async (query: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/galaxies/leaderboard/all-time?${query}`,
        })
      ).json();
    expect((await board('size=7')).entries.map((e: { seconds: number }) => e.seconds)).toEqual([
      150,
    ]);
    expect(await board('size=7&level=hard')).toMatchObject({
      title: 'Best times · 7×7 · hard',
      size: 7,
      difficulty: 'hard',
      entries: [{ name: 'Vera', seconds: 200 }],
    });
    expect((await board('size=15&level=medium')).entries).toEqual([]);
    const bad = await server.app.inject({
      method: 'GET',
      url: '/api/galaxies/leaderboard/all-time?size=7&level=extreme',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Levels are easy, medium and hard.');
  });

  it('keeps each player’s best time by size', async () => {
    await solver('Vera', 150);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/galaxies/leaderboard/all-time?size=7',
    });
    expect(res.json().entries).toEqual([
      { rank: 1, name: 'Vera', tag, you: false, provisional: true, seconds: 150 },
    ]);
    const empty = await server.app.inject({
      method: 'GET',
      url: '/api/galaxies/leaderboard/all-time?size=13',
    });
    expect(empty.json().entries).toEqual([]);
    const bad = await server.app.inject({
      method: 'GET',
      url: '/api/galaxies/leaderboard/all-time?size=31',
    });
    expect(bad.statusCode).toBe(400);
    const rectangle = await server.app.inject({
      method: 'GET',
      url: '/api/galaxies/leaderboard/all-time?size=8x12&level=easy',
    });
    expect(rectangle.json()).toMatchObject({ title: 'Best times · 8×12 · easy', size: '8x12' });
  });

  it('lists rated players once the daily field is rated', async () => {
    await solver('Vera', 150);
    await solver('Ben', 95);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/galaxies/leaderboard/ratings' })).json()
        .entries,
    ).toEqual([]);
    const { rateDailyField } = await import('../rating/field-rating.js');
    await rateDailyField(server.store, TODAY, '2026-12-01', new Date('2026-12-01T00:01:00Z'));
    const board = async (query = '') =>
      (
        await server.app.inject({ method: 'GET', url: `/api/galaxies/leaderboard/ratings${query}` })
      ).json().entries;
    // One day rated: both are still provisional, so off the board unless asked for.
    expect(await board()).toEqual([]);
    const entries = await board('?provisional=true');
    expect(entries.map((e: { name: string }) => e.name)).toEqual(['Ben', 'Vera']);
    expect(entries.every((e: { provisional: boolean }) => e.provisional)).toBe(true);
    expect(entries[0].display).toMatch(/^\d+ ± \d+$/);
    // Established (a narrow interval, rated on two days): on the board.
    await server.store.db
      .updateTable('players')
      .set({ rd: 90, rated_days: 2 })
      .where('name', '=', 'Vera')
      .execute();
    server.wait(1); // a change made outside the server shows once the board's second is up
    expect(
      (await board()).map((e: { name: string; provisional: boolean }) => [e.name, e.provisional]),
    ).toEqual([['Vera', false]]);
  });

  it('refuses a future day', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/galaxies/leaderboard/daily?date=2026-12-01',
    });
    expect(res.statusCode).toBe(404);
  });
});
