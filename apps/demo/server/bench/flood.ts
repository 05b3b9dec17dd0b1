// The flood check (`pnpm bench`, after the load check): eight client addresses flood the referee
// with fresh 13×13 puzzles and wrong answers, each within its limits (start tickets and posts as
// fast as the write limit lets it), while an honest client reads today's daily every 20 ms. The
// server's clock runs 20 times fast, so a ticket is old enough to reach the answer check within
// two seconds. Prints the honest reads' latency and how many posts reached the referee's answer
// check. Addresses are loopback's own: 127.0.0.2 … 127.0.0.9 flood, 127.0.0.10 reads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../app.js';
import { readConfig } from '../config/config.js';
import { openStore } from '../db/open.js';
import { SITE_ENGINE } from '../play/puzzles.js';
import { percentile, send } from './http.js';

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 30);
const ATTACKERS = 8;
const SPEED = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-flood-'));
  const config = {
    ...readConfig({}, dir),
    logLevel: 'silent' as const,
    databaseUrl: process.env.DATABASE_URL || undefined,
    host: '127.0.0.1',
  };
  const store = await openStore(config);
  const started = Date.now();
  const app = await buildServer({
    clientDir: dir,
    store,
    secret: 'a-flood-test-secret-of-length',
    config,
    now: () => new Date(started + (Date.now() - started) * SPEED),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const until = performance.now() + SECONDS * 1000;

  let checked = 0;
  let refused = 0;
  let slowed = 0;
  const attack = async (from: string) => {
    let cookie: string | undefined;
    while (performance.now() < until) {
      const ticket = await send({
        port,
        from,
        method: 'POST',
        path: '/api/galaxies/tickets',
        payload: { mode: 'endless', size: 13 },
        cookie,
      });
      cookie ??= ticket.cookie ?? undefined;
      if (ticket.status === 429) {
        slowed++;
        await sleep(1000);
        continue;
      }
      const { ticket: signed, code } = JSON.parse(ticket.body) as { ticket: string; code: string };
      await sleep(2000); // 40 s by the server's clock: past a 13×13's least time
      const post = await send({
        port,
        from,
        method: 'POST',
        path: '/api/galaxies/solves',
        payload: {
          code,
          size: 13,
          difficulty: 'hard',
          engine: SITE_ENGINE,
          answer: new Array(169).fill(0),
          seconds: 100,
          mode: 'endless',
          ticket: signed,
        },
        cookie,
      });
      if (post.status === 422) checked++;
      else if (post.status === 429) slowed++;
      else refused++;
    }
  };
  const reads: number[] = [];
  const honest = async () => {
    while (performance.now() < until) {
      const res = await send({
        port,
        from: '127.0.0.10',
        method: 'GET',
        path: '/api/galaxies/daily',
      });
      if (res.status === 200) reads.push(res.ms);
      await sleep(20);
    }
  };
  await Promise.all([
    honest(),
    ...Array.from({ length: ATTACKERS }, (_, k) => attack(`127.0.0.${k + 2}`)),
  ]);
  await app.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });

  reads.sort((a, b) => a - b);
  console.log(
    `Flood check · ${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${store.dialect} · ${SECONDS} s`,
  );
  console.log(
    '| honest reads | p50 ms | p95 ms | p99 ms | answers checked | refused | slowed (429) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${reads.length} | ${percentile(reads, 50).toFixed(1)} | ${percentile(reads, 95).toFixed(1)} | ` +
      `${percentile(reads, 99).toFixed(1)} | ${checked} | ${refused} | ${slowed} |`,
  );
  if (percentile(reads, 95) >= 50) {
    console.error('The honest p95 is 50 ms or more under the flood.');
    process.exitCode = 1;
  }
}

await main();
