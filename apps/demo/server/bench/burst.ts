// The burst check (`pnpm bench:burst`, part of `pnpm bench`): does a read wait behind a burst of
// writes? The built server in its own process with the site's own limits (but the API's
// per-address one raised, so that the one reader is never refused: its requests are counted all
// the same), its JSON log kept in a file. One player reads the leaderboards (today's,
// all-time 7×7 easy, ratings) every 100 ms, alone for a few seconds, then while 1,000 players,
// each at a loopback address of its own, take a ticket for an endless 7×7 at once, wait out the
// referee's least time and post their honest solves at once. Prints the reads' time in the
// server (its log's responseTime) at p50/p99 idle and during the burst, and the reader's own
// p99, on SQLite then PostgreSQL. Fails on a lost or doubled solve, any 5xx, or a p99 in the
// server of 50 ms or more for the reads during the burst.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '@galaxies/tooling/site';
import { addressOf } from './http.js';
import { READ_EVERY_MS, readBoards, readsLogged, within } from './board-reader.js';
import { answersOf, newTally, play, saw5xx } from './crowd-play.js';
import { storedOf } from './players.js';
import { onBothDatabases } from './process.js';

const PLAYERS = Number(process.env.BENCH_BURST_PLAYERS ?? 1000);
/** How long the reader reads before its idle reads are measured (the first are the slowest), ms. */
const WARM_MS = 1000;
/** How long the reader reads alone, measured, before the burst, ms. */
const IDLE_MS = 3000;
/** The reads' p99 in the server during the burst must stay under this, ms. */
const READ_P99_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The burst on one database; returns whether every check held. */
async function onDatabase(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-burst-'));
  const log = join(dir, 'server.log');
  const site = await startSite({
    dataDir: dir,
    database: databaseUrl,
    limits: { rate: 1_000_000 },
    logLevel: 'info',
    logFile: log,
  });
  const { port } = site;
  const tally = newTally();
  try {
    let over = false;
    const reading = readBoards(port, tally, () => over);
    await pause(WARM_MS);
    const idleFrom = Date.now();
    await pause(IDLE_MS);
    const burstFrom = Date.now();
    await Promise.all(
      Array.from({ length: PLAYERS }, (_, k) =>
        play({ port, from: addressOf(k, 10), rounds: 1, spread: 0 }, tally),
      ),
    );
    const burstTo = Date.now();
    over = true;
    const answered = await reading;
    // The server writes a request's line as it answers it: the last ones are in by now.
    await pause(200);
    const logged = readsLogged(log);
    const check = await storedOf({ databaseUrl, dataDir: dir }, tally.acknowledged);
    const idle = within(logged, idleFrom, burstFrom, 99);
    const [p50, p99] = [50, 99].map((p) => within(logged, burstFrom, burstTo, p));
    const client = within(answered, burstFrom, burstTo, 99);
    console.log(
      `\n${label}: ${PLAYERS} players at once, each its own address; one reader every ${READ_EVERY_MS} ms`,
    );
    console.log(
      '| solves stored (201) | burst s | answers | reads in burst | server idle p99 ms | server burst p50 / p99 ms | client burst p99 ms | lost | doubled |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      `| ${tally.acknowledged.length} | ${((burstTo - burstFrom) / 1000).toFixed(1)} | ` +
        `${answersOf(tally)} | ${p99!.count} | ${idle.ms.toFixed(1)} | ` +
        `${p50!.ms.toFixed(1)} / ${p99!.ms.toFixed(1)} | ${client.ms.toFixed(1)} | ` +
        `${check.lost} | ${check.doubled} |`,
    );
    return (
      !check.lost && !check.doubled && !saw5xx(tally) && p99!.count > 0 && p99!.ms < READ_P99_MS
    );
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!(await onBothDatabases('Burst check', onDatabase))) {
    console.error(
      `A solve was lost or stored twice, an answer was a 5xx, or the reads took ${READ_P99_MS} ms or more at p99 in the server during the burst.`,
    );
    process.exitCode = 1;
  }
}

await main();
