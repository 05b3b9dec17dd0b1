// Server tests in Node (routes through Fastify's inject, no port needed).
import { defineConfig } from 'vitest/config';
import { reporters } from '@galaxies/tooling/vitest';

export default defineConfig({
  test: {
    name: 'demo',
    include: ['server/**/*.test.ts'],
    reporters: reporters('unit'),
  },
});
