// What the two commands make sure of before they do anything else: the pinned pnpm, and a
// Chromium for the browser tests. Plain Node, no dependencies: it runs before any install.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { chromiumPath, DEBIAN_CHROMIUMS } from './chromium.mjs';

/** Runs a command, inheriting output; returns its exit status. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.error) return 127;
  return result.status ?? 1;
}

function versionOf(cmd) {
  const result = spawnSync(cmd, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The pnpm version package.json pins in `packageManager`. */
export function pinnedPnpm(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(pkg.packageManager ?? '');
  if (!match) throw new Error('package.json has no "packageManager": "pnpm@x.y.z" pin.');
  return match[1];
}

function prependPath(dir) {
  process.env.PATH = `${dir}${delimiter}${process.env.PATH ?? ''}`;
}

/**
 * Makes `pnpm` on PATH the pinned version: installs it globally with npm when missing or
 * different, else into a cache folder of the user's when the global install is not allowed.
 */
export function ensurePnpm(root) {
  const want = pinnedPnpm(root);
  if (versionOf('pnpm') === want) return;
  console.log(`› installing pnpm ${want} with npm`);
  if (run('npm', ['install', '--global', `pnpm@${want}`]) === 0) {
    const prefix = spawnSync('npm', ['prefix', '--global'], { encoding: 'utf8' }).stdout.trim();
    if (prefix) prependPath(process.platform === 'win32' ? prefix : join(prefix, 'bin'));
    if (versionOf('pnpm') === want) return;
  }
  const local = join(homedir(), '.cache', 'galaxies', `pnpm-${want}`);
  if (run('npm', ['install', '--prefix', local, `pnpm@${want}`]) === 0) {
    prependPath(join(local, 'node_modules', '.bin'));
    if (versionOf('pnpm') === want) return;
  }
  throw new Error(`Could not install pnpm ${want}. Install it with: npm install -g pnpm@${want}`);
}

/**
 * Native addons (better-sqlite3) compile with node-gyp, which would download Node's headers:
 * unreachable here. npm may be set to build against local headers (`nodedir`); pnpm does not
 * read that setting, so pass it on through the environment.
 */
export function shareNodeHeaders() {
  if (process.env.npm_config_nodedir) return;
  const result = spawnSync('npm', ['config', 'get', 'nodedir'], { encoding: 'utf8' });
  const dir = result.status === 0 ? result.stdout.trim() : '';
  if (dir && dir !== 'undefined' && existsSync(join(dir, 'include', 'node', 'node.h'))) {
    process.env.npm_config_nodedir = dir;
  }
}

/**
 * Finds Chromium (CHROMIUM_PATH, else Debian's headless shell or full browser: chromium.mjs); as
 * root on Debian without CHROMIUM_PATH, installs the headless shell (and the full browser) with
 * apt-get when the shell is missing (the full browser still serves if that fails); else stops
 * with a message saying how.
 * Sets CHROMIUM_PATH for every child process.
 */
export function ensureChromium() {
  let found = chromiumPath();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const wanted = DEBIAN_CHROMIUMS[0];
  if (!process.env.CHROMIUM_PATH && found !== wanted && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("› installing Chromium's headless shell and browser from Debian (apt-get)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], { env }) === 0) {
      // The full browser too: the first-paint bench drives it (Lighthouse wants a real one).
      const packages = ['chromium-headless-shell', 'chromium'];
      run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
    }
    found = chromiumPath();
  }
  if (!found) {
    throw new Error(
      'The browser tests need Chromium and none was found.\n' +
        '  Set CHROMIUM_PATH to a Chromium or Chrome executable, or on Debian/Ubuntu run:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium-headless-shell',
    );
  }
  process.env.CHROMIUM_PATH = found;
  return found;
}
