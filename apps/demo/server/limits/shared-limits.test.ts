// Limits several servers share: on PostgreSQL, servers on one database count a client's
// requests and new players together, so N servers don't give it N allowances (the requests
// shared every moment, db/batched-counts.ts; here synced by hand between requests); on SQLite
// (one server to a file, as a rule) each process counts its own.
import { afterEach, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../test/testing.js';

const opened: TestServer[] = [];
afterEach(async () => {
  // The second first: the first drops the database, which waits while another server holds it.
  for (const server of opened.splice(0).reverse()) await server.close();
});

/** Two servers on one database, as behind a load balancer. */
async function twoServers(limits: Parameters<typeof testServer>[0]) {
  const a = await testServer(limits);
  opened.push(a);
  const b = await testServer({
    ...limits,
    databaseUrl: a.config.databaseUrl,
    dataDir: a.config.dataDir,
  });
  opened.push(b);
  return [a, b] as const;
}

/** The servers share their request counts: each adds what it counted, then learns the total. */
async function sync(...servers: TestServer[]) {
  for (const server of servers) await server.app.rateCounts.sync();
}

describe('limits across servers', () => {
  it('counts a client’s requests once however many servers it spreads them over', async () => {
    const [a, b] = await twoServers({ rateLimit: 10 });
    const statuses: number[] = [];
    for (let k = 0; k < 8; k++) {
      for (const [server, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const res = await server.app.inject({ url: '/api/galaxies/daily' });
        statuses.push(res.statusCode);
        // The server that answered shares its count first, then the other learns it.
        await sync(server, other);
      }
    }
    const served = statuses.filter((status) => status === 200).length;
    if (a.store.dialect === 'postgres') {
      expect(served).toBe(10);
      expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    } else {
      expect(served).toBe(16); // 8 a server, each under its own 10
    }
  });

  it('never lets a client past the limit on one server, even between syncs', async () => {
    const [a, b] = await twoServers({ rateLimit: 5 });
    const served = async (server: TestServer) => {
      let count = 0;
      for (let k = 0; k < 8; k++) {
        const res = await server.app.inject({ url: '/api/galaxies/daily' });
        if (res.statusCode === 200) count++;
      }
      return count;
    };
    // Quicker than a sync: each server grants at most the whole allowance on its own (b less,
    // if a shared its count in the meantime), so two servers at most twice it for a moment.
    expect(await served(a)).toBe(5);
    expect(await served(b)).toBeLessThanOrEqual(5);
    await sync(a, b, a);
    for (const server of [a, b]) {
      expect((await server.app.inject({ url: '/api/galaxies/daily' })).statusCode).toBe(429);
    }
  });

  it('counts the new players an address makes once across servers', async () => {
    const [a, b] = await twoServers({ newPlayerLimit: 4 });
    const made: number[] = [];
    for (let k = 0; k < 4; k++) {
      for (const server of [a, b]) {
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/galaxies/tickets',
          payload: { mode: 'daily' },
        });
        made.push(res.statusCode);
      }
    }
    const players = made.filter((status) => status === 201).length;
    expect(players).toBe(a.store.dialect === 'postgres' ? 4 : 8);
    if (a.store.dialect === 'postgres') expect(made.slice(4).every((s) => s === 429)).toBe(true);
  });

  it('drops a window when it ends, and counts afresh', async () => {
    const [a] = await twoServers({ rateLimit: 3 });
    const get = async () => (await a.app.inject({ url: '/api/galaxies/daily' })).statusCode;
    expect([await get(), await get(), await get(), await get()]).toEqual([200, 200, 200, 429]);
    a.wait(61);
    expect(await get()).toBe(200);
  });
});
