// The load check (`pnpm bench`): N concurrent players post endless solves to a real server on
// loopback, through its full stack and a fresh SQLite (or DATABASE_URL's PostgreSQL). Prints
// throughput and latency percentiles, then counts the stored rows: no accepted solve may be lost.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../app.js';
import { readConfig } from '../config/config.js';
import { openStore } from '../db/open.js';
import { percentile } from './http.js';
import { postSolve, startPlayers } from './players.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const SOLVES_EACH = Number(process.env.BENCH_SOLVES ?? 10);

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-load-'));
  const config = {
    ...readConfig({}, dir),
    logLevel: 'silent' as const,
    databaseUrl: process.env.DATABASE_URL || undefined,
    port: 0,
    host: '127.0.0.1',
    rateLimit: 1_000_000,
    writeLimit: 1_000_000,
    newPlayerLimit: 1_000_000,
  };
  // The server's clock runs ahead once the tickets are out, so no client waits out a least time.
  let ahead = 0;
  const store = await openStore(config);
  const app = await buildServer({
    clientDir: dir,
    store,
    secret: 'a-load-test-secret-of-length',
    config,
    now: () => new Date(Date.now() + ahead),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const { players, answers } = await startPlayers(address, PLAYERS, SOLVES_EACH);
  ahead = 120_000;

  const latencies: number[] = [];
  let accepted = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    players.map(async ({ cookie, tickets }) => {
      for (const [k, started] of tickets.entries()) {
        const t0 = performance.now();
        const res = await postSolve(address, cookie, started, answers, 60 + k);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status === 201) accepted++;
        else refused++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const rows = await store.db
    .selectFrom('solves')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  await app.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  const lost = accepted - Number(rows.n);
  console.log(
    `Load check · ${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${store.dialect}`,
  );
  console.log(
    `| players | solves | accepted | refused | stored | lost | solves/s | p50 ms | p95 ms | p99 ms |`,
  );
  console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
  console.log(
    `| ${PLAYERS} | ${latencies.length} | ${accepted} | ${refused} | ${rows.n} | ${lost} | ${(latencies.length / seconds).toFixed(0)} | ` +
      `${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 95).toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} |`,
  );
  if (lost !== 0 || refused !== 0) {
    console.error(`Solves lost or refused: ${lost} lost, ${refused} refused.`);
    process.exitCode = 1;
  }
}

await main();
