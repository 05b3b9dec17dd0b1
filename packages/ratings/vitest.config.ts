// Unit tests in Node: ratings are pure, so no browser is needed here.
import { defineConfig } from 'vitest/config';
import { reporters, SHARED_MODULES } from '@galaxies/tooling/vitest';

export default defineConfig({
  test: {
    name: 'ratings',
    include: ['src/**/*.test.ts'],
    reporters: reporters('unit'),
    ...SHARED_MODULES,
  },
});
