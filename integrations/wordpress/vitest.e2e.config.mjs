// The plugin's end-to-end run: Node boots WordPress in Playground and drives Debian's Chromium
// through playwright-core (e2e/). Its report goes where npm test's tally reads it:
// test-results/vitest-e2e.json.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'wordpress-e2e',
    include: ['e2e/**/*.e2e.mjs'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest-e2e.json' }]],
  },
});
