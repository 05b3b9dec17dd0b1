// A throwaway PostgreSQL server for the storage tests: Debian's packages (installed with
// apt-get when missing and run as root), a fresh cluster in a temp folder, listening on
// loopback only, stopped and removed afterwards. It can be halted and started again on the same
// port, as a database restart or failover would (the outage tests and the restart check).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './ensure.mjs';
import { freePort } from './free-port.mjs';

const ROOT_DIR = '/usr/lib/postgresql';

/** The folder of the newest installed PostgreSQL's programs (pg_ctl, pg_dump…), or null. */
export function binDir() {
  if (!existsSync(ROOT_DIR)) return null;
  const versions = readdirSync(ROOT_DIR)
    .filter((v) => existsSync(join(ROOT_DIR, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(ROOT_DIR, versions[0], 'bin') : null;
}

function uidOf(user) {
  const result = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : null;
}

/**
 * Starts PostgreSQL. Returns `{ url, stop, halt, resume }`, or `{ reason }` saying why it could
 * not (the PostgreSQL tests are then skipped with that reason printed).
 */
export async function startPostgres() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let bin = binDir();
  if (!bin && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('› installing PostgreSQL from Debian (apt-get install postgresql)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
    bin = binDir();
  }
  if (!bin) return { reason: 'PostgreSQL is not installed (apt-get install postgresql).' };

  // initdb refuses to run as root: as root, the cluster belongs to the postgres user.
  const asUser = isRoot ? 'postgres' : null;
  const uid = asUser ? uidOf(asUser) : null;
  if (asUser && uid === null) return { reason: 'There is no postgres user to run PostgreSQL as.' };
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-pg-'));
  chmodSync(dir, 0o700);
  if (uid !== null) chownSync(dir, uid, uid);
  const as = (cmd, args) =>
    asUser
      ? run('runuser', ['-u', asUser, '--', cmd, ...args], { stdio: 'ignore' })
      : run(cmd, args, { stdio: 'ignore' });
  // The same, without blocking this process's event loop (requests go on meanwhile).
  const asLater = (cmd, args) =>
    new Promise((resolve) => {
      const [c, a] = asUser ? ['runuser', ['-u', asUser, '--', cmd, ...args]] : [cmd, args];
      const child = spawn(c, a, { stdio: 'ignore' });
      child.on('error', () => resolve(127));
      child.on('exit', (code) => resolve(code ?? 1));
    });

  const data = join(dir, 'data');
  if (as(join(bin, 'initdb'), ['-D', data, '-U', 'galaxies', '--auth=trust', '-E', 'UTF8']) !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { reason: 'initdb failed.' };
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const startArgs = ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'];
  if (as(join(bin, 'pg_ctl'), startArgs) !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { reason: 'PostgreSQL did not start.' };
  }
  return {
    url: `postgres://galaxies@127.0.0.1:${port}/postgres`,
    stop() {
      as(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
    /** Stops the server, by default as a crash would (`immediate`: no clean shutdown). */
    async halt(mode = 'immediate') {
      return (await asLater(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop'])) === 0;
    },
    /** Starts it again on the same port and data, once halted. */
    async resume() {
      return (await asLater(join(bin, 'pg_ctl'), startArgs)) === 0;
    },
  };
}
