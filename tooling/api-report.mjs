#!/usr/bin/env node
// The packages' API reports, committed in each package's etc/: one per entry point in its
// package.json `exports` (API Extractor over the built .d.ts files, `<entry>.api.md`), and for a
// package with custom elements one more from its manifest (`elements.api.md`). After a build:
//   node tooling/api-report.mjs check [package folder…]   fails when a report differs, is
//                                                          missing, or matches no entry point
//   node tooling/api-report.mjs update [package folder…]  writes them in place, for review
// With no folder, every package in packages/. `pnpm check:api` and `pnpm api:update` run these.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareReports, writeReports } from './api-report/compare.mjs';
import { shortDiff } from './api-report/diff.mjs';
import { elementsReport } from './api-report/elements.mjs';
import { entryPoints } from './api-report/entries.mjs';
import { extractReports } from './api-report/extract.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const UPDATE = 'pnpm api:update';

/** Every report of the package in `dir`, made from its build: file name → text. */
export function makeReports(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entries = entryPoints(dir, pkg);
  const missing = entries.filter((entry) => !existsSync(join(dir, entry.types)));
  if (missing.length > 0) {
    throw new Error(
      `${pkg.name} is not built: ${missing.map((e) => e.types).join(', ')} missing. Run pnpm build first.`,
    );
  }
  const reports = entries.length > 0 ? extractReports(dir, pkg, entries) : new Map();
  if (pkg.customElements) {
    const file = join(dir, pkg.customElements);
    if (!existsSync(file)) {
      throw new Error(`${pkg.name}: ${pkg.customElements} is missing. Run pnpm build first.`);
    }
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    reports.set('elements.api.md', elementsReport(pkg.name, manifest));
  }
  return { name: pkg.name, reports };
}

const indent = (text) => text.replace(/^/gm, '    ');

/** Checks one package; returns the lines saying what is wrong (none when it is up to date). */
function check(dir) {
  const { name, reports } = makeReports(dir);
  const etc = join(dir, 'etc');
  const { differ, missing, extra } = compareReports(reports, etc);
  const where = relative(process.cwd(), etc) || '.';
  const problems = [
    ...differ.map(
      ([file, before, after]) => `${where}/${file} differs:\n${indent(shortDiff(before, after))}`,
    ),
    ...missing.map((file) => `${where}/${file} is missing (a new entry point?)`),
    ...extra.map((file) => `${where}/${file} matches no entry point (one removed or renamed?)`),
  ];
  if (problems.length === 0)
    console.log(
      `api-report: ${name}: ${reports.size} report${reports.size === 1 ? '' : 's'} up to date`,
    );
  else
    console.error(
      `api-report: ${name}: the API reports do not match the build:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  return problems;
}

function update(dir) {
  const { name, reports } = makeReports(dir);
  const { changed, added, removed } = writeReports(reports, join(dir, 'etc'));
  const said = [
    ...changed.map((f) => `updated ${f}`),
    ...added.map((f) => `added ${f}`),
    ...removed.map((f) => `removed ${f}`),
  ];
  console.log(`api-report: ${name}: ${said.length > 0 ? said.join(', ') : 'no change'}`);
}

function packageFolders(args) {
  if (args.length > 0) return args.map((arg) => resolve(arg));
  const base = join(root, 'packages');
  return readdirSync(base)
    .sort()
    .map((name) => join(base, name))
    .filter((dir) => existsSync(join(dir, 'package.json')));
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'check' && command !== 'update') {
    console.error('usage: node tooling/api-report.mjs check|update [package folder…]');
    return 2;
  }
  const started = Date.now();
  let failed = 0;
  for (const dir of packageFolders(args)) {
    if (command === 'update') update(dir);
    else if (check(dir).length > 0) failed++;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failed > 0) {
    console.error(
      `\nThe API changed (${seconds} s). If that is intended, run \`${UPDATE}\` and commit the ` +
        'reports in etc/ with the change, for review.',
    );
    return 1;
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(`api-report: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
