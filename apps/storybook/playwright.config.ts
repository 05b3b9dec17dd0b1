// The built storybook, checked in Debian's Chromium: board stories render and play (e2e), and the
// key board stories look as their committed baselines do (visual).
import { existsSync } from 'node:fs';
import { defineConfig } from 'playwright/test';
import { chromiumUse } from '@galaxies/tooling/e2e';
import { SCREENSHOT } from '@galaxies/tooling/visual';

// Not Storybook's own 6006, so a running `dev` doesn't collide with the checks.
const PORT = Number(process.env.E2E_PORT ?? 6106);

// The checks test the static build; without one they would only time out.
if (!existsSync('storybook-static/index.json')) {
  throw new Error('No storybook-static/ here: run `pnpm run build-storybook` first.');
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright-artifacts',
  // Baselines sit beside the tests, one file per story, shared by every machine of this kind.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Expectations wait up to 15 s: other suites share the machine's two cores (npm test runs the
  // end-to-end suites at once), and a wait ends as soon as what it waits for is there.
  expect: { timeout: 15_000, toHaveScreenshot: SCREENSHOT },
  // A test opens up to two docs pages, each waiting up to 15 s for what it shows.
  timeout: 60_000,
  use: {
    // Under /storybook/, as the site serves it: the build's links must all be relative.
    baseURL: `http://localhost:${PORT}/storybook/`,
    ...chromiumUse(),
    colorScheme: 'light',
  },
  webServer: {
    command: `node e2e/serve-static.mjs ${PORT}`,
    url: `http://localhost:${PORT}/storybook/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
