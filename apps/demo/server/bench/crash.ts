// The crash check (`pnpm bench`, last): the real server in a process of its own, 30 players
// starting 10 endless puzzles each and posting them all at once; the server is killed with
// SIGKILL mid-load, started again on the same database, and every solve it acknowledged (201)
// must be stored. SQLite in a temp folder, or DATABASE_URL's PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '@galaxies/tooling/site';
import { readConfig } from '../config/config.js';
import { postSolve, startPlayers, storedOf } from './players.js';

const PLAYERS = 30;
const SOLVES_EACH = 10;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-crash-'));
  const site = await startSite({ dataDir: dir, database: process.env.DATABASE_URL, limits: 'off' });
  const { url } = site;

  const { players, answers } = await startPlayers(url, PLAYERS, SOLVES_EACH);
  // Past a 7×7's least time by the server's own clock.
  await new Promise((resolve) => setTimeout(resolve, 11_000));

  const acknowledged: string[] = [];
  let failed = 0;
  let posted = 0;
  const total = PLAYERS * SOLVES_EACH;
  const load = Promise.all(
    players.map(async ({ cookie, tickets }) => {
      for (const started of tickets) {
        try {
          const res = await postSolve(url, cookie, started, answers, 60);
          await res.arrayBuffer();
          if (res.status === 201) acknowledged.push(started.code);
          else failed++;
        } catch {
          failed++; // the server went away mid-request
        }
        posted++;
      }
    }),
  );
  while (posted < total / 2) await new Promise((resolve) => setTimeout(resolve, 5));
  site.child.kill('SIGKILL');
  await load;

  await site.restart();
  await site.close();
  const { stored, lost, dialect } = await storedOf(
    { ...readConfig(site.env), dataDir: dir },
    acknowledged,
  );
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `Crash check · ${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${dialect}`,
  );
  console.log('| posts | acknowledged | not acknowledged | stored | acknowledged and lost |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(`| ${total} | ${acknowledged.length} | ${failed} | ${stored} | ${lost} |`);
  if (lost !== 0 || acknowledged.length === 0) {
    console.error(`${lost} acknowledged solves lost (${acknowledged.length} acknowledged).`);
    process.exitCode = 1;
  }
}

await main();
