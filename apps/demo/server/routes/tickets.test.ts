// POST /api/galaxies/tickets with version 2: an endless ticket for every size and level the
// current engine makes (the level the size's own when none is asked), each signed with its
// version and answered with its puzzle's score; a pair it does not make refused; a daily's
// ticket naming the day's version, level and score. On SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { BANDS, GAMES, generate, type Difficulty } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyOf, VERSION_2_FROM } from '../daily.js';
import { addDays } from '../days.js';
import { TEST_SECRET, testServer, type TestServer } from '../testing.js';
import { readTicket } from '../tickets.js';

describe('POST /api/galaxies/tickets', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await testServer();
    server.setNow(new Date(`${VERSION_2_FROM}T12:00:00Z`));
  });
  afterEach(() => server.close());

  const ask = (payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/galaxies/tickets', payload });

  const pairs = Object.entries(GAMES[2]).flatMap(([size, levels]) =>
    levels.map((difficulty) => [Number(size), difficulty] as const),
  );

  it.each(pairs)(
    'starts an endless puzzle of size %i, %s, by version 2, with its score',
    async (size, level) => {
      const res = await ask({ mode: 'endless', size, difficulty: level });
      expect(res.statusCode).toBe(201);
      const started = res.json();
      expect(started).toMatchObject({ size, difficulty: level, engine: 2 });
      expect(started.code).toMatch(/^[a-z0-9]{8}$/);
      const made = generate(started.code, size, level, {}, 2);
      expect(started.score).toBe(made.score);
      const [low, high] = BANDS[level];
      expect(started.score).toBeGreaterThanOrEqual(low);
      expect(started.score).toBeLessThanOrEqual(high);
      expect(readTicket(TEST_SECRET, started.ticket)).toMatchObject({
        mode: 'endless',
        size,
        difficulty: level,
        code: started.code,
        engine: 2,
      });
    },
  );

  it.each([
    [7, 'easy'],
    [10, 'medium'],
    [13, 'hard'],
    [15, 'hard'],
  ] as const)('gives size %i its own level, %s, when none is asked', async (size, level) => {
    const res = await ask({ mode: 'endless', size });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ size, difficulty: level, engine: 2 });
  });

  it.each([
    [
      { mode: 'endless', size: 15, difficulty: 'extreme' },
      /Endless comes in 7×7, 10×10, 13×13 and 15×15/,
    ],
    [{ mode: 'endless', size: 8, difficulty: 'easy' }, /Endless comes in/],
    [{ mode: 'endless', size: 20 }, /Endless comes in/],
    [{ mode: 'endless' }, /Endless comes in/],
    [{ mode: 'endless', size: 7, engine: 1 }, /expected shape/],
  ])('refuses %j, making no player', async (payload, error) => {
    const res = await ask(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(error);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('starts a day’s daily with the day’s version, level and score', async () => {
    for (const date of [addDays(VERSION_2_FROM, -1), VERSION_2_FROM]) {
      const daily = dailyOf(TEST_SECRET, date)!;
      const mode = date === VERSION_2_FROM ? 'daily' : 'archive';
      const res = await ask({ mode, date });
      expect(res.statusCode).toBe(201);
      const started = res.json();
      const { size, difficulty, code, engine } = daily;
      expect(started).toMatchObject({ size, difficulty, code, engine, date });
      const made = generate(code, size, difficulty as Difficulty, {}, engine);
      expect(started.score).toBe(made.score);
      expect(readTicket(TEST_SECRET, started.ticket)).toMatchObject({ engine, date });
    }
  });

  it('refuses a daily asked at another level than the day’s', async () => {
    const res = await ask({ mode: 'daily', difficulty: 'hard' }); // the day is a 10×10 medium
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/not the daily of/);
  });
});
