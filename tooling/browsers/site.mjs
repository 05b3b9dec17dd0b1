// The site for the Today check: the built server (apps/demo/dist/server/main.js) on a free
// loopback port, with a throwaway data folder (SQLite's file and the made secret) and a clock
// file, so the check can move the server's clock past the referee's least time, as the site's
// own journeys do (apps/demo/e2e/clocks.ts). Closed, it takes its data with it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.mjs';
import { lastWords, onEnd, start, stop } from './processes.mjs';

/** Starts the site built in `demoDir` (apps/demo); resolves once /healthz answers. */
export async function startSite(demoDir) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'galaxies-browsers-'));
  const clockFile = join(dataDir, 'clock-offset');
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  // The site's own limits: one browser at a time is one player's worth of requests.
  for (const name of ['GALAXIES_RATE_LIMIT', 'GALAXIES_WRITE_LIMIT', 'GALAXIES_NEW_PLAYER_LIMIT']) {
    delete env[name];
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    GALAXIES_DATA_DIR: dataDir,
    GALAXIES_LOG_LEVEL: 'warn',
    GALAXIES_CLOCK_FILE: clockFile,
  });
  // SQLite in the throwaway folder, even where DATABASE_URL names a PostgreSQL of the machine's.
  delete env.DATABASE_URL;
  const child = start(process.execPath, ['dist/server/main.js'], {
    cwd: demoDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const said = lastWords(child);
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const forget = onEnd(removeData);
  const close = async () => {
    forget();
    await stop(child);
    removeData();
  };
  for (const until = Date.now() + 20_000; Date.now() < until && child.exitCode === null;) {
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) {
        return { url, passTime: (seconds) => passTime(clockFile, seconds), close };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const what = child.exitCode === null ? `did not answer ${url}/healthz within 20 s` : 'exited';
  await close();
  throw new Error(
    `The site (node dist/server/main.js in ${demoDir}) ${what}: ${said() || 'no output'}`,
  );
}

/** Moves the server's clock `seconds` further on (it reads the file at every reading). */
function passTime(clockFile, seconds) {
  let ahead = 0;
  try {
    ahead = Number(readFileSync(clockFile, 'utf8')) || 0;
  } catch {
    // No move yet.
  }
  writeFileSync(clockFile, String(ahead + seconds));
}
