// That the API and size checks have teeth, on temporary copies (never the real packages): a copy
// of @galaxies/ratings passes `api-report.mjs check` unchanged, and fails, naming the report,
// once its built .d.ts gains an export, a report goes missing or one is left over; size-limit
// fails a budget smaller than the file and says by how much. Plain Node (the tooling package has
// no Vitest); the results go to test-results/vitest-unit.json here. Run after ratings' build.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementsReport } from './elements.mjs';
import { Steps } from './steps.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const tool = join(root, 'tooling', 'api-report.mjs');
const sizeLimit = join(
  dirname(createRequire(import.meta.url).resolve('size-limit/package.json')),
  'bin.js',
);

/** Runs a Node script; its exit status and all it printed. */
function node(args, cwd = root) {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function expectStatus(run, status, what) {
  if (run.status !== status) {
    throw new Error(`${what}: exit ${run.status}, expected ${status}. It printed:\n${run.output}`);
  }
}

function expectSaid(run, text) {
  if (!run.output.includes(text)) throw new Error(`Expected "${text}" in:\n${run.output}`);
}

/**
 * A copy of the ratings package as the repository lays it out (the shared tsconfig two folders
 * up), with its build and its reports; returns the copy's package folder.
 */
function copyRatings(scratch) {
  cpSync(join(root, 'tooling', 'tsconfig'), join(scratch, 'tooling', 'tsconfig'), {
    recursive: true,
  });
  const from = join(root, 'packages', 'ratings');
  const to = join(scratch, 'packages', 'ratings');
  mkdirSync(to, { recursive: true });
  for (const name of ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'dist', 'etc']) {
    if (existsSync(join(from, name))) cpSync(join(from, name), join(to, name), { recursive: true });
  }
  return to;
}

const steps = new Steps(here, 'tooling/api-report/checks.test.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'api-checks-'));
try {
  const ratings = copyRatings(scratch);
  const report = join(ratings, 'etc', 'ratings.api.md');
  const entry = join(ratings, 'dist', 'index.d.ts');
  await steps.step(
    'check:api passes an unchanged package (the same build, the same report)',
    () => {
      // The copy's own reports first, so these steps do not depend on the committed ones being
      // current; a second process then makes the same bytes.
      expectStatus(node([tool, 'update', ratings]), 0, 'api-report.mjs update on the copy');
      const run = node([tool, 'check', ratings]);
      expectStatus(run, 0, 'check on the unchanged copy');
      expectSaid(run, '@galaxies/ratings: 1 report up to date');
    },
  );

  await steps.step('check:api fails a new export, naming the report and the update command', () => {
    appendFileSync(entry, '\nexport declare const planted: number;\n');
    const run = node([tool, 'check', ratings]);
    expectStatus(run, 1, 'check after planting an export');
    expectSaid(run, 'etc/ratings.api.md differs');
    expectSaid(run, '+export const planted: number;');
    expectSaid(run, 'pnpm api:update');
    expectStatus(node([tool, 'update', ratings]), 0, 'update after planting');
    expectStatus(node([tool, 'check', ratings]), 0, 'check once the report is updated');
  });

  await steps.step('check:api fails a missing report and one that matches no entry point', () => {
    rmSync(report);
    writeFileSync(join(ratings, 'etc', 'ratings-gone.api.md'), 'an entry point since removed\n');
    const run = node([tool, 'check', ratings]);
    expectStatus(run, 1, 'check with a report missing and one left over');
    expectSaid(run, 'etc/ratings.api.md is missing');
    expectSaid(run, 'etc/ratings-gone.api.md matches no entry point');
  });

  await steps.step('size-limit fails a budget smaller than the file, saying by how much', () => {
    const dir = join(scratch, 'size');
    mkdirSync(join(dir, 'dist'), { recursive: true });
    cpSync(join(ratings, 'dist', 'index.js'), join(dir, 'dist', 'index.js'));
    // size-limit finds its plugins in the package.json above the config.
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'size-check', devDependencies: { '@size-limit/file': '*' } }),
    );
    const budget = (limit) =>
      writeFileSync(
        join(dir, '.size-limit.json'),
        JSON.stringify([
          { name: 'dist/index.js', path: 'dist/index.js', gzip: true, limit, message: 'Why.' },
        ]),
      );
    budget('10 B');
    const over = node([sizeLimit], dir);
    expectStatus(over, 1, 'size-limit with a 10 B budget');
    expectSaid(over, 'Package size limit has exceeded by');
    expectSaid(over, 'Why.');
    budget('1 MB');
    expectStatus(node([sizeLimit], dir), 0, 'size-limit with a 1 MB budget');
  });

  await steps.step('the elements report is sorted and the same whatever the manifest order', () => {
    const element = (tagName, name) => ({
      kind: 'class',
      name,
      tagName,
      customElement: true,
      attributes: [{ name: 'zeta', type: { text: 'string' } }, { name: 'alpha' }],
      members: [
        { kind: 'field', name: 'secret', privacy: 'private' },
        { kind: 'method', name: 'go', return: { type: { text: 'void' } } },
      ],
      events: [{ name: 'x-done', type: { text: 'CustomEvent<Done>' } }],
    });
    const manifest = (a, b) => ({ modules: [{ path: 'dist/x.js', declarations: [a, b] }] });
    const one = elementsReport('p', manifest(element('x-b', 'B'), element('x-a', 'A')));
    const two = elementsReport('p', manifest(element('x-a', 'A'), element('x-b', 'B')));
    if (one !== two) {
      throw new Error(`The order of the manifest changed the report:\n${one}\n---\n${two}`);
    }
    const at = (text) => one.indexOf(text);
    if (!(at('`<x-a>`') < at('`<x-b>`') && at('`alpha`') < at('`zeta`'))) {
      throw new Error(`Not sorted:\n${one}`);
    }
    if (one.includes('secret')) throw new Error(`A private member is listed:\n${one}`);
    expectSaid({ output: one }, '- `x-done`: detail `Done`');
  });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = steps.report();
