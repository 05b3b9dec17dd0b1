// The server when its PostgreSQL goes away: every backend terminated, and the whole database
// server stopped as a crash would and started again, mid-load. The server never goes down with
// it: requests get 503 `{ error }` while it is away, /healthz says so, the server carries on
// when it is back, and no solve it acknowledged is lost. PostgreSQL only (SQLite is a file).
import { startPostgres, type ThrowawayPostgres } from '@galaxies/tooling/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_DOWN } from '../http/errors.js';
import {
  honestPost,
  runStatement,
  start,
  type Started,
  testServer,
  type TestServer,
} from './testing.js';

const admin = process.env.TEST_DATABASE_URL;

const LIMITS = { rateLimit: 100_000, writeLimit: 100_000, newPlayerLimit: 100_000 };

/** A log that keeps its lines, to read the server's account of the outage. */
function lines() {
  const kept: string[] = [];
  return { kept, stream: { write: (line: string) => kept.push(line) } };
}

describe.runIf(admin)('the server when PostgreSQL goes away', () => {
  it('survives every backend of its database terminated, mid-request, and carries on', async () => {
    const log = lines();
    const server = await testServer({ ...LIMITS, logLevel: 'warn' }, { logStream: log.stream });
    try {
      const me = () =>
        server.app.inject({ method: 'GET', url: '/api/galaxies/leaderboard/ratings' });
      expect((await me()).statusCode).toBe(200);
      const database = new URL(server.config.databaseUrl!).pathname.slice(1);
      const terminate = `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = '${database}' and pid <> pg_backend_pid()`;
      for (let round = 0; round < 3; round++) {
        // Requests in flight while their connections are cut: each gets an answer, 200 or 503.
        const load = Array.from({ length: 20 }, () => me());
        await runStatement(admin!, terminate);
        for (const res of await Promise.all(load)) {
          expect([200, 503]).toContain(res.statusCode);
          if (res.statusCode === 503) expect(res.json()).toEqual({ error: DATABASE_DOWN });
        }
      }
      // The pool makes new connections: the server answers as before, no restart.
      const after = await Promise.all(Array.from({ length: 5 }, () => me()));
      expect(after.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect(log.kept.join('')).toMatch(/database connection broke/);
    } finally {
      await server.close();
    }
  });

  describe('a database restart mid-load', () => {
    let database: ThrowawayPostgres;
    beforeAll(async () => {
      const started = await startPostgres();
      if (!('stop' in started)) throw new Error(`No throwaway PostgreSQL: ${started.reason}`);
      database = started;
    }, 60_000);
    afterAll(() => database?.stop());

    it('answers 503 while it is down and stores every solve it acknowledged', async () => {
      const server: TestServer = await testServer({ ...LIMITS, databaseUrl: database.url });
      try {
        const players = 10;
        const each = 4;
        const tickets: Started[] = [];
        for (let p = 0; p < players; p++) {
          const first = await start(server, { mode: 'endless', size: 7 });
          tickets.push(first);
          for (let k = 1; k < each; k++)
            tickets.push(await start(server, { mode: 'endless', size: 7 }, first.cookie));
        }
        server.wait(60);

        const acknowledged: string[] = [];
        const statuses = new Set<number>();
        let posted = 0;
        // Each player posts its solves in turn, trying again after a 503 (as the board does).
        const load = Promise.all(
          Array.from({ length: players }, async (_, p) => {
            for (const started of tickets.slice(p * each, (p + 1) * each)) {
              for (let attempt = 0; attempt < 300; attempt++) {
                const res = await server.app.inject({
                  method: 'POST',
                  url: '/api/galaxies/solves',
                  payload: honestPost(started, 'endless', 50),
                  headers: { cookie: started.cookie },
                });
                statuses.add(res.statusCode);
                if (res.statusCode === 201) acknowledged.push(started.code);
                if (res.statusCode === 503) {
                  expect(res.json()).toEqual({ error: DATABASE_DOWN });
                  await new Promise((resolve) => setTimeout(resolve, 100));
                  continue;
                }
                expect([200, 201]).toContain(res.statusCode);
                break;
              }
              posted++;
            }
          }),
        );
        while (posted < 5) await new Promise((resolve) => setTimeout(resolve, 2));
        expect(await database.halt('immediate')).toBe(true);
        // While it is down: the API and the health check say so; the server is still here.
        const down = await server.app.inject({ url: '/api/galaxies/leaderboard/ratings' });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toEqual({ error: DATABASE_DOWN });
        expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await database.resume()).toBe(true);
        await load;

        expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
        expect(statuses.has(503)).toBe(true);
        const rows = await server.store.db.selectFrom('solves').select('code').execute();
        const stored = new Set(rows.map((row) => row.code));
        expect(acknowledged.filter((code) => !stored.has(code))).toEqual([]);
        // And with the retries, every solve made it.
        expect(stored.size).toBe(players * each);
      } finally {
        await server.close();
      }
    }, 90_000);
  });
});
