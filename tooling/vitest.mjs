// Shared Vitest pieces: the reporters every run uses (so the test command can count results)
// and a fresh browser-mode block per project (Vitest refuses one shared between projects).
import { playwright } from '@vitest/browser-playwright';
import { launchOptions } from './chromium.mjs';

/** Console output plus a JSON report in test-results/, which the test command sums. */
export function reporters(name) {
  return ['default', ['json', { outputFile: `test-results/vitest-${name}.json` }]];
}

/** Browser mode in Debian's Chromium, headless. Call once per project. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: launchOptions() }),
    instances: [{ browser: 'chromium' }],
  };
}
