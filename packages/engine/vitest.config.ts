// Unit tests in Node: the engine is pure, so no browser is needed here.
import { defineConfig } from 'vitest/config';
import { reporters } from '@galaxies/tooling/vitest';

export default defineConfig({
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts'],
    reporters: reporters('unit'),
  },
});
