// That the import check (`check:layers`, tooling/layers.cjs) has teeth, on a small copy of the
// site's layout in a temporary folder (never the real tree, which other work may be changing):
// a tree that keeps every layer passes; each import a rule forbids, planted in a file of its own
// (storage importing a route, the server importing the front end, a circle, …), fails the check,
// which names the rule and both files; a test reaching past its layer is let through. The check
// runs as npm test runs it: dependency-cruiser's command, from tooling/, with the real config.
// Plain Node, like the API check beside it; the results go to test-results/vitest-unit.json here.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Steps } from '../api-report/steps.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const config = join(here, '..', 'layers.cjs');
const depcruise = join(
  dirname(fileURLToPath(import.meta.resolve('dependency-cruiser'))),
  '..',
  '..',
  'bin',
  'dependency-cruise.mjs',
);

/**
 * The site's layers as files (under apps/demo/), each importing what its layer may: path →
 * the paths it imports. Every rule's `from` has a file here, and every allowed step is taken.
 */
const CLEAN = {
  'shared/days.ts': [],
  'server/config/config.ts': ['shared/days.ts'],
  'server/words/refusals.ts': ['shared/days.ts'],
  'server/db/open.ts': ['server/config/config.ts', 'shared/days.ts'],
  'server/limits/address-limit.ts': ['server/db/open.ts'],
  'server/players/identity.ts': [
    'server/db/open.ts',
    'server/limits/address-limit.ts',
    'server/words/refusals.ts',
  ],
  'server/play/referee.ts': ['server/players/identity.ts', 'server/words/refusals.ts'],
  'server/rating/store-solve.ts': ['server/play/referee.ts', 'server/db/open.ts'],
  'server/race/rooms.ts': [
    'server/play/referee.ts',
    'server/players/identity.ts',
    'server/db/open.ts',
    'server/config/config.ts',
    'server/words/refusals.ts',
  ],
  'server/http/errors.ts': ['server/words/refusals.ts', 'server/db/open.ts'],
  'server/routes/solves.ts': ['server/rating/store-solve.ts', 'server/http/errors.ts'],
  'server/routes/races.ts': ['server/race/rooms.ts', 'server/routes/solves.ts'],
  'server/pages/site-pages.ts': ['server/play/referee.ts', 'server/http/errors.ts'],
  'server/embed/oembed.ts': ['server/pages/site-pages.ts'],
  'server/app.ts': ['server/routes/races.ts', 'server/embed/oembed.ts'],
  'server/main.ts': ['server/app.ts'],
  'server/cli/backup.ts': ['server/db/open.ts'],
  'server/bench/load.ts': ['server/app.ts', 'server/play/referee.ts'],
  'server/test/testing.ts': ['server/app.ts'],
  // A test may reach past its layer for its setting up.
  'server/db/open.test.ts': ['server/test/testing.ts', 'server/routes/solves.ts'],
  'server/play/referee.test.ts': ['server/http/errors.ts'],
  'src/page.ts': ['shared/days.ts'],
};

/** Imports each rule forbids, a file of its own each: [rule, file, what it imports]. */
const PLANTED = [
  ['db-below-the-rest', 'server/db/planted.ts', 'server/routes/solves.ts'],
  ['server-not-front-end', 'server/pages/planted.ts', 'src/page.ts'],
  ['config-at-the-bottom', 'server/config/planted.ts', 'server/http/errors.ts'],
  ['domain-below-the-edge', 'server/play/planted.ts', 'server/http/errors.ts'],
  ['domain-below-the-edge', 'server/rating/planted.ts', 'server/routes/solves.ts'],
  ['race-beside-the-domain', 'server/race/planted.ts', 'server/rating/store-solve.ts'],
  ['routes-at-the-top', 'server/embed/planted.ts', 'server/routes/solves.ts'],
  ['cli-and-bench-apart', 'server/routes/planted.ts', 'server/bench/load.ts'],
  ['front-end-not-server', 'src/planted.ts', 'server/db/open.ts'],
  ['shared-alone', 'shared/planted.ts', 'src/page.ts'],
];

/** The import of `to` from `from` (both under apps/demo/), as the site writes it. */
function importLine(from, to) {
  const up = '../'.repeat(from.split('/').length - 1);
  return `import '${up}${to.replace(/\.ts$/, '.js')}';\n`;
}

/** Writes `files` (path → its imports) under `demo`. */
function write(demo, files) {
  for (const [path, imports] of Object.entries(files)) {
    mkdirSync(dirname(join(demo, path)), { recursive: true });
    const body = imports.map((to) => importLine(path, to)).join('');
    writeFileSync(join(demo, path), `${body}export const here = '${path}';\n`);
  }
}

/** The check on the copy, as npm test runs it (from tooling/, over the site's three roots). */
function check(scratch) {
  const roots = ['src', 'server', 'shared'].map((root) => `../apps/demo/${root}`);
  const result = spawnSync(
    process.execPath,
    [depcruise, '--config', config, '--output-type', 'err', ...roots],
    { cwd: join(scratch, 'tooling'), encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const steps = new Steps(here, 'tooling/layers/check.test.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'layers-check-'));
try {
  const demo = join(scratch, 'apps', 'demo');
  mkdirSync(join(scratch, 'tooling'), { recursive: true });
  write(demo, CLEAN);

  await steps.step('check:layers passes a tree that keeps every layer', () => {
    const run = check(scratch);
    if (run.status !== 0 || !run.output.includes('no dependency violations found')) {
      throw new Error(`Expected a pass, got exit ${run.status}:\n${run.output}`);
    }
  });

  await steps.step('check:layers fails each planted import, naming its rule and both files', () => {
    write(demo, Object.fromEntries(PLANTED.map(([, from, to]) => [from, [to]])));
    // And a circle: two modules of one layer importing each other.
    write(demo, {
      'server/play/circle-a.ts': ['server/play/circle-b.ts'],
      'server/play/circle-b.ts': ['server/play/circle-a.ts'],
    });
    const run = check(scratch);
    if (run.status === 0) throw new Error(`Expected a failure, got a pass:\n${run.output}`);
    const missing = PLANTED.filter(
      ([rule, from, to]) =>
        !run.output.includes(`error ${rule}: ../apps/demo/${from} → ../apps/demo/${to}`),
    ).map(([rule, from, to]) => `${rule}: ${from} → ${to}`);
    if (!/error no-circular: \.\.\/apps\/demo\/server\/play\/circle-[ab]\.ts → /.test(run.output)) {
      missing.push('no-circular: circle-a.ts ↔ circle-b.ts');
    }
    if (missing.length) {
      throw new Error(`Not reported:\n  ${missing.join('\n  ')}\nIt printed:\n${run.output}`);
    }
    // Nothing else: every error is a planted file's (one may break two rules), never the clean
    // tree's, whose tests and allowed steps stay allowed beside the plants.
    const planted = new Set([...PLANTED.map(([, from]) => from), 'server/play/circle-a.ts']);
    planted.add('server/play/circle-b.ts');
    const others = run.output
      .split('\n')
      .map((line) => /^\s*error [\w-]+: \.\.\/apps\/demo\/(\S+)/.exec(line)?.[1])
      .filter((from) => from !== undefined && !planted.has(from));
    if (others.length) throw new Error(`Reported beyond the plants: ${others.join(', ')}`);
  });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = steps.report();
