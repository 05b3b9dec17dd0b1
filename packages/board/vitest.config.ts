// Unit tests in Node for the board's plain helpers and its bundle's build step.
import { defineConfig } from 'vitest/config';
import { reporters, SHARED_MODULES } from '@galaxies/tooling/vitest';

export default defineConfig({
  test: {
    name: 'board',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts'],
    reporters: reporters('unit'),
    ...SHARED_MODULES,
  },
});
