// End-to-end tests: Debian's Chromium against the built site, served by its own server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumUse } from '@galaxies/tooling/e2e';
import { clockFileIn, siteEnv } from '@galaxies/tooling/site';
import { SCREENSHOT } from '@galaxies/tooling/visual';
import { metTheGame } from './e2e/met-the-game.js';

// Not 4173, so a running `npm start` doesn't collide with the tests.
const PORT = Number(process.env.E2E_PORT ?? 4174);
// A fresh database and secret for every run, so runs never see each other's solves. The tests
// read the secret the server makes there, to prove no response or asset holds it.
// Made once in the runner; its workers load this file again and inherit the folder's name.
const DATA_DIR = (process.env.GALAXIES_E2E_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'galaxies-e2e-'),
));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright-artifacts',
  // The visual check's baselines sit beside the tests, one file per shot (e2e/visual.spec.ts).
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  // Expectations wait up to 15 s: other suites share the machine's two cores (npm test runs the
  // end-to-end suites at once), and a wait ends as soon as what it waits for is there.
  expect: { timeout: 15_000, toHaveScreenshot: SCREENSHOT },
  fullyParallel: false,
  // A journey waits out the referee's least time for the day's size (up to 35 s for a 13×13).
  timeout: 90_000,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...chromiumUse(),
    storageState: metTheGame(`http://localhost:${PORT}`),
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://localhost:${PORT}/healthz`,
    // The one environment of the sites tests start (tooling/site.mjs): SQLite and the secret the
    // server makes in DATA_DIR, whatever the machine's environment names. One browser plays every
    // journey from one address, loading pages, assets and a lazy chunk or two a few seconds
    // apart: far more than a player would in a minute, so the limits are the journeys' raised
    // ones. The limit itself is tested against the app (server/test/app.test.ts); here it only
    // has to stay out of the way. Every journey is a new player from the same address, asking
    // for tickets as pages show. The journeys move the server's clock by writing its clock file
    // (e2e/clocks.ts). A setting left undefined is removed from the environment Playwright
    // passes on (Node leaves undefined out of a child's environment).
    env: siteEnv({
      port: PORT,
      dataDir: DATA_DIR,
      limits: 'journeys',
      clockFile: clockFileIn(DATA_DIR),
    }) as Record<string, string>,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
