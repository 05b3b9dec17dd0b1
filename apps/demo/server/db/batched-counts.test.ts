// The request counts kept here and shared on PostgreSQL in batches: answered at once, each sync
// adding only the hits since the last and reading back the shared totals, windows restarted
// where they have ended, and a failed sync's hits kept for the next.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../test/testing.js';
import { BatchedCounts } from './batched-counts.js';

const opened: TestServer[] = [];
const counts: BatchedCounts[] = [];
afterEach(async () => {
  for (const each of counts.splice(0)) await each.stop();
  for (const server of opened.splice(0)) await server.close();
});

const T = Date.UTC(2026, 10, 30, 12);
const WINDOW = 60_000;

/** Two servers' counts on one database, by a clock the test moves; synced only when asked. */
async function twoCounts() {
  const server = await testServer();
  opened.push(server);
  const clock = { now: T };
  const [a, b] = [0, 1].map(() => new BatchedCounts(server.store.db, () => clock.now, 3_600_000));
  counts.push(a!, b!);
  const stored = async (key: string) =>
    server.store.db
      .selectFrom('rate_counts')
      .select(['count', 'until'])
      .where('key', '=', key)
      .executeTakeFirst()
      .then((row) => row && { count: Number(row.count), until: Number(row.until) });
  return { a: a!, b: b!, clock, stored, db: server.store.db };
}

/** `times` hits on `key`, the counts each answered. */
async function hits(counts: BatchedCounts, key: string, times: number, now: number) {
  const answered: number[] = [];
  for (let k = 0; k < times; k++) answered.push((await counts.hit(key, WINDOW, now)).count);
  return answered;
}

describe.runIf(process.env.TEST_DATABASE_URL)('request counts shared in batches', () => {
  it('adds only the hits since the last sync, and reads back the shared totals', async () => {
    const { a, b, stored } = await twoCounts();
    expect(await hits(a, 'k', 3, T)).toEqual([1, 2, 3]);
    expect(await stored('k')).toBeUndefined(); // nothing waits for the database
    await a.sync();
    expect(await stored('k')).toEqual({ count: 3, until: T + WINDOW });
    await a.sync();
    expect((await stored('k'))?.count).toBe(3); // sent once

    // b has not heard of a's hits until it syncs: then its count is the shared one.
    expect(await hits(b, 'k', 2, T + 1000)).toEqual([1, 2]);
    await b.sync();
    expect(await stored('k')).toEqual({ count: 5, until: T + WINDOW });
    expect(await hits(b, 'k', 1, T + 2000)).toEqual([6]);
    // a learns the total without a hit of its own to send.
    await a.sync();
    expect(await hits(a, 'k', 1, T + 3000)).toEqual([6]);
    await Promise.all([a.sync(), b.sync()]);
    expect((await stored('k'))?.count).toBe(7);
    // The shared window's end: b's own began a second later.
    expect((await b.hit('k', WINDOW, T + 4000)).resetIn).toBe(WINDOW - 4000);
  });

  it('restarts a window that has ended, here and in the database', async () => {
    const { a, b, clock, stored } = await twoCounts();
    await hits(a, 'k', 4, T);
    await a.sync();
    const later = T + WINDOW + 500;
    clock.now = later;
    expect(await hits(a, 'k', 2, later)).toEqual([1, 2]);
    await a.sync();
    expect(await stored('k')).toEqual({ count: 2, until: later + WINDOW });
    // A window b held from before is over too: b starts afresh and learns the new one.
    await hits(b, 'k', 1, T);
    expect(await hits(b, 'k', 1, later)).toEqual([1]);
    await b.sync();
    expect(await stored('k')).toEqual({ count: 3, until: later + WINDOW });
  });

  it('keeps a failed sync’s hits for the next, and goes on counting meanwhile', async () => {
    const { a, db, stored } = await twoCounts();
    await hits(a, 'k', 2, T);
    await sql`alter table rate_counts rename to rate_counts_away`.execute(db);
    await expect(a.sync()).resolves.toBeUndefined();
    expect(await hits(a, 'k', 1, T)).toEqual([3]);
    await sql`alter table rate_counts_away rename to rate_counts`.execute(db);
    await a.sync();
    expect(await stored('k')).toEqual({ count: 3, until: T + WINDOW });
  });

  it('sends many keys in one statement', async () => {
    const { a, b, stored } = await twoCounts();
    for (let k = 0; k < 500; k++) await a.hit(`rate:127.0.${k >> 8}.${k & 255}`, WINDOW, T);
    await b.hit('rate:127.0.0.0', WINDOW, T);
    await Promise.all([a.sync(), b.sync()]);
    expect((await stored('rate:127.0.1.243'))?.count).toBe(1);
    expect((await stored('rate:127.0.0.0'))?.count).toBe(2);
  });
});
