// What the benches need beside the real server (which tooling/site.mjs starts, on a free loopback
// port, with the one environment every test and bench site runs with): the CPU a process has
// used, and a bench run on SQLite, then PostgreSQL.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startPostgres } from '@galaxies/tooling/postgres';

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
