// Shared Vitest pieces: the reporters every run uses (so the test command can count results)
// and a fresh browser-mode block per project (Vitest refuses one shared between projects).
import { playwright } from '@vitest/browser-playwright';
import { launchOptions } from './chromium.mjs';

/** Console output plus a JSON report in test-results/, which the test command sums. */
export function reporters(name) {
  return ['default', ['json', { outputFile: `test-results/vitest-${name}.json` }]];
}

/**
 * Every run shares one module graph per worker (Vitest's `isolate: false`): a worker imports the
 * test files it runs into one module graph (in Node) or one page (in a browser), not each into a
 * fresh one, as a site loads the packages once. Every test builds what it tests (its own app,
 * database, clock or element, removed after it), so nothing carries over but loaded modules.
 * Measured alone on this 2-core machine, CPU-seconds isolated → shared: the site's server tests
 * on SQLite and PostgreSQL 130 → 45, the engine's 53 → 36, the board's 13 → 4; in Chromium the
 * board's 43 → 28 and the stories' 65 → 38.
 */
export const SHARED_MODULES = { isolate: false };

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
