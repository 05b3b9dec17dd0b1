// Progress through the API: kept and given back, the latest by move count winning over an older
// save sent late; only a known player's, and only the site's puzzles. On SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { start, testServer, type TestServer } from '../testing.js';

describe('/api/me/progress', () => {
  let server: TestServer;
  let cookie: string;
  beforeEach(async () => {
    server = await testServer();
    cookie = (await start(server, { mode: 'endless', size: 7 })).cookie;
  });
  afterEach(() => server.close());

  const PUZZLE = '7/easy/abc123';
  const save = (moves: number, w: number[], headers: Record<string, string> = { cookie }) =>
    server.app.inject({
      method: 'POST',
      url: '/api/me/progress',
      payload: { puzzle: PUZZLE, marks: { w, x: [] }, moves },
      headers,
    });
  const load = async (headers: Record<string, string> = { cookie }) =>
    (await server.app.inject({ method: 'GET', url: `/api/me/progress/${PUZZLE}`, headers })).json()
      .progress;

  it('keeps the marks with the most moves', async () => {
    expect((await save(3, [1, 2, 3])).json()).toEqual({ kept: true });
    expect(await load()).toMatchObject({ marks: { w: [1, 2, 3], x: [] }, moves: 3 });
    expect((await save(2, [1, 2])).json()).toEqual({ kept: false }); // older, sent late
    expect(await load()).toMatchObject({ moves: 3 });
    expect((await save(5, [1, 2, 3, 4])).json()).toEqual({ kept: true });
    expect(await load()).toMatchObject({ marks: { w: [1, 2, 3, 4], x: [] }, moves: 5 });
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
