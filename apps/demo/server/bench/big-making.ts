// The big-making check (`pnpm bench:making`): three clients ask for 30×30 hard Endless tickets
// back to back (each makes a puzzle the engine takes a third of a second or more to make) while
// one client reads the ratings board every 20 ms. Prints the reads' latency and the tickets
// made. Must hold: the reads' p99 under 50 ms, every ticket 201, since big puzzles are made by
// the worker pool (maker-pool.ts), never on the thread that answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '@galaxies/tooling/site';
import { percentile, send } from './http.js';

const SECONDS = Number(process.env.MAKING_SECONDS ?? 15);
const ASKERS = 3;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-making-'));
  const site = await startSite({ dataDir: dir, limits: 'off' });
  const { port } = site;
  const until = performance.now() + SECONDS * 1000;
  let made = 0;
  let refused = 0;
  const ask = async (k: number) => {
    let cookie: string | undefined;
    while (performance.now() < until) {
      const ticket = await send({
        port,
        from: `127.0.0.${2 + k}`,
        method: 'POST',
        path: '/api/galaxies/tickets',
        payload: { mode: 'endless', size: 30, difficulty: 'hard' },
        cookie,
      });
      cookie ??= ticket.cookie ?? undefined;
      if (ticket.status === 201) made++;
      else refused++;
    }
  };
  const reads: number[] = [];
  const read = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await send({
        port,
        from: '127.0.0.10',
        method: 'GET',
        path: '/api/galaxies/leaderboard/ratings',
      });
      reads.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  try {
    await Promise.all([...Array.from({ length: ASKERS }, (_, k) => ask(k)), read()]);
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
  reads.sort((a, b) => a - b);
  const ms = (p: number) => percentile(reads, p).toFixed(1);
  console.log(
    `big making · ${new Date().toISOString().slice(0, 10)} · ${SECONDS} s · ${ASKERS} clients asking 30×30 hard`,
  );
  console.log(`  tickets made ${made}, refused ${refused}`);
  console.log(`  reads ${reads.length}: p50 ${ms(50)} ms, p99 ${ms(99)} ms, max ${ms(100)} ms`);
  const held = percentile(reads, 99) < 50 && refused === 0 && made > 0;
  console.log(held ? '  holds: p99 under 50 ms, no ticket refused' : '  DOES NOT HOLD');
  if (!held) process.exitCode = 1;
}

await main();
