// Unit tests in Node for the kit's plain helpers.
import { defineConfig } from 'vitest/config';
import { reporters, SHARED_MODULES } from '@galaxies/tooling/vitest';

export default defineConfig({
  test: {
    name: 'pencil-kit',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts'],
    reporters: reporters('unit'),
    ...SHARED_MODULES,
  },
});
