// A bench's own empty database: a temp folder (SQLite's file, and the server's data on either
// database), and on PostgreSQL a database of its own made on the server at `admin`, so a bench
// never writes into DATABASE_URL's; and how to remove both afterwards. (boards.ts makes its
// databases the same way, in a helper of its own.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStatement } from '../db/statement.js';

export interface FreshDatabase {
  /** The server's data folder (and SQLite's file). */
  dir: string;
  /** The PostgreSQL database's URL, or undefined for SQLite. */
  url: string | undefined;
  remove(): Promise<void>;
}

/** An empty database named `name` (PostgreSQL, when `admin` is given) and a temp folder. */
export async function freshDatabase(
  admin: string | undefined,
  name: string,
): Promise<FreshDatabase> {
  const dir = mkdtempSync(join(tmpdir(), `${name.replaceAll('_', '-')}-`));
  if (!admin) {
    return {
      dir,
      url: undefined,
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const run = (statement: string) => runStatement(admin, statement);
  await run(`drop database if exists ${name}`);
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    dir,
    url: url.toString(),
    remove: async () => {
      await run(`drop database if exists ${name}`).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
