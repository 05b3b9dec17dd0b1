// The reports just made against the ones committed in a package's etc/: which differ, which are
// missing, which are left over (a report whose entry point is gone); and writing them in place.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const REPORT = /\.api\.md$/;

/** The committed reports in `etcDir`: file name → text. */
function committed(etcDir) {
  if (!existsSync(etcDir)) return new Map();
  return new Map(
    readdirSync(etcDir)
      .filter((name) => REPORT.test(name))
      .sort()
      .map((name) => [name, readFileSync(join(etcDir, name), 'utf8')]),
  );
}

/**
 * `made` (file name → text) against `etcDir`: `{ differ, missing, extra }`, each a sorted list
 * of file names; `differ` holds `[name, committedText, madeText]`. Byte for byte.
 */
export function compareReports(made, etcDir) {
  const old = committed(etcDir);
  const names = [...made.keys()].sort();
  return {
    differ: names
      .filter((name) => old.has(name) && old.get(name) !== made.get(name))
      .map((name) => [name, old.get(name), made.get(name)]),
    missing: names.filter((name) => !old.has(name)),
    extra: [...old.keys()].filter((name) => !made.has(name)),
  };
}

/** Writes `made` into `etcDir` and removes the reports no entry point makes any more. */
export function writeReports(made, etcDir) {
  const { differ, missing, extra } = compareReports(made, etcDir);
  mkdirSync(etcDir, { recursive: true });
  for (const name of [...differ.map(([name]) => name), ...missing]) {
    writeFileSync(join(etcDir, name), made.get(name));
  }
  for (const name of extra) rmSync(join(etcDir, name));
  return { changed: differ.map(([name]) => name), added: missing, removed: extra };
}
