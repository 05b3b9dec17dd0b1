// Backup and restore of the SQLite database, through SQLite's online backup (a consistent copy
// taken while the server runs and writes). Every copy is checked before it is trusted, and is
// the server's user's alone (0600, in a 0700 folder). A restore keeps the file it replaces.
// PostgreSQL has its own tools (pg_dump and pg_restore; see the site's README).
import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { privateFile, privateFolder } from '../config/private-files.js';
import { SQLITE_FILE } from './open.js';

export interface BackupSummary {
  file: string;
  bytes: number;
  players: number;
  solves: number;
}

/** A file name for `at`: galaxies-2026-12-01T15-20-52Z.sqlite, sorting by time. */
export function backupName(at: Date): string {
  return `galaxies-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.sqlite`;
}

/** Opens `file` read-only and checks it is a whole, sound Galaxies database. */
function check(file: string): BackupSummary {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} is damaged: ${String(integrity)}`);
    const count = (table: string) =>
      (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return { file, bytes: statSync(file).size, players: count('players'), solves: count('solves') };
  } catch (error) {
    if (error instanceof SQLite.SqliteError) {
      throw new Error(`${file} is not a Galaxies database: ${error.message}`);
    }
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Copies the database in `dataDir` to `destination` while the server may be running, and
 * checks the copy. `onProgress` hears the fraction copied (a big database takes a while).
 */
export async function backupSqlite(
  dataDir: string,
  destination: string,
  onProgress: (fraction: number) => void = () => {},
): Promise<BackupSummary> {
  const source = join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new Error(`There is no database at ${source} to back up.`);
  if (existsSync(destination)) throw new Error(`${destination} is there already: not replaced.`);
  privateFolder(dirname(destination));
  const db = new SQLite(source, { fileMustExist: true });
  try {
    await db.backup(destination, {
      progress({ totalPages: total, remainingPages }) {
        onProgress(total ? (total - remainingPages) / total : 1);
        return 100;
      },
    });
    onProgress(1);
    privateFile(destination);
    // A file on its own: no write-ahead log beside it (the server turns WAL on again).
    const copy = new SQLite(destination, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
    return check(destination);
  } finally {
    db.close();
  }
}

/**
 * Puts the backup `file` in place as the database of `dataDir`, with the server stopped. The
 * database it replaces (its write-ahead log folded in first) is kept beside it, renamed.
 * Returns the kept file's path (null when there was none) and what the restored one holds.
 */
export function restoreSqlite(
  dataDir: string,
  file: string,
  at = new Date(),
): { kept: string | null } & BackupSummary {
  const summary = check(file);
  privateFolder(dataDir);
  const target = join(dataDir, SQLITE_FILE);
  let kept: string | null = null;
  if (existsSync(target)) {
    const current = new SQLite(target, { fileMustExist: true });
    try {
      current.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      current.close();
    }
    kept = join(dataDir, `before-restore-${backupName(at)}`);
    renameSync(target, kept);
    for (const suffix of ['-wal', '-shm']) rmSync(target + suffix, { force: true });
  }
  copyFileSync(file, target);
  privateFile(target);
  // The copy is the checked file byte for byte.
  return { kept, ...summary, file: target };
}
