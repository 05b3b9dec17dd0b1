// Test harness: a whole server on a throwaway database (SQLite in a temp folder, or PostgreSQL
// when TEST_DATABASE_URL is set), driven through Fastify's inject.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer } from '../app.js';
import { type Config, readConfig } from '../config/config.js';
import { dailyOf } from '../play/daily.js';
import { openStore, type Store } from '../db/open.js';
import { runStatement } from '../db/statement.js';
import { answerOf } from '../play/puzzles.js';
import type { Started as StartedPuzzle, TicketAsk } from '../../shared/wire.js';

export interface TestServer {
  app: FastifyInstance;
  store: Store;
  /** The settings it runs with (its database among them), e.g. to open a second server. */
  config: Config;
  /** The folder it serves the front end from (an index.html alone until a test adds files). */
  clientDir: string;
  /** Moves the server's clock. */
  setNow(date: Date): void;
  /** Moves the server's clock on by `seconds`. */
  wait(seconds: number): void;
  close(): Promise<void>;
}

export const TEST_SECRET = 'a-test-secret-of-enough-length';

export { runStatement } from '../db/statement.js';

/** Databases closed test servers left, emptied for the next (made and migrated once each). */
const spare: string[] = [];

/**
 * Empties a test server's database for the next test (every table but the migrations' own,
 * identities restarted), leaving the schema as the migrations made it: far quicker than a new
 * database migrated afresh for each of a run's hundred-odd servers.
 */
async function empty(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Still in use (a second server on it not yet closed): not to be handed on.
    const others = await client.query(
      'select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    if (others.rowCount) throw new Error('The database is still in use.');
    const { rows } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables
        where schemaname = current_schema() and tablename not like 'kysely_migration%'`,
    );
    if (rows.length === 0) return;
    const tables = rows.map((row) => `"${row.name}"`).join(', ');
    await client.query(`truncate table ${tables} restart identity cascade`);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test server: nothing to open for SQLite (a temp folder does),
 * on PostgreSQL (TEST_DATABASE_URL) an empty one: a new database, or one a closed test server
 * left, emptied.
 */
async function freshDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { url: undefined, drop: async () => {} };
  const run = (statement: string) => runStatement(admin, statement);
  const reused = spare.pop();
  const name = reused ?? `galaxies_test_${randomBytes(6).toString('hex')}`;
  if (!reused) await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  // Emptied for the next server once this one is closed; dropped instead when that fails. No
  // force: terminating a connection a closing pool still holds surfaces as an unhandled error.
  // A database left behind goes with the throwaway server at the end of the run.
  const drop = () =>
    empty(url.toString())
      .then(() => void spare.push(name))
      .catch(() => run(`drop database if exists ${name}`).catch(() => undefined));
  return { url: url.toString(), drop };
}

export async function testServer(
  overrides: Partial<Config> = {},
  {
    storybookDir,
    logStream,
    liveClock = false,
  }: {
    storybookDir?: string;
    logStream?: { write(line: string): unknown };
    /** The server's clock runs (moved on by `wait`), for what happens on timers: races. */
    liveClock?: boolean;
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-server-'));
  const clientDir = join(dir, 'client');
  const dataDir = join(dir, 'data');
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Galaxies</title>');
  const database = await freshDatabase();
  // Quiet unless a test asks for the log (and gives a stream for it).
  const config = {
    ...readConfig({}, dir),
    dataDir,
    databaseUrl: database.url,
    logLevel: 'silent' as const,
    ...overrides,
  };
  const store = await openStore(config);
  let now = new Date('2026-11-30T12:00:00Z');
  let ahead = now.getTime() - Date.now();
  const clock = liveClock ? () => new Date(Date.now() + ahead) : () => now;
  const app = await buildServer({
    clientDir,
    storybookDir,
    logStream,
    store,
    secret: TEST_SECRET,
    config,
    now: () => clock(),
  });
  return {
    app,
    store,
    config,
    clientDir,
    setNow: (date) => {
      now = date;
      ahead = date.getTime() - Date.now();
    },
    wait: (seconds) => {
      now = new Date(now.getTime() + seconds * 1000);
      ahead += seconds * 1000;
    },
    async close() {
      await app.close();
      await store.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` part of a set-cookie header, to send back as a cookie. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error('The response set no cookie.');
  return first.split(';')[0]!;
}

/** A started puzzle as a test holds it: the server's answer and the cookie to send with it. */
export interface Started extends StartedPuzzle {
  /** The cookie to send: the one given, or the new player's. */
  cookie: string;
}

export type { TicketAsk };

/** Starts a puzzle as a page would: a ticket for `ask`, as `cookie`'s player or a new one. */
export async function start(server: TestServer, ask: TicketAsk, cookie?: string): Promise<Started> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/galaxies/tickets',
    payload: ask,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 201) throw new Error(`No ticket: ${res.statusCode} ${res.body}`);
  return { ...res.json(), cookie: cookie ?? cookieFrom(res.headers['set-cookie']) };
}

/** The honest post of a started puzzle, solved in `seconds`, as the board would send it. */
export function honestPost(started: Started, mode: TicketAsk['mode'], seconds: number) {
  const { ticket, code, size, difficulty, engine, date } = started;
  return {
    code,
    size,
    difficulty,
    engine,
    answer: [...answerOf({ size, difficulty, code, engine })],
    seconds,
    mode,
    ...(date ? { date } : {}),
    ticket,
  };
}

/** An honest post of `date`'s daily without its ticket (add one with `start`). */
export function dailyPost(date: string, seconds: number) {
  const daily = dailyOf(TEST_SECRET, date)!;
  return {
    code: daily.code,
    size: daily.size,
    difficulty: daily.difficulty,
    engine: daily.engine,
    answer: [...answerOf(daily)],
    seconds,
    mode: 'daily',
    date,
  };
}

/**
 * The built front end's page templates a server-drawn page starts from: `html` as each of
 * `pages`' index.html in the server's client folder ('' for the site's root, 'race/room' for a
 * folder within one).
 */
export function builtPages(server: TestServer, html: string, ...pages: string[]): void {
  for (const page of pages) {
    const folder = join(server.clientDir, page);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), html);
  }
}

/** The JSON a server-drawn page hydrates from. */
export const pageDataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1]!);
