// Shared Vitest pieces: the reporters every run uses (so the test command can count results)
// and a fresh browser-mode block per project (Vitest refuses one shared between projects).
import { playwright } from '@vitest/browser-playwright';
import { launchOptions } from './chromium.mjs';

/** Console output plus a JSON report in test-results/, which the test command sums. */
export function reporters(name) {
  return ['default', ['json', { outputFile: `test-results/vitest-${name}.json` }]];
}

/**
 * How long a browser test's `expect.poll` waits for what it waits for: up to 10 s, as two browser
 * runs share the machine's two cores in `npm test` (a poll ends as soon as it holds).
 */
export const BROWSER_EXPECT = { poll: { timeout: 10_000 } };

/** Browser mode in Debian's Chromium, headless. Call once per project. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: launchOptions() }),
    instances: [{ browser: 'chromium' }],
  };
}
