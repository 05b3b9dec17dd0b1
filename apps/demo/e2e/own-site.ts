// A site of a test's own: the built server in a process of its own on a free loopback port,
// with a fresh database, the site's own limits (not the journeys' raised ones) and whatever
// settings the test adds (a fixed secret, a clock file). Closed, it takes its data with it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, serve } from '../server/bench/process.js';

export interface OwnSite {
  url: string;
  dataDir: string;
  close(): void;
}

export async function ownSite(settings: Record<string, string> = {}): Promise<OwnSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'galaxies-own-site-'));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['GALAXIES_RATE_LIMIT', 'GALAXIES_WRITE_LIMIT', 'GALAXIES_NEW_PLAYER_LIMIT']) {
    delete env[name];
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    GALAXIES_DATA_DIR: dataDir,
    GALAXIES_LOG_LEVEL: 'silent',
    ...settings,
  });
  const child = await serve(env, url);
  return {
    url,
    dataDir,
    close() {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
