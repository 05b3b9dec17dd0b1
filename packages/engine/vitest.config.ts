// Unit tests in Node: the engine is pure. *.browser.test.ts run in Chromium instead
// (vitest.browser.config.ts), to show a code makes the same puzzle there.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { reporters, SHARED_MODULES } from '@galaxies/tooling/vitest';

export default defineConfig({
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts'],
    reporters: reporters('unit'),
    ...SHARED_MODULES,
    // Property tests and whole games of hints take seconds, more on a busy 2-core machine:
    // no test here is about speed (the bench is), so none fails for being slow.
    testTimeout: 120_000,
    // Two workers even on two cores (Vitest's default there is one): the engine's tests are the
    // longest of the checks that run side by side, and would otherwise finish last, alone.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
