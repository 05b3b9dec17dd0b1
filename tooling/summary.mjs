// Counts what the test runners reported: every Vitest JSON report and Playwright JSON report
// under packages/*/test-results, apps/*/test-results, integrations/*/test-results (the WordPress
// plugin's), fixtures/*/test-results (the consumer fixtures outside the workspace) and
// tooling/*/test-results (the other browsers' smoke suite), summed into one passed/failed tally.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const GROUPS = ['packages', 'apps', 'integrations', 'fixtures', 'tooling'];

function resultDirs(root) {
  const dirs = [];
  for (const group of GROUPS) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      const dir = join(base, name, 'test-results');
      if (existsSync(dir)) dirs.push(dir);
    }
  }
  return dirs;
}

/** Removes old reports so a run counts only itself (turbo restores them on cache hits). */
export function clearReports(root) {
  for (const dir of resultDirs(root)) {
    for (const file of readdirSync(dir)) {
      if (file.endsWith('.json')) rmSync(join(dir, file), { force: true });
    }
  }
}

/** Passed and failed counts of one report, whichever runner wrote it; null if neither. */
export function countReport(report) {
  if (report && typeof report.numTotalTests === 'number') {
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  }
  if (report && report.stats && typeof report.stats.expected === 'number') {
    const { expected, unexpected, flaky } = report.stats;
    return { passed: expected + (flaky ?? 0), failed: unexpected };
  }
  return null;
}

/** A failure's first three lines, without colours, short enough for the closing summary. */
function gist(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.slice(0, 3).join(' · ').slice(0, 300);
}

/**
 * The tests a report says failed, whichever runner wrote it: each name, and after it the first
 * line of why (so a run seen only through its summary still says what went wrong).
 */
export function failedNames(report) {
  const names = [];
  const add = (name, why) => names.push(why ? `${name} — ${gist(why)}` : name);
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') add(test.fullName ?? test.title, test.failureMessages?.[0]);
    }
  }
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const results = (spec.tests ?? []).flatMap((t) => t.results ?? []);
      add([...path, spec.title].join(' › '), results.find((r) => r.error)?.error?.message);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return names;
}

/** Sums every report; lists each so a reader sees where the numbers came from. */
export function summarize(root) {
  const rows = [];
  for (const dir of resultDirs(root)) {
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.json')) continue;
      let counted = null;
      let failures = [];
      try {
        const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
        counted = countReport(report);
        failures = failedNames(report);
      } catch {
        counted = null;
      }
      if (counted) {
        rows.push({ report: join(dir, file).slice(root.length + 1), ...counted, failures });
      }
    }
  }
  const passed = rows.reduce((sum, row) => sum + row.passed, 0);
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);
  return { rows, passed, failed };
}
