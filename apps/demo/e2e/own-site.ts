// A site of a test's own: the built server in a process of its own on a free loopback port,
// with a fresh database, the site's own limits (not the journeys' raised ones) and whatever
// settings the test adds (a fixed secret, a clock file). Closed, it takes its data with it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, serve } from '../server/bench/process.js';

/**
 * The limits raised out of the way of the journeys, which play every player from one address
 * (playwright.config.ts gives them its server); a site of a test's own may take them too.
 */
export const JOURNEY_LIMITS = {
  GALAXIES_RATE_LIMIT: '5000',
  GALAXIES_WRITE_LIMIT: '5000',
  GALAXIES_NEW_PLAYER_LIMIT: '5000',
};

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
  for (const name of Object.keys(JOURNEY_LIMITS)) delete env[name];
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
