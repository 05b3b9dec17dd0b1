// One Chromium for a test file and the static servers its tests start, all closed once the
// file's tests are done: `const session = e2eSession();` at the top of the file, then
// `session.browser` and `await session.serve(…)` in the tests.
import { launchOptions } from '@galaxies/tooling/chromium';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { serve, type Served } from './static-server.js';

export interface Session {
  readonly browser: Browser;
  /** A static server of the package folder (see static-server.ts), closed with the session. */
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
