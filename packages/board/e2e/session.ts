// One Chromium for a test file and the static servers its tests start, all closed once the
// file's tests are done: `const session = e2eSession();` at the top of the file, then
// `session.browser` and `await session.serve(…)` in the tests.
import { resolve } from 'node:path';
import { launchOptions } from '@galaxies/tooling/chromium';
import { serveFiles, type Answering, type Served } from '@galaxies/tooling/serve-files';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';

/**
 * Serves `root` (the package folder: examples/, e2e/pages/ and dist/) at http://127.0.0.1:<port>/
 * until `close`, on the workspace's static server (tooling/serve-files.mjs). Like a CDN it lets
 * any origin load its files (CORS); a test may add `headers` (a content security policy), and
 * may answer a path itself instead (`answering`), seeing every request in order.
 */
export function serve(
  root: string,
  headers: Record<string, string> = {},
  answering?: Answering,
): Promise<Served> {
  return serveFiles(
    { '/': resolve(root) },
    { headers: { 'access-control-allow-origin': '*', ...headers }, answering },
  );
}

export interface Session {
  readonly browser: Browser;
  /** A static server of the package folder (see `serve`), closed with the session. */
  serve(...args: Parameters<typeof serve>): Promise<Served>;
}

export function e2eSession(): Session {
  let browser: Browser | null = null;
  const servers: Served[] = [];
  beforeAll(async () => {
    browser = await chromium.launch(launchOptions());
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('The session’s browser starts before the tests.');
      return browser;
    },
    async serve(...args) {
      const server = await serve(...args);
      servers.push(server);
      return server;
    },
  };
}
