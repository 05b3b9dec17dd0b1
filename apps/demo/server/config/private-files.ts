// The data folder and what the server keeps in it (SQLite's file, the made secret) are the
// server's user's alone: the folder 0700, the files 0600.
import { chmodSync, existsSync, mkdirSync } from 'node:fs';

/** Makes `dir` (and its parents) if need be, and makes it the server's user's alone. */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Makes an existing file the server's user's alone. */
export function privateFile(file: string): void {
  if (existsSync(file)) chmodSync(file, 0o600);
}
