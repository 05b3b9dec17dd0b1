// Forged solves against the real server: each is refused in words, and nothing is stored (the
// player's account and the day's board stay empty).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { solve } from '@galaxies/engine';
import { expect, test } from '@playwright/test';
import { madeOf } from './board-driver.js';
import { setServerAhead } from './clocks.js';

test.afterAll(() => setServerAhead(0));

test('forged posts are refused and store nothing', async ({ request }) => {
  // The first write makes the player: a start ticket for today's daily.
  const started = await request.post('/api/galaxies/tickets', { data: { mode: 'daily' } });
  expect(started.status()).toBe(201);
  const { ticket, code, size, difficulty, engine, date } = await started.json();
  const answer = [...solve(madeOf({ code, size, difficulty, engine })).answer!];
  const good = {
    code,
    size,
    difficulty,
    engine,
    answer,
    seconds: 100,
    mode: 'daily',
    date,
    ticket,
  };
  const tomorrow = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);

  // An honest post sooner after its ticket than the size's least time, by the server's clock;
  // then that time passes (the server's clock moved on), so what follows is refused for its
  // own fault.
  const early = await request.post('/api/galaxies/solves', { data: good });
  expect(early.status()).toBe(400);
  expect((await early.json()).error).toMatch(/Too fast/);
  const least: Record<number, number> = { 7: 10, 10: 20, 13: 35, 15: 45 };
  setServerAhead(least[size]! + 1);

  const forged: [string, unknown, number][] = [
    [
      'wrong answer',
      { ...good, answer: answer.map((d, i) => (i === 0 ? (d + 1) % answer.length : d)) },
      422,
    ],
    ['too fast', { ...good, seconds: 3 }, 400],
    ['another date than its ticket’s', { ...good, date: tomorrow }, 400],
    ['no ticket', { ...good, ticket: undefined }, 400],
    ['an engine the site does not make', { ...good, engine: 4 }, 400],
    ['another engine than the day’s', { ...good, engine: good.engine === 1 ? 2 : 1 }, 400],
    ['unknown field', { ...good, rating: 3000 }, 400],
  ];
  for (const [name, body, status] of forged) {
    const res = await request.post('/api/galaxies/solves', { data: body as object });
    expect(res.status(), name).toBe(status);
    expect((await res.json()).error, name).toBeTruthy();
  }
  const malformed = await request.post('/api/galaxies/solves', {
    headers: { 'content-type': 'application/json' },
    data: '{"code": ',
  });
  expect(malformed.status()).toBe(400);
  const oversized = await request.post('/api/galaxies/solves', {
    data: { ...good, answer: new Array(9000).fill(0) },
  });
  expect(oversized.status()).toBe(413);
  const forgedCookie = await request.post('/api/galaxies/solves', {
    headers: { cookie: 'gx_player=someone-else.forgedsignature' },
    data: good,
  });
  expect(forgedCookie.status()).toBe(401);

  const account = await (await request.get('/api/me')).json();
  expect(account.recent).toEqual([]);
  const board = await (await request.get(`/api/galaxies/leaderboard/daily?date=${date}`)).json();
  expect(board.entries.filter((e: { you: boolean }) => e.you)).toEqual([]);
});

/** Every file under `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test("no response or built asset holds the secret or a daily's answer", async ({ request }) => {
  const secret = readFileSync(
    join(process.env.GALAXIES_E2E_DATA_DIR!, 'secret.key'),
    'utf8',
  ).trim();
  const daily = await (await request.get('/api/galaxies/daily')).json();
  const answer = JSON.stringify(solve(madeOf(daily)).answer).slice(1, -1);
  const responses = await Promise.all(
    [
      '/',
      '/api/galaxies/daily',
      '/api/galaxies/archive',
      `/api/galaxies/daily/${daily.date}`,
      '/api/me',
    ].map(async (url) => (await request.get(url)).text()),
  );
  const assets = filesUnder(join(import.meta.dirname, '..', 'dist', 'client')).map((f) =>
    readFileSync(f, 'utf8'),
  );
  expect(assets.length).toBeGreaterThan(3);
  for (const text of [...responses, ...assets]) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(answer);
  }
});
