// End-to-end tests of the embed example: Node drives Debian's Chromium through Playwright's own
// API (the board has `playwright`, not `@playwright/test`), against a static server the tests
// start. Results go where a Playwright run's would: test-results/playwright.json.
import { defineConfig } from 'vitest/config';
import { SHARED_MODULES } from '@galaxies/tooling/vitest';

export default defineConfig({
  test: {
    name: 'board-e2e',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    ...SHARED_MODULES,
    // A poll waits up to 15 s: other suites share the machine's two cores (npm test runs the
    // end-to-end suites at once), and a poll ends as soon as what it waits for is there.
    expect: { poll: { timeout: 15_000 } },
    reporters: ['default', ['json', { outputFile: 'test-results/playwright.json' }]],
  },
});
