// The restart check (`pnpm bench`, after the crash check): the real server in its own process
// on a throwaway PostgreSQL; 30 players post 10 solves each while PostgreSQL is stopped as a
// crash would stop it and started again a second later (a player told 503 tries again). The
// server must stay up and carry on without a restart, and have stored every solve it
// acknowledged (201).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '@galaxies/tooling/postgres';
import { startSite } from '@galaxies/tooling/site';
import { postSolve, startPlayers, storedOf } from './players.js';

const PLAYERS = 30;
const SOLVES_EACH = 10;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const database = await startPostgres();
  if (!('stop' in database)) {
    console.log(`Restart check skipped: ${database.reason}`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-restart-'));
  const site = await startSite({ dataDir: dir, database: database.url, limits: 'off' });
  const { url } = site;
  try {
    const { players, answers } = await startPlayers(url, PLAYERS, SOLVES_EACH);
    await pause(11_000); // past a 7×7's least time by the server's own clock

    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let posted = 0;
    const total = PLAYERS * SOLVES_EACH;
    const load = Promise.all(
      players.map(async ({ cookie, tickets }) => {
        for (const started of tickets) {
          // A player told to wait (503) tries again a little later, up to a minute.
          for (let attempt = 0; attempt < 600; attempt++) {
            const res = await postSolve(url, cookie, started, answers, 60);
            await res.arrayBuffer();
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status === 201) acknowledged.push(started.code);
            if (res.status !== 503) break;
            await pause(100);
          }
          posted++;
        }
      }),
    );
    while (posted < total / 3) await pause(2);
    const halted = Date.now();
    await database.halt('immediate');
    await pause(1000);
    await database.resume();
    const away = Date.now() - halted;
    await load;
    const healthy = (await fetch(`${url}/healthz`)).status;
    const survived = site.child.exitCode === null && site.child.signalCode === null;

    const { stored, lost } = await storedOf(
      { databaseUrl: database.url, dataDir: dir },
      acknowledged,
    );
    const answered = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${n}×${s}`);
    console.log(
      `Restart check · ${new Date().toISOString().slice(0, 10)} · Node ${process.version}`,
    );
    console.log(
      '| solves | answers | PostgreSQL away | server up after | acknowledged | stored | acknowledged and lost |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      `| ${total} | ${answered.join(', ')} | ${away} ms | ${survived ? `yes, healthz ${healthy}` : 'no'} | ${acknowledged.length} | ${stored} | ${lost} |`,
    );
    if (lost !== 0 || !survived || healthy !== 200 || acknowledged.length === 0) {
      console.error(`Restart check failed: ${lost} lost, server ${survived ? 'up' : 'down'}.`);
      process.exitCode = 1;
    }
  } finally {
    await site.close();
    database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
