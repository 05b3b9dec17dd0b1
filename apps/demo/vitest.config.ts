// Server tests in Node, through Fastify's inject. Every test runs on SQLite; with
// TEST_DATABASE_URL set (npm test starts a PostgreSQL for it) they run on PostgreSQL as well.
// The front end's pure modules (src/**/*.test.ts: no page, no storage) run once, beside them.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { reporters, SHARED_MODULES } from '@galaxies/tooling/vitest';

const include = ['server/**/*.test.ts', 'shared/**/*.test.ts'];
// A flood of players or an outage takes seconds, more beside the other checks on two cores: no
// test here is about speed, so none fails for being slow. (Each project's own: projects don't
// inherit the root's test options.)
const testTimeout = 60_000;
const postgres = process.env.TEST_DATABASE_URL;
if (!postgres)
  console.log('PostgreSQL runs skipped: TEST_DATABASE_URL is not set (npm test sets it).');

export default defineConfig({
  test: {
    reporters: reporters('unit'),
    // Two workers even on two cores (Vitest's default there is one): every test has a server and
    // database of its own, and much of a test's time is its database's, not this process's.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'sqlite',
          ...SHARED_MODULES,
          include,
          testTimeout,
          env: { TEST_DATABASE_URL: '' },
        },
      },
      { test: { name: 'site', ...SHARED_MODULES, include: ['src/**/*.test.ts'] } },
      ...(postgres
        ? [
            {
              test: {
                name: 'postgres',
                ...SHARED_MODULES,
                include,
                testTimeout,
                env: { TEST_DATABASE_URL: postgres },
              },
            },
          ]
        : []),
    ],
  },
});
