// A throwaway npm registry for a release rehearsal: the workspace's own Verdaccio, started with a
// generated config on a free loopback port, its storage in a fresh temp folder. The @galaxies
// scope is served from that storage alone (no uplink: nothing of ours is ever fetched from the
// public registry); anyone may read, and a user made at start holds the token that publishes.
// stop() kills the server and removes its storage.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const BIN = join(here, 'node_modules', 'verdaccio', 'bin', 'verdaccio');

/** Verdaccio's config: local storage only, reads for all, publishing for the one user. */
function config(folder) {
  return `storage: ${JSON.stringify(join(folder, 'storage'))}
auth:
  htpasswd:
    file: ${JSON.stringify(join(folder, 'htpasswd'))}
    max_users: 1
uplinks: {}
packages:
  '@galaxies/*':
    access: $all
    publish: $authenticated
    unpublish: $authenticated
  '**':
    access: $all
    publish: $authenticated
web:
  enable: false
log: { type: stdout, format: json, level: fatal }
`;
}

/**
 * `fetch` from the registry, tried again (up to three times in all) when the request fails in
 * the network: on a busy machine a kept-alive connection the server has just closed is reused
 * ("fetch failed", the other side closed), which a new connection mends. An answer, whatever its
 * status, is returned; the last failure is thrown with its cause.
 */
export async function registryFetch(url, init) {
  let failure;
  for (let tries = 0; tries < 3; tries++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      failure = error;
      await new Promise((done) => setTimeout(done, 200 * (tries + 1)));
    }
  }
  const cause = failure?.cause?.code ?? failure?.cause?.message ?? '';
  throw new Error(
    `${init?.method ?? 'GET'} ${url}: ${failure?.message}${cause ? ` (${cause})` : ''}`,
  );
}

/** Resolves once `url` answers 200, or throws with the server's output. */
async function answers(child, url, output, seconds) {
  for (let tries = 0; tries < seconds * 20; tries++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`Verdaccio did not answer at ${url}:\n${output().slice(-3000)}`);
}

/** Makes the registry's one user; returns its token. */
async function addUser(url) {
  const name = 'rehearsal';
  const response = await registryFetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `rehearsal-${process.pid}-${Date.now()}` }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || !body.token) {
    throw new Error(
      `Verdaccio refused to make a user (${response.status}): ${JSON.stringify(body)}`,
    );
  }
  return body.token;
}

/**
 * Starts the registry. Resolves once it answers, with `{ url, token, stop }`: `url` ends in `/`,
 * `token` publishes, `stop()` kills the server and removes its storage.
 */
export async function startRegistry({ seconds = 15 } = {}) {
  if (!existsSync(BIN)) {
    throw new Error(
      `Verdaccio is not installed at ${BIN}. Run \`pnpm install\` at the repository's root.`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'galaxies-registry-'));
  writeFileSync(join(folder, 'config.yaml'), config(folder));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const args = [BIN, '--config', join(folder, 'config.yaml'), '--listen', `127.0.0.1:${port}`];
  const child = spawn(process.execPath, args, { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const kill = () => child.exitCode === null && child.kill();
  process.once('exit', kill);
  const stop = () => {
    process.off('exit', kill);
    kill();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await answers(child, `${url}-/ping`, () => log, seconds);
    return { url, token: await addUser(url), stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** An .npmrc's lines that take the @galaxies scope from `registry` (publishing with its token). */
export function scopeNpmrc({ url, token }, { publish = false } = {}) {
  const host = url.replace(/^https?:/, '');
  return [
    `@galaxies:registry=${url}`,
    ...(publish ? [`registry=${url}`, `${host}:_authToken=${token}`] : []),
    '',
  ].join('\n');
}
