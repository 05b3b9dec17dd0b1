// End-to-end tests: Debian's Chromium against the built site, served by its own server.
import { defineConfig } from '@playwright/test';
import { launchOptions } from '@galaxies/tooling/chromium';

// Not 4173, so a running `npm start` doesn't collide with the tests.
const PORT = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: launchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://localhost:${PORT}/healthz`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
