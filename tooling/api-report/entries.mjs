// A package's entry points as its package.json `exports` names them: each subpath with a `types`
// file, subpath patterns (`./define/*.js`) expanded over the built files, one report per types
// file (subpaths that share one, like the board's two standalone builds, share its report).
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** `@galaxies/board` → `board`. */
export function unscoped(name) {
  return name.replace(/^@[^/]+\//, '');
}

/** The report's file name, without `.api.md`: `board` for `.`, `board-define-galaxies-board` for `./define/galaxies-board.js`. */
export function reportName(packageName, subpath) {
  const rest = subpath
    .replace(/^\.\/?/, '')
    .replace(/\.js$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-');
  return rest ? `${unscoped(packageName)}-${rest}` : unscoped(packageName);
}

/** The `types` file of one export's conditions (the first found, depth first), or null. */
function typesOf(target) {
  if (!target || typeof target !== 'object') return null;
  if (typeof target.types === 'string') return target.types;
  for (const value of Object.values(target)) {
    const found = typesOf(value);
    if (found) return found;
  }
  return null;
}

/** Every file under `dir` (relative to `base`, with `/`), sorted. */
function filesUnder(base, dir) {
  const abs = join(base, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(base, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** `./define/*.js` with `./dist/define/*.d.ts`: each built file's subpath and types file. */
function expandPattern(packageDir, subpath, types) {
  const [before, after] = types.replace(/^\.\//, '').split('*');
  const dir = before.slice(0, before.lastIndexOf('/') + 1);
  return filesUnder(packageDir, dir)
    .filter((file) => file.startsWith(before) && file.endsWith(after))
    .map((file) => {
      const star = file.slice(before.length, file.length - after.length);
      return [subpath.replace('*', star), `./${file}`];
    });
}

/**
 * The entry points of the package in `packageDir` (its parsed package.json is `pkg`), in the
 * order `exports` lists them: `{ subpath, aliases, types, report }`, `types` relative to the
 * package (`dist/index.d.ts`), `aliases` the other subpaths with the same types file.
 */
export function entryPoints(packageDir, pkg) {
  const exports = pkg.exports;
  const map =
    typeof exports === 'string' || (exports && !Object.keys(exports)[0]?.startsWith('.'))
      ? { '.': exports }
      : (exports ?? {});
  const pairs = [];
  for (const [subpath, target] of Object.entries(map)) {
    const types = typesOf(typeof target === 'string' ? null : target);
    if (!types) continue;
    if (subpath.includes('*')) pairs.push(...expandPattern(packageDir, subpath, types));
    else pairs.push([subpath, types]);
  }
  const bySubpath = new Set();
  const byTypes = new Map();
  for (const [subpath, types] of pairs) {
    // Node matches a subpath exactly before it tries a pattern: the first listed wins.
    if (bySubpath.has(subpath)) continue;
    bySubpath.add(subpath);
    const file = types.replace(/^\.\//, '');
    const known = byTypes.get(file);
    if (known) known.aliases.push(subpath);
    else byTypes.set(file, { subpath, aliases: [], types: file, report: '' });
  }
  const entries = [...byTypes.values()];
  const names = new Map();
  for (const entry of entries) {
    entry.report = reportName(pkg.name, entry.subpath);
    const clash = names.get(entry.report);
    if (clash) {
      throw new Error(
        `${pkg.name}: the entry points "${clash}" and "${entry.subpath}" would share the report ` +
          `${entry.report}.api.md; rename one of them.`,
      );
    }
    names.set(entry.report, entry.subpath);
  }
  return entries;
}
