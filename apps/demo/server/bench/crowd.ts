// The crowd check (`pnpm bench:crowd`, part of `pnpm bench`): the built server in a process of
// its own with the site's own limits, and 10, 50, 200 and 1,000 players at once, each from a
// loopback address of its own as real players are: each starts an endless 7×7, waits out the
// referee's least time and posts its solve, twice. On SQLite, then on PostgreSQL (DATABASE_URL,
// or a throwaway server). Prints solves/s, the posts' p50/p99, every answer by status and the
// server's CPU; then checks that every acknowledged solve is stored exactly once. Fails on a
// lost or doubled solve, and on any 5xx from 200 players or fewer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '@galaxies/tooling/site';
import { addressOf, percentile } from './http.js';
import { answersOf, newTally, play, saw5xx, type Tally } from './crowd-play.js';
import { storedOf } from './players.js';
import { cpuSeconds, onBothDatabases } from './process.js';

const CROWDS = (process.env.BENCH_CROWDS ?? '10,50,200,1000').split(',').map(Number);
const ROUNDS = 2;
/** Crowds up to this size must see no 5xx at all. */
const NO_5XX_UP_TO = 200;

interface Crowd extends Tally {
  players: number;
  seconds: number;
  cpu: number | null;
}

/** `players` players at once on the server at `port` (process `pid`), from address block `block`. */
async function crowdOf(port: number, pid: number | undefined, players: number, block: number) {
  const crowd: Crowd = { ...newTally(), players, seconds: 0, cpu: null };
  const cpuBefore = cpuSeconds(pid);
  await Promise.all(
    Array.from({ length: players }, (_, k) =>
      play({ port, from: addressOf(k, block), rounds: ROUNDS, spread: 2 }, crowd),
    ),
  );
  crowd.seconds = (performance.now() - Math.min(...crowd.started)) / 1000;
  const cpuAfter = cpuSeconds(pid);
  crowd.cpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  return crowd;
}

/** Every crowd on one database; returns whether every check held. */
async function onDatabase(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-crowd-'));
  const site = await startSite({ dataDir: dir, database: databaseUrl, limits: 'site' });
  const { port } = site;
  let held = true;
  console.log(
    `\n${label}: the site's own limits, each player its own address, ${ROUNDS} solves each`,
  );
  console.log(
    '| players | posts | stored (201) | solves/s | p50 ms | p99 ms | answers | server CPU s | lost | doubled |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  try {
    for (const [k, players] of CROWDS.entries()) {
      const crowd = await crowdOf(port, site.child.pid, players, 10 + k);
      const check = await storedOf({ databaseUrl, dataDir: dir }, crowd.acknowledged);
      const ms = [...crowd.postMs].sort((a, b) => a - b);
      const answers = answersOf(crowd);
      const failed5xx = saw5xx(crowd);
      console.log(
        `| ${players} | ${crowd.posted} | ${crowd.acknowledged.length} | ` +
          `${(crowd.acknowledged.length / crowd.seconds).toFixed(1)} | ${percentile(ms, 50).toFixed(0)} | ` +
          `${percentile(ms, 99).toFixed(0)} | ${answers} | ${crowd.cpu?.toFixed(1) ?? '–'} | ` +
          `${check.lost} | ${check.doubled} |`,
      );
      if (check.lost || check.doubled) held = false;
      if (failed5xx && players <= NO_5XX_UP_TO) held = false;
    }
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return held;
}

async function main(): Promise<void> {
  if (!(await onBothDatabases('Crowd check', onDatabase))) {
    console.error('A solve was lost or stored twice, or a crowd of 200 or fewer saw a 5xx.');
    process.exitCode = 1;
  }
}

await main();
