// The benches' real server: main.js in a process of its own on a free loopback port, ready once
// it answers its health check (its log kept in a file when asked); the CPU it has used; and a
// bench run on SQLite, then PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createServer } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@galaxies/tooling/postgres';

const here = dirname(fileURLToPath(import.meta.url));
/** The built server, whether this file runs built (dist/server/bench) or as source (server/bench). */
const MAIN =
  basename(join(here, '..', '..')) === 'dist'
    ? join(here, '..', 'main.js')
    : join(here, '..', '..', 'dist', 'server', 'main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The settings of a bench server on `port` with `dataDir`: its limits out of the way, or the
 * site's own when `limits` is 'default' (each simulated player then comes from its own address).
 */
export function benchEnv(
  port: number,
  dataDir: string,
  limits: 'off' | 'default' = 'off',
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    GALAXIES_DATA_DIR: dataDir,
    GALAXIES_LOG_LEVEL: 'silent',
  };
  for (const name of ['GALAXIES_RATE_LIMIT', 'GALAXIES_WRITE_LIMIT', 'GALAXIES_NEW_PLAYER_LIMIT']) {
    // Out of the way even at 20,000 requests a second (a kept answer's rate here).
    if (limits === 'off') env[name] = '1000000000';
    else delete env[name];
  }
  return env;
}

/** CPU seconds process `pid` has used so far (user and system), from /proc; null elsewhere. */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (which may hold spaces, closed by its last ')').
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return ticks / 100; // USER_HZ: 100 on Linux
  } catch {
    return null;
  }
}

/**
 * The server in its own process, resolved once it answers its health check at `url`. What it
 * writes to standard output (its JSON log, at the level `env` sets) goes to the file `logFile`
 * if given: a file, not a pipe, so that a bench busy with its clients never holds the server up
 * while it writes a line.
 */
export async function serve(
  env: NodeJS.ProcessEnv,
  url: string,
  logFile?: string,
): Promise<ChildProcess> {
  const log = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', log, 'ignore'] });
  if (typeof log === 'number') closeSync(log);
  for (let k = 0; k < 200; k++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start.');
}

/** The machine's load averages (1, 5, 15 minutes), as a bench prints them. */
function load(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

/**
 * Runs a bench named `name` on SQLite, then on PostgreSQL (DATABASE_URL's, else a throwaway
 * server, skipped with the reason when none can start), with the date, Node and the load average
 * before and after. True when every run returned true (or nothing).
 */
export async function onBothDatabases(
  name: string,
  run: (label: string, databaseUrl: string | undefined) => Promise<boolean | void>,
): Promise<boolean> {
  console.log(
    `${name} · ${new Date().toISOString().slice(0, 10)} · Node ${process.version} · load ${load()}`,
  );
  let held = (await run('SQLite', undefined)) !== false;
  const given = process.env.DATABASE_URL;
  const postgres = given ? { url: given } : await startPostgres();
  if (postgres.url) {
    try {
      held = (await run('PostgreSQL', postgres.url)) !== false && held;
    } finally {
      if ('stop' in postgres) postgres.stop();
    }
  } else console.log(`\nPostgreSQL skipped: ${'reason' in postgres ? postgres.reason : ''}`);
  console.log(`\nLoad average after: ${load()}`);
  return held;
}
