// `prepack` of every published package: refuses to pack a package that is not built, or whose
// build is older than its source, so no tarball ships exports pointing at missing files. It
// checks every file package.json names (exports, types, the manifest, editor data) is there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.cwd();
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/** Every file path in an exports map (patterns with `*` are checked by their folder). */
function targets(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(targets);
  return [];
}

const named = [
  ...targets(pkg.exports),
  ...[pkg.main, pkg.types, pkg.customElements, pkg['web-types']].filter(Boolean),
  ...(pkg.contributes?.html?.customData ?? []),
].map((path) => path.replace(/^\.\//, '').replace(/\/[^/]*\*.*$/, ''));

const missing = [...new Set(named)].filter((path) => !existsSync(join(dir, path)));

/** The newest modification time under `folder` of files that pass `keep`. */
function newest(folder, keep) {
  let time = 0;
  if (!existsSync(folder)) return time;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !keep(entry.name)) continue;
    time = Math.max(time, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return time;
}

const source = newest(join(dir, 'src'), (name) => !/\.test\./.test(name));
const built = newest(join(dir, 'dist'), () => true);
const problems = [];
if (missing.length) problems.push(`missing: ${missing.join(', ')}`);
if (built && source > built) problems.push('dist/ is older than src/');
if (problems.length) {
  console.error(
    `${pkg.name} is not built (${problems.join('; ')}). Run \`pnpm build\` at the repository's root, then pack again.`,
  );
  process.exit(1);
}
