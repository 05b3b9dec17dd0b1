// Unit tests in Node for the board's plain helpers.
import { defineConfig } from 'vitest/config';
import { reporters } from '@galaxies/tooling/vitest';

export default defineConfig({
  test: {
    name: 'board',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts'],
    reporters: reporters('unit'),
  },
});
