// A real WordPress for the tests, offline: WordPress Playground's CLI (PHP as WebAssembly, from
// npm) serving WordPress 6.5 from @wp-playground/wordpress-builds' zip, which a loopback static
// server hands to `--wp`; the plugin folder and the tests' must-use plugin mounted in, PHP's
// notices logged to a host folder the tests read. Nothing here reaches past loopback.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../tooling/free-port.mjs';
import { serveFiles } from '../../../tooling/serve-files.mjs';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);

/** The plugin folder, as a site has it under wp-content/plugins/galaxies. */
export const PLUGIN = join(here, 'galaxies');
const MU_PLUGINS = join(here, 'e2e', 'mu-plugins');
const CLI = join(dirname(require.resolve('@wp-playground/cli/package.json')), 'wp-playground.js');
const BUILDS = dirname(require.resolve('@wp-playground/wordpress-builds/package.json'));

/** The WordPress the tests run, and the PHP it runs on (the plugin's least). */
export const WORDPRESS = '6.5';
export const PHP = '7.4';

/** Waits until `url` answers 200, failing at once if the CLI exits. */
async function answered(url, child, output, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  const why = child.exitCode !== null ? `exited with ${child.exitCode}` : `took over ${seconds} s`;
  throw new Error(`Playground ${why} before ${url} answered:\n${output().slice(-4000)}`);
}

/**
 * Boots WordPress in Playground; resolves once its front page answers (the must-use plugin has
 * then activated the plugin and made the posts). `stop()` ends it and removes its files.
 */
export async function startPlayground({ seconds = 90 } = {}) {
  const zip = join(BUILDS, 'src', 'wordpress', `wp-${WORDPRESS}.zip`);
  if (!existsSync(zip))
    throw new Error(`No WordPress ${WORDPRESS} in ${BUILDS}: ${zip} is missing.`);
  if (!existsSync(join(PLUGIN, 'assets', 'galaxies-board.single.js'))) {
    throw new Error('The plugin has no assets/galaxies-board.single.js: run its build first.');
  }
  const files = await serveFiles({ [`/wp-${WORDPRESS}.zip`]: zip });
  // The CLI keeps each downloaded WordPress under ~/.wordpress-playground, named by its address
  // (a new port each run): a home of its own keeps them from piling up.
  const home = mkdtempSync(join(tmpdir(), 'galaxies-wordpress-'));
  const port = await freePort();
  const args = [
    CLI,
    'server',
    `--port=${port}`,
    `--php=${PHP}`,
    `--wp=${files.url}/wp-${WORDPRESS}.zip`,
    `--mount=${PLUGIN}:/wordpress/wp-content/plugins/galaxies`,
    `--mount=${MU_PLUGINS}:/wordpress/wp-content/mu-plugins`,
    `--mount=${home}:/galaxies-log`,
    `--mount=${join(BUILDS, 'public', `wp-${WORDPRESS}`)}:/wordpress-assets`,
    ...['--define-bool', 'WP_DEBUG', 'true'],
    ...['--define-bool', 'WP_DEBUG_DISPLAY', 'false'],
    ...['--define', 'WP_DEBUG_LOG', '/galaxies-log/debug.log'],
    '--verbosity=quiet',
  ];
  let log = '';
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOME: home },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await files.close();
    rmSync(home, { recursive: true, force: true });
  };
  try {
    await answered(`${url}/`, child, () => log, seconds);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    /** What PHP logged (WP_DEBUG_LOG): warnings, notices, errors; '' when none. */
    phpLog: () => {
      const file = join(home, 'debug.log');
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
    /** What the CLI printed. */
    output: () => log,
    /** Which paths the CLI asked the WordPress zip's server for. */
    zipRequests: files.asked,
    stop,
  };
}
