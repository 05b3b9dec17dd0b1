// POST /api/galaxies/tickets: an endless ticket made by the site's version (3) for sizes and
// levels across its range, squares and rectangles (the level the size's own when none is
// asked), each signed with its version and answered with its puzzle's score; a size or level it
// does not make refused; a daily's ticket naming the day's version, level and score. On SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { BANDS, DIFFICULTIES, generate, type Difficulty } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyOf, VERSION_2_FROM } from '../play/daily.js';
import { addDays } from '../../shared/days.js';
import { TEST_SECRET, testServer, type TestServer } from '../test/testing.js';
import { readTicket } from '../play/tickets.js';

describe('POST /api/galaxies/tickets', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await testServer();
    server.setNow(new Date(`${VERSION_2_FROM}T12:00:00Z`));
  });
  afterEach(() => server.close());

  const ask = (payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/galaxies/tickets', payload });

  const pairs = [5, 7, '8x12', 15, '10x16', '30x5'].flatMap((size) =>
    DIFFICULTIES.map((difficulty) => [size, difficulty] as const),
  );

  it.each([...pairs, [30, 'hard'] as const])(
    'starts an endless puzzle of size %s, %s, by version 3, with its score',
    async (size, level) => {
      const res = await ask({ mode: 'endless', size, difficulty: level });
      expect(res.statusCode).toBe(201);
      const started = res.json();
      expect(started).toMatchObject({ size, difficulty: level, engine: 3 });
      expect(started.code).toMatch(/^[a-z0-9]{8}$/);
      const made = generate(started.code, size, level, {}, 3);
      expect(started.score).toBe(made.score);
      const [low, high] = BANDS[level];
      expect(started.score).toBeGreaterThanOrEqual(low);
      expect(started.score).toBeLessThanOrEqual(high);
      expect(readTicket(TEST_SECRET, started.ticket)).toMatchObject({
        mode: 'endless',
        size,
        difficulty: level,
        code: started.code,
        engine: 3,
      });
    },
  );

  it.each([
    [7, 'easy'],
    [10, 'medium'],
    [13, 'hard'],
    [15, 'hard'],
    ['8x12', 'hard'],
  ] as const)('gives size %s its own level, %s, when none is asked', async (size, level) => {
    const res = await ask({ mode: 'endless', size });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ size, difficulty: level, engine: 3 });
  });

  it.each([
    ['7x7', 7],
    ['10', 10],
    ['20×12', '20x12'],
  ] as const)('reads the size %j as %j, its one form in the ticket', async (asked, size) => {
    const res = await ask({ mode: 'endless', size: asked, difficulty: 'easy' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ size, engine: 3 });
    expect(readTicket(TEST_SECRET, res.json().ticket)).toMatchObject({ size });
  });

  it.each([
    [
      { mode: 'endless', size: 15, difficulty: 'extreme' },
      /Endless comes in every size from 5 to 30 cells a side/,
    ],
    [{ mode: 'endless', size: 4, difficulty: 'easy' }, /Endless comes in/],
    [{ mode: 'endless', size: 31 }, /Endless comes in/],
    [{ mode: 'endless', size: '20x31' }, /Endless comes in/],
    [{ mode: 'endless', size: '20y12' }, /Each side is 5 to 30 cells/],
    [{ mode: 'endless', size: '2000000x3' }, /expected shape/],
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
