// Opens the site's database: PostgreSQL when a connection string is given, else SQLite in the
// data folder (WAL, so readers never wait for the writer), and brings its schema up to date.
// A PostgreSQL connection that breaks (a restart, a failover, a terminated backend) is reported
// and dropped, never left to take the process down; the pool makes new ones when it can.
// Reads that write nothing have a small pool of their own on PostgreSQL, so that a read never
// waits for a connection behind a burst of writes; SQLite's one connection serves both.
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { DATABASE_POOL, DATABASE_READ_POOL } from '../config/config.js';
import { privateFile, privateFolder } from '../config/private-files.js';
import { type Dialect, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { type DialectName, migrationProvider } from './migrations.js';
import type { Database } from './schema.js';
import { sizesInOneForm } from './sizes-plugin.js';

export interface Store {
  /** Writes, and whatever reads to write (a transaction's reads, a check before a write). */
  db: Kysely<Database>;
  /**
   * Reads that write nothing (the leaderboards, the puzzles players published, who is asking a
   * read): on PostgreSQL a pool of their own, on SQLite the same as `db`.
   */
  reads: Kysely<Database>;
  dialect: DialectName;
  /** Calls `listener` with each broken database connection (the server logs them). */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/**
 * How long a request waits for a PostgreSQL connection: queued behind the others while every
 * connection is busy, up to a deadline that fits a request (a player's post waits, as a proxy
 * would, rather than being refused after a moment). A database that is down refuses at once.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A pool whose connections never throw from an event: an idle connection's error comes through
 * the pool's 'error', a checked-out one's through its own listener (pg emits it there, and an
 * event nobody listens to would end the process); both reach `report`. The query that was
 * running gets the error too, and the broken connection is dropped on release.
 */
function postgresPool(
  connectionString: string,
  max: number,
  report: (error: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

export interface StoreOptions {
  /** PostgreSQL connection string; when absent, SQLite. */
  databaseUrl?: string | undefined;
  /** PostgreSQL's pool: connections at most (config.ts's DATABASE_POOL when absent). */
  databasePool?: number | undefined;
  /** PostgreSQL's pool for reads: connections at most (DATABASE_READ_POOL when absent). */
  databaseReadPool?: number | undefined;
  /** SQLite's folder (its file is `galaxies.sqlite` there), or `:memory:`. */
  dataDir: string;
}

export const SQLITE_FILE = 'galaxies.sqlite';

function sqlite(dataDir: string): SQLite.Database {
  if (dataDir === ':memory:') return new SQLite(':memory:');
  privateFolder(dataDir);
  const path = join(dataDir, SQLITE_FILE);
  const file = new SQLite(path);
  // The WAL and shared-memory files SQLite makes later take the database file's mode.
  privateFile(path);
  file.pragma('journal_mode = WAL');
  // FULL: a solve the server said it accepted survives a crash or power cut.
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return file;
}

export async function openStore({
  databaseUrl,
  databasePool = DATABASE_POOL,
  databaseReadPool = DATABASE_READ_POOL,
  dataDir,
}: StoreOptions): Promise<Store> {
  const dialect: DialectName = databaseUrl ? 'postgres' : 'sqlite';
  const listeners: ((error: Error) => void)[] = [];
  const report = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  const kysely = (on: Dialect) => new Kysely<Database>({ dialect: on, plugins: [sizesInOneForm] });
  const pool = (max: number) =>
    new PostgresDialect({ pool: postgresPool(databaseUrl!, max, report) });
  const db = kysely(
    databaseUrl ? pool(databasePool) : new SqliteDialect({ database: sqlite(dataDir) }),
  );
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error(`The database could not be brought up to date: ${String(error)}`);
  }
  const reads = databaseUrl ? kysely(pool(databaseReadPool)) : db;
  return {
    db,
    reads,
    dialect,
    onConnectionError: (listener) => listeners.push(listener),
    close: async () => {
      await Promise.all([db.destroy(), reads === db ? undefined : reads.destroy()]);
    },
  };
}
