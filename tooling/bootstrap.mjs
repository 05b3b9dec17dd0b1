#!/usr/bin/env node
// The two commands: `npm start` (install, build, serve the site) and `npm test` (install, build,
// run every check and test, print one closing tally). Plain Node: it runs before any install.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureOtherBrowsers } from './browsers/ensure.mjs';
import { ensureChromium, ensurePnpm, run, shareNodeHeaders } from './ensure.mjs';
import { startPostgres } from './postgres.mjs';
import { clearReports, summarize } from './summary.mjs';
import { Timings } from './timings.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
process.env.DO_NOT_TRACK = '1';

function pnpm(args) {
  return run('pnpm', args, { cwd: root, env: process.env });
}

function install() {
  ensurePnpm(root);
  shareNodeHeaders();
  const status = pnpm(['install', '--frozen-lockfile', '--config.confirmModulesPurge=false']);
  if (status !== 0) throw new Error('pnpm install failed (see above).');
}

/** Runs `turbo run tasks…` (its output on ours); resolves to whether every task passed. */
function turbo(tasks, extra = []) {
  const started = Date.now();
  const name = [...tasks, ...extra.filter((arg) => arg.startsWith('--filter'))].join(' ');
  console.log(`\n› turbo run ${name}`);
  const args = [
    'exec',
    'turbo',
    'run',
    ...tasks,
    '--log-order=grouped',
    // A run summary in .turbo/runs/, for the timings table at the end (tooling/timings.mjs).
    '--summarize',
    ...extra,
  ];
  const child = spawn('pnpm', args, { cwd: root, env: process.env, stdio: 'inherit' });
  return new Promise((resolve) => {
    const done = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`› ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      resolve(status === 0);
    };
    child.on('error', () => done(127));
    child.on('exit', (code) => done(code ?? 1));
  });
}

async function start() {
  install();
  // The site and its dependencies, and Storybook's static build, which the site serves.
  const scope = ['--filter=@galaxies/demo...', '--filter=@galaxies/storybook'];
  if (!(await turbo(['build', 'build-storybook'], scope))) process.exit(1);
  const port = process.env.PORT ?? '4173';
  console.log(`\n› serving the site at http://localhost:${port}`);
  // From the site's folder, so its SQLite database and secret live in apps/demo/data.
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: join(root, 'apps/demo'),
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

/**
 * Starts the framework fixtures (consumers' apps outside the workspace, on the packed packages,
 * each with its own npm install: fixtures/run.mjs) beside the end-to-end phase, at a lower
 * priority (nice 10, which their npm, compilers and Chromium inherit): while two suites keep both
 * cores busy the fixtures wait, and they take the core the phase's last suite leaves idle. Their
 * output goes to a file, shown when they are done.
 */
function startFixtures() {
  const folder = mkdtempSync(join(tmpdir(), 'galaxies-fixture-'));
  const log = join(folder, 'log');
  const out = openSync(log, 'w');
  const child = spawn(process.execPath, ['fixtures/run.mjs'], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  try {
    if (child.pid) setPriority(child.pid, 10);
  } catch {
    // A system that refuses a lower priority runs them at the usual one.
  }
  const done = new Promise((resolve) => {
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  return async () => {
    const status = await done;
    console.log('\n› fixtures (fixtures/run.mjs)');
    process.stdout.write(readFileSync(log, 'utf8'));
    rmSync(folder, { recursive: true, force: true });
    return status;
  };
}

const CHECKS = [
  'lint',
  'typecheck',
  'check:package',
  'check:layers',
  'test',
  'check:api',
  'check:size',
];

/**
 * The checks phase in two lanes, returning the names of the runs that failed. The site's Node
 * tests (every server test on SQLite and again on PostgreSQL, two workers) are its longest task:
 * left to turbo's order among twenty-two they started up to a hundred seconds in and ran the last
 * sixty alone, so they start first in a lane of their own. Beside them, every other check two at
 * a time (all at once, turbo's default of ten, cost about a tenth more CPU in switching).
 */
async function runChecks() {
  const site = '--filter=@galaxies/demo';
  const [siteTests, others] = await Promise.all([
    turbo(['test'], [site]),
    (async () => {
      const rest = await turbo(CHECKS, [
        '--continue',
        '--concurrency=2',
        '--filter=!@galaxies/demo',
      ]);
      const siteChecks = await turbo(['lint', 'typecheck'], ['--continue', site]);
      return rest && siteChecks;
    })(),
  ]);
  return [siteTests ? null : 'test --filter=@galaxies/demo', others ? null : CHECKS.join(' ')];
}

async function test() {
  process.env.CI ??= 'true';
  const started = Date.now();
  const timings = new Timings(root);
  await timings.time('install (pnpm, frozen lockfile)', install);
  await timings.time('Chromium', ensureChromium);
  await timings.time('Firefox ESR and WebKitGTK', ensureOtherBrowsers);
  // The test fonts, unpacked once before any Chromium starts (tooling/fonts.mjs).
  await timings.time('test fonts', async () => (await import('./fonts.mjs')).testFonts());
  clearReports(root);
  const failedPhases = [];
  const phase = (tasks, extra) =>
    timings.time(`turbo run ${tasks.join(' ')}`, async () => {
      if (!(await turbo(tasks, extra))) failedPhases.push(tasks.join(' '));
    });
  await phase(['build']);
  if (failedPhases.length === 0) {
    // The storage tests run on SQLite and, with this server, on PostgreSQL too.
    const postgres = await timings.time('PostgreSQL server', startPostgres);
    if (postgres.url) process.env.TEST_DATABASE_URL = postgres.url;
    else console.log(`› PostgreSQL tests skipped: ${postgres.reason}`);
    try {
      const failed = await timings.time(`turbo run ${CHECKS.join(' ')}`, runChecks);
      failedPhases.push(...failed.filter(Boolean));
    } finally {
      postgres.stop?.();
      delete process.env.TEST_DATABASE_URL;
    }
    // The browser tests two at a time, one a core (each one Chromium).
    await phase(['test:browser', 'test:stories'], ['--continue', '--concurrency=2']);
    // The fixtures need only the build (five apps one after another, each mostly an npm install,
    // a type check and a production build): they fill what the end-to-end phase leaves idle.
    const fixture = startFixtures();
    // The end-to-end suites two at a time, one a core: each is one Playwright worker, its own
    // server and one Chromium. Three at once were no faster on two cores, and slowed a docs page
    // past its test's time. Two lanes of about the same length: the site's (the longest) alone,
    // and Storybook's then the board's (left to turbo, the board's followed the site's: 481 s
    // against about 453).
    // Storybook's static build comes first, once: the site's journeys serve it under /storybook/
    // and Storybook's own suite tests it. Left to each lane, both built it at once into one
    // folder, and one lane's clean-out could pull files from under the other's (a failed build,
    // or a site test served a half-built Storybook). The lanes then run the e2e tasks alone
    // (`--only`): everything they need is built.
    await timings.time('turbo run e2e', async () => {
      if (!(await turbo(['build-storybook']))) failedPhases.push('build-storybook');
      const lanes = await Promise.all([
        turbo(['e2e'], ['--only', '--continue', '--filter=@galaxies/demo']),
        turbo(
          ['e2e'],
          [
            '--only',
            '--continue',
            '--concurrency=1',
            '--filter=@galaxies/storybook',
            '--filter=@galaxies/board',
            '--filter=@galaxies/wordpress',
          ],
        ),
      ]);
      if (!lanes.every(Boolean)) failedPhases.push('e2e');
    });
    const fixtureStatus = await timings.time('the framework fixtures, after the e2e', fixture);
    if (fixtureStatus !== 0) failedPhases.push('fixtures');
    // Firefox ESR and WebKitGTK, one browser at a time (tooling/browsers/smoke.mjs), after the
    // end-to-end suites so no Chromium shares the cores with them.
    await timings.time('Firefox and WebKit (tooling/browsers)', () => {
      const status = run(process.execPath, ['tooling/browsers/smoke.mjs'], { cwd: root });
      if (status !== 0) failedPhases.push('tooling/browsers');
    });
  }
  const { rows, passed, failed } = summarize(root);
  console.log('\nWhere the time went (seconds; the tasks of a phase run side by side):\n');
  console.log(timings.table());
  console.log('\nTest reports:');
  for (const row of rows) {
    console.log(`  ${row.report}: ${row.passed} passed, ${row.failed} failed`);
    for (const name of row.failures) console.log(`    failed: ${name}`);
  }
  for (const name of failedPhases) console.log(`  phase failed: ${name}`);
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`npm test took ${minutes} min`);
  // A phase that failed without a failing test (a build, lint or crashed runner) still fails.
  const counted = failed === 0 && failedPhases.length > 0 ? failedPhases.length : failed;
  console.log(`${passed} passed, ${counted} failed`);
  process.exit(counted === 0 && failedPhases.length === 0 ? 0 : 1);
}

const command = process.argv[2];
try {
  if (command === 'start') await start();
  else if (command === 'test') await test();
  else {
    console.error('usage: node tooling/bootstrap.mjs start|test');
    process.exit(2);
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  if (command === 'test') console.log('0 passed, 1 failed');
  process.exit(1);
}
