// Backups, restored into a fresh server: SQLite's online backup taken while the server runs
// (the backup command's code), and PostgreSQL's pg_dump and pg_restore as the README gives them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binDir } from '@galaxies/tooling/postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { backupSqlite, restoreSqlite } from '../db/backup.js';
import { SQLITE_FILE } from '../db/open.js';
import { honestPost, runStatement, start, testServer, type TestServer } from './testing.js';

const opened: TestServer[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const server of opened.splice(0).reverse()) await server.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-backup-'));
  folders.push(dir);
  return dir;
}

/** A server with a named player and a stored solve: what a backup must carry. */
async function serverWithData(overrides: Parameters<typeof testServer>[0] = {}) {
  const server = await testServer(overrides);
  opened.push(server);
  const started = await start(server, { mode: 'endless', size: 7 });
  await server.app.inject({
    method: 'PUT',
    url: '/api/me',
    payload: { name: 'Backed Up' },
    headers: { cookie: started.cookie },
  });
  server.wait(60);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/galaxies/solves',
    payload: honestPost(started, 'endless', 50),
    headers: { cookie: started.cookie },
  });
  expect(res.statusCode).toBe(201);
  return { server, cookie: started.cookie };
}

/** What a player and the site see: the player's own record and the ratings board. */
async function seen(server: TestServer, cookie: string) {
  const me = await server.app.inject({ url: '/api/me', headers: { cookie } });
  const board = await server.app.inject({ url: '/api/galaxies/leaderboard/ratings' });
  return { me: me.json(), board: board.json() };
}

describe.runIf(!process.env.TEST_DATABASE_URL)('SQLite backup and restore', () => {
  it('backs up a running server and restores into a fresh one that shows the same', async () => {
    const { server, cookie } = await serverWithData();
    const before = await seen(server, cookie);
    expect(before.me.name).toBe('Backed Up');

    const file = join(folder(), 'backups', 'copy.sqlite');
    const fractions: number[] = [];
    const summary = await backupSqlite(server.config.dataDir, file, (f) => fractions.push(f));
    expect(summary).toMatchObject({ players: 1, solves: 1 });
    expect(fractions.at(-1)).toBe(1);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await expect(backupSqlite(server.config.dataDir, file)).rejects.toThrow(/there already/);

    // Writes after the backup are not in it.
    await start(server, { mode: 'daily' });

    const dataDir = join(folder(), 'data');
    expect(restoreSqlite(dataDir, file)).toMatchObject({ kept: null, players: 1, solves: 1 });
    expect(statSync(join(dataDir, SQLITE_FILE)).mode & 0o777).toBe(0o600);
    const fresh = await testServer({ dataDir });
    opened.push(fresh);
    expect(await seen(fresh, cookie)).toEqual(before);
  });

  it('keeps the database a restore replaces, and refuses a file that is not one', async () => {
    const { server } = await serverWithData();
    const file = join(folder(), 'copy.sqlite');
    await backupSqlite(server.config.dataDir, file);
    const dataDir = join(folder(), 'data');
    restoreSqlite(dataDir, file);
    const second = restoreSqlite(dataDir, file, new Date('2026-12-01T10:00:00Z'));
    expect(second.kept).toMatch(/before-restore-galaxies-2026-12-01T10-00-00Z\.sqlite$/);
    expect(statSync(second.kept!).size).toBeGreaterThan(0);
    expect(() =>
      restoreSqlite(dataDir, join(server.config.dataDir, '..', 'client', 'index.html')),
    ).toThrow(/not a Galaxies database/);
  });
});

const pgBin = process.env.TEST_DATABASE_URL ? binDir() : null;

describe.runIf(pgBin)('PostgreSQL backup and restore (pg_dump, pg_restore)', () => {
  it('restores a pg_dump into a fresh database that a server reads the same', async () => {
    const { server, cookie } = await serverWithData();
    const before = await seen(server, cookie);
    const dump = join(folder(), 'galaxies.dump');
    const source = server.config.databaseUrl!;
    const tool = (name: string, args: string[]) =>
      spawnSync(join(pgBin!, name), args, { encoding: 'utf8' });
    const dumped = tool('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${source}`]);
    expect(dumped.stderr).toBe('');
    expect(dumped.status).toBe(0);

    const target = new URL(source);
    target.pathname = `${target.pathname}_restored`;
    await runStatement(
      process.env.TEST_DATABASE_URL!,
      `create database ${target.pathname.slice(1)}`,
    );
    const restored = tool('pg_restore', ['--no-owner', `--dbname=${target}`, dump]);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);

    const fresh = await testServer({ databaseUrl: target.toString() });
    opened.push(fresh);
    expect(await seen(fresh, cookie)).toEqual(before);
  });
});
