// The benches' real server: main.js in a process of its own on a free loopback port, ready once
// it answers its health check.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The settings of a bench server on `port` with `dataDir`, its limits out of the way. */
export function benchEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    GALAXIES_DATA_DIR: dataDir,
    GALAXIES_RATE_LIMIT: '1000000',
    GALAXIES_WRITE_LIMIT: '1000000',
    GALAXIES_NEW_PLAYER_LIMIT: '1000000',
    GALAXIES_LOG_LEVEL: 'silent',
  };
}

/** The server in its own process, resolved once it answers its health check at `url`. */
export async function serve(env: NodeJS.ProcessEnv, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(here, '..', 'main.js')], { env, stdio: 'ignore' });
  for (let k = 0; k < 200; k++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start.');
}
