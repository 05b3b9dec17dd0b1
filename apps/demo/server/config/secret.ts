// The server's secret key for daily codes and cookie signatures: GALAXIES_SECRET when set, else
// one made once and kept in the data folder, readable by the server's user alone (mode 0600).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { privateFile, privateFolder } from './private-files.js';

export const SECRET_FILE = 'secret.key';
const MIN_LENGTH = 16;

/** The secret from the environment, or from (or newly made in) `<dataDir>/secret.key`. */
export function loadSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_LENGTH) {
      throw new Error(`GALAXIES_SECRET is too short: use at least ${MIN_LENGTH} characters.`);
    }
    return fromEnv;
  }
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_LENGTH) return kept;
    throw new Error(`${file} holds no usable secret: remove it to have a new one made.`);
  }
  privateFolder(dataDir);
  const made = randomBytes(32).toString('base64url');
  // 'wx' fails if another server made the file first; then read theirs.
  try {
    writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
    privateFile(file);
    return made;
  } catch {
    return loadSecret(dataDir, undefined);
  }
}
