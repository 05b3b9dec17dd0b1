// Opens the site's database: PostgreSQL when a connection string is given, else SQLite in the
// data folder (WAL, so readers never wait for the writer), and brings its schema up to date.
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { privateFile, privateFolder } from '../private-files.js';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { type DialectName, migrationProvider } from './migrations.js';
import type { Database } from './schema.js';

export interface Store {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** PostgreSQL connection string; when absent, SQLite. */
  databaseUrl?: string | undefined;
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

export async function openStore({ databaseUrl, dataDir }: StoreOptions): Promise<Store> {
  const dialect: DialectName = databaseUrl ? 'postgres' : 'sqlite';
  const db = new Kysely<Database>({
    dialect: databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) })
      : new SqliteDialect({ database: sqlite(dataDir) }),
  });
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error(`The database could not be brought up to date: ${String(error)}`);
  }
  return { db, dialect, close: () => db.destroy() };
}
