// The site for tests and benches, started one way: the built server (apps/demo/dist/server/main.js)
// in a process of its own on a free loopback port, with a data folder of its own (a temp folder,
// removed on close, unless one is given), ready once /healthz answers. The end-to-end tests'
// own sites, the Firefox and WebKit smoke suite and the benches start it here; Playwright's
// journeys server (apps/demo/playwright.config.ts) takes the same environment from siteEnv.
//
// One environment: the caller's, with the site's settings laid over it from explicit options and
// nothing else. A setting the options leave out is removed, never inherited from the machine:
// - DATABASE_URL is the given PostgreSQL URL, or removed: SQLite in the data folder, even where
//   the machine's environment names a PostgreSQL. (Before, the smoke suite removed it but the
//   e2e's own sites and the benches passed it on: they ran on whatever database the machine
//   named, and a bench's "SQLite" run could be PostgreSQL's.)
// - GALAXIES_SECRET is the given one, or removed: the server makes its own in the data folder
//   (which the journeys read, to prove no answer holds it).
// - GALAXIES_CLOCK_FILE is the given file, or removed: the machine's clock.
// - The three request limits: the site's own ('site', the default), raised out of the way of the
//   journeys, which play every player from one address ('journeys', 5,000), out of the way of a
//   bench ('off', 10⁹), or some raised and the rest the site's own ({ rate, write, newPlayer }).
// PORT and GALAXIES_DATA_DIR are always set; HOST and GALAXIES_LOG_LEVEL when given (startSite
// gives 127.0.0.1 and 'silent' unless told otherwise); everything else (pool sizes, time zone…)
// is the caller's environment.
//
// Time: the server's clock is the machine's moved on by the seconds in GALAXIES_CLOCK_FILE, read
// at every reading (server/config/clock.ts). setClockAhead and passTime here are the one writer
// of that file, for the journeys (e2e/clocks.ts), the sites here and the smoke suite.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

/** The site's folder (apps/demo), whose dist/server/main.js is the built server. */
export const DEMO_DIR = fileURLToPath(new URL('../apps/demo/', import.meta.url));

const LIMITS = {
  rate: 'GALAXIES_RATE_LIMIT',
  write: 'GALAXIES_WRITE_LIMIT',
  newPlayer: 'GALAXIES_NEW_PLAYER_LIMIT',
};
const RAISED = { journeys: 5_000, off: 1_000_000_000 };

/**
 * The site's settings, to lay over the caller's environment (`{ ...process.env, ...settings }`):
 * a setting the site must not inherit is there as undefined, which a child process leaves out.
 */
export function siteEnv({
  port,
  dataDir,
  database,
  secret,
  limits = 'site',
  clockFile,
  host,
  logLevel,
}) {
  const settings = {
    PORT: String(port),
    GALAXIES_DATA_DIR: dataDir,
    DATABASE_URL: database || undefined,
    GALAXIES_SECRET: secret || undefined,
    GALAXIES_CLOCK_FILE: clockFile || undefined,
  };
  if (typeof limits === 'string' && limits !== 'site' && !(limits in RAISED)) {
    throw new Error(
      `Unknown limits '${limits}': 'site', 'journeys', 'off' or { rate, write, newPlayer }.`,
    );
  }
  for (const [name, variable] of Object.entries(LIMITS)) {
    const raised = typeof limits === 'string' ? RAISED[limits] : limits[name];
    settings[variable] = raised === undefined ? undefined : String(raised);
  }
  if (host !== undefined) settings.HOST = host;
  if (logLevel !== undefined) settings.GALAXIES_LOG_LEVEL = logLevel;
  return settings;
}

/** The clock file in data folder `dataDir`, where a site here keeps its own. */
export function clockFileIn(dataDir) {
  return join(dataDir, 'clock-offset');
}

/** How far the clock file `clockFile` puts the server ahead of the machine, in seconds. */
export function clockAhead(clockFile) {
  try {
    return Number(readFileSync(clockFile, 'utf8')) || 0;
  } catch {
    return 0; // No move yet.
  }
}

/** Sets the server's clock `seconds` ahead of the machine's. */
export function setClockAhead(clockFile, seconds) {
  writeFileSync(clockFile, String(seconds));
}

/** Moves the server's clock `seconds` further on. */
export function passTime(clockFile, seconds) {
  setClockAhead(clockFile, clockAhead(clockFile) + seconds);
}

const running = (child) => child.exitCode === null && child.signalCode === null;

/** Ends `child` (SIGTERM, SIGKILL after `graceMs`), resolving once it has exited. */
async function ended(child, graceMs = 5_000) {
  if (!child.pid || !running(child)) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const late = new Promise((done) => setTimeout(done, graceMs, 'late').unref());
  if ((await Promise.race([exited, late])) === 'late') {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Starts the built site; resolves once it answers /healthz (within 20 s), or throws with what
 * its process last wrote to stderr. See site.d.mts for the options.
 */
export async function startSite(options = {}) {
  const {
    demoDir = DEMO_DIR,
    dataDir: givenDir,
    port: givenPort,
    clock = false,
    clockFile: givenClock,
    host = '127.0.0.1',
    logLevel = 'silent',
    logFile,
    spawn: spawnSite = spawn,
    ...rest
  } = options;
  const port = givenPort ?? (await freePort());
  const dataDir = givenDir ?? mkdtempSync(join(tmpdir(), 'galaxies-site-'));
  const clockFile = givenClock ?? (clock ? clockFileIn(dataDir) : undefined);
  const settings = siteEnv({ ...rest, port, dataDir, clockFile, host, logLevel });
  const env = { ...process.env, ...settings };
  const url = `http://${host}:${port}`;
  const main = join(demoDir, 'dist', 'server', 'main.js');
  const removeData = () => {
    if (!givenDir) rmSync(dataDir, { recursive: true, force: true });
  };

  let child;
  /** Starts main.js; resolves once it answers, else ends it and throws. */
  async function launch() {
    // Its log to a file, not a pipe, so a bench busy with its clients never holds it up.
    const log = logFile ? openSync(logFile, 'a') : 'ignore';
    child = spawnSite(process.execPath, [main], {
      cwd: demoDir,
      env,
      stdio: ['ignore', log, 'pipe'],
    });
    if (typeof log === 'number') closeSync(log);
    let said = '';
    child.stderr?.on('data', (chunk) => (said = (said + chunk).slice(-2000)));
    for (const until = Date.now() + 20_000; Date.now() < until && running(child);) {
      try {
        if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((done) => setTimeout(done, 50));
    }
    const what = running(child) ? `did not answer ${url}/healthz within 20 s` : 'exited';
    await ended(child, 1_000);
    throw new Error(`The site (node ${main}) ${what}: ${said.trim() || 'no output'}`);
  }

  try {
    await launch();
  } catch (error) {
    removeData();
    throw error;
  }
  const needClock = () => {
    if (!clockFile) throw new Error('This site has no clock file: start it with clock: true.');
    return clockFile;
  };
  return {
    url,
    port,
    dataDir,
    clockFile,
    env,
    get child() {
      return child;
    },
    passTime: (seconds) => passTime(needClock(), seconds),
    setClockAhead: (seconds) => setClockAhead(needClock(), seconds),
    async restart() {
      await ended(child);
      await launch();
    },
    async close() {
      await ended(child);
      removeData();
    },
  };
}
