// Progress through the API: kept and given back, the latest by move count winning over an older
// save sent late; a code's puzzles under two engine versions kept apart; only a known player's,
// and only the site's puzzles. On SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { start, testServer, type TestServer } from '../test/testing.js';

describe('/api/me/progress', () => {
  let server: TestServer;
  let cookie: string;
  beforeEach(async () => {
    server = await testServer();
    cookie = (await start(server, { mode: 'endless', size: 7 })).cookie;
  });
  afterEach(() => server.close());

  const PUZZLE = '7/easy/abc123';
  const save = (
    moves: number,
    w: number[],
    headers: Record<string, string> = { cookie },
    puzzle = PUZZLE,
  ) =>
    server.app.inject({
      method: 'POST',
      url: '/api/me/progress',
      payload: { puzzle, marks: { w, x: [] }, moves },
      headers,
    });
  const load = async (headers: Record<string, string> = { cookie }, puzzle = PUZZLE) =>
    (await server.app.inject({ method: 'GET', url: `/api/me/progress/${puzzle}`, headers })).json()
      .progress;

  it('keeps the marks with the most moves', async () => {
    expect((await save(3, [1, 2, 3])).json()).toEqual({ kept: true });
    expect(await load()).toMatchObject({ marks: { w: [1, 2, 3], x: [] }, moves: 3 });
    expect((await save(2, [1, 2])).json()).toEqual({ kept: false }); // older, sent late
    expect(await load()).toMatchObject({ moves: 3 });
    expect((await save(5, [1, 2, 3, 4])).json()).toEqual({ kept: true });
    expect(await load()).toMatchObject({ marks: { w: [1, 2, 3, 4], x: [] }, moves: 5 });
  });

  it('keeps a code’s version-2 puzzle apart from its version-1 puzzle', async () => {
    const v2 = `${PUZZLE}@2`;
    expect((await save(4, [5, 6], { cookie }, v2)).json()).toEqual({ kept: true });
    expect((await save(1, [7], { cookie })).json()).toEqual({ kept: true });
    expect(await load({ cookie }, v2)).toMatchObject({ marks: { w: [5, 6] }, moves: 4 });
    expect(await load()).toMatchObject({ marks: { w: [7] }, moves: 1 });
  });

  it.each([
    ['7/hard/abc123', 400], // version 1 made 7×7 easy only
    ['7/hard/abc123@2', 200],
    ['15/medium/abc123@2', 200],
    ['15/medium/abc123', 400],
    ['7/easy/abc123@1', 400], // version 1's key has no version
    ['7/easy/abc123@3', 200],
    ['8x12/hard/abc123@3', 200],
    ['8x12/hard/abc123@2', 400], // version 2 made squares only
    ['7x7/easy/abc123@3', 400], // a square is written 7
    ['7/easy/abc123@4', 400],
  ])('takes %s with %i', async (puzzle, status) => {
    expect((await save(1, [1], { cookie }, puzzle)).statusCode).toBe(status);
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/me/progress/${puzzle}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(status);
  });

  it('is a known player’s, of the site’s puzzles only', async () => {
    expect((await save(1, [1], {})).statusCode).toBe(401);
    expect(await load({})).toBeNull();
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/me/progress',
      payload: { puzzle: '8/easy/abc', marks: { w: [], x: [] }, moves: 1 },
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
