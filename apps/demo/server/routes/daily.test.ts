import { generate } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyOf, VERSION_2_FROM } from '../play/daily.js';
import { addDays } from '../../shared/days.js';
import { TEST_SECRET, testServer, type TestServer } from '../test/testing.js';

/** The score the engine gives `date`'s daily, made here with the version the test names. */
function scoreMade(date: string, engine: 1 | 2): number | null {
  const { code, size, difficulty } = dailyOf(TEST_SECRET, date)!;
  return generate(code, size, difficulty, {}, engine).score;
}

describe('the daily API', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await testServer();
    server.setNow(new Date('2026-11-30T12:00:00Z')); // a Monday: 7×7 easy
  });
  afterEach(() => server.close());

  const get = async (url: string) => server.app.inject({ method: 'GET', url });

  it("gives today's daily: date, size, difficulty, code, engine and score, nothing more", async () => {
    const res = await get('/api/galaxies/daily');
    expect(res.statusCode).toBe(200);
    const { code, next, ...rest } = res.json();
    // A day posted before version 2 keeps version 1's puzzle, and says so.
    expect(rest).toEqual({
      date: '2026-11-30',
      size: 7,
      difficulty: 'easy',
      engine: 1,
      score: scoreMade('2026-11-30', 1),
    });
    expect(rest.score).not.toBeNull();
    expect(code).toBe(dailyOf(TEST_SECRET, '2026-11-30')!.code);
    // When the next is out, and what it is: never its code or score.
    expect(next).toEqual({
      date: '2026-12-01',
      at: '2026-12-01T00:00:00.000Z',
      seconds: 12 * 3600,
      size: 7,
      difficulty: 'easy',
      engine: 1,
    });
  });

  it('goes over to version 2 at midnight, and keeps every day posted before as it was', async () => {
    const eve = addDays(VERSION_2_FROM, -1);
    server.setNow(new Date(`${eve}T23:59:59Z`));
    const before = (await get('/api/galaxies/daily')).json();
    expect(before).toMatchObject({ date: eve, engine: 1, score: scoreMade(eve, 1) });
    expect(before.next).toMatchObject({ date: VERSION_2_FROM, engine: 2 });

    server.setNow(new Date(`${VERSION_2_FROM}T00:00:00Z`));
    const first = (await get('/api/galaxies/daily')).json();
    expect(first).toMatchObject({ date: VERSION_2_FROM, engine: 2 });
    expect(first.score).toBe(scoreMade(VERSION_2_FROM, 2));
    // The day before is the archive's now, unchanged: its code, version and score.
    const posted = (await get(`/api/galaxies/daily/${eve}`)).json();
    expect(posted).toEqual({ ...before, next: undefined });
    const archive = (await get('/api/galaxies/archive')).json() as { date: string }[];
    expect(archive[0]).toEqual(posted);
  });

  it('gives every archive day its engine and score, version 1 before the change', async () => {
    server.setNow(new Date(`${addDays(VERSION_2_FROM, 10)}T12:00:00Z`));
    const days = (await get('/api/galaxies/archive')).json() as {
      date: string;
      engine: number;
      score: number;
    }[];
    for (const day of days) {
      const engine = day.date < VERSION_2_FROM ? 1 : 2;
      expect(day.engine, day.date).toBe(engine);
      expect(day.score, day.date).toBe(scoreMade(day.date, engine));
    }
    expect(days.filter((d) => d.engine === 2)).toHaveLength(10);
  });

  it('counts down to midnight in the site’s time zone', async () => {
    const tokyo = await testServer({ timeZone: 'Asia/Tokyo' });
    try {
      tokyo.setNow(new Date('2026-12-01T14:30:00Z')); // 23:30 on Tuesday in Tokyo
      const { date, next } = (
        await tokyo.app.inject({ method: 'GET', url: '/api/galaxies/daily' })
      ).json();
      expect(date).toBe('2026-12-01');
      expect(next).toMatchObject({
        date: '2026-12-02',
        at: '2026-12-01T15:00:00.000Z',
        seconds: 1800,
        size: 10, // Wednesday
      });
    } finally {
      await tokyo.close();
    }
  });

  it('changes at midnight in the site time zone', async () => {
    server.setNow(new Date('2026-11-30T23:59:59Z'));
    expect((await get('/api/galaxies/daily')).json().date).toBe('2026-11-30');
    server.setNow(new Date('2026-12-01T00:00:00Z'));
    expect((await get('/api/galaxies/daily')).json().date).toBe('2026-12-01');
  });

  it('gives a past day, and never a future one', async () => {
    expect((await get('/api/galaxies/daily/2026-10-13')).json().size).toBe(10);
    const future = await get('/api/galaxies/daily/2026-12-01');
    expect(future.statusCode).toBe(404);
    expect(future.json().error).toMatch(/isn’t out yet/);
    expect(future.body).not.toContain(dailyOf(TEST_SECRET, '2026-12-01')!.code);
  });

  it.each([
    ['2026-10-12', 404, /no daily/],
    ['2026-02-30', 400, /Not a date/],
    ['today', 400, /Not a date/],
  ])('refuses %s with %i', async (date, status, error) => {
    const res = await get(`/api/galaxies/daily/${date}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(error);
  });

  it('lists every past daily, newest first, without today or later', async () => {
    const days = (await get('/api/galaxies/archive')).json() as { date: string }[];
    expect(days[0]!.date).toBe('2026-11-29');
    expect(days.at(-1)!.date).toBe('2026-10-13');
    expect(days).toHaveLength(48);
  });
});
