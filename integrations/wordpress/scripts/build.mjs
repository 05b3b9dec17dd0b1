// The plugin's build: the board's one file (@galaxies/board's dist/galaxies-board.single.js,
// built first by turbo) copied into galaxies/assets/, then the plugin folder zipped as
// dist/galaxies.zip, `galaxies/…` inside, ready for Plugins › Add New › Upload Plugin.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zip } from './zip.mjs';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const plugin = join(here, 'galaxies');
const board = join(here, 'node_modules', '@galaxies', 'board', 'dist', 'galaxies-board.single.js');
const license = join(here, '..', '..', 'LICENSE');
const out = join(here, 'dist', 'galaxies.zip');

/** Every file and folder under `dir` (dotfiles left out), in a stable (sorted) order. */
function walk(dir) {
  const entries = [];
  const names = readdirSync(dir, { withFileTypes: true }).filter((e) => !e.name.startsWith('.'));
  for (const entry of names.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) entries.push({ path, folder: true }, ...walk(path));
    else if (entry.isFile()) entries.push({ path, folder: false });
  }
  return entries;
}

if (!existsSync(board)) {
  throw new Error(
    `No ${relative(here, board)}: build the board first (pnpm --filter @galaxies/board build).`,
  );
}
mkdirSync(join(plugin, 'assets'), { recursive: true });
copyFileSync(board, join(plugin, 'assets', 'galaxies-board.single.js'));

const name = (path) => ['galaxies', ...relative(plugin, path).split(sep)].join('/');
const entries = [{ name: 'galaxies/' }];
for (const { path, folder } of walk(plugin)) {
  entries.push(
    folder ? { name: `${name(path)}/` } : { name: name(path), data: readFileSync(path) },
  );
}
entries.push({ name: 'galaxies/LICENSE.txt', data: readFileSync(license) });

mkdirSync(dirname(out), { recursive: true });
const bytes = zip(entries);
writeFileSync(out, bytes);
const files = entries.filter((e) => !e.name.endsWith('/')).length;
console.log(`${relative(here, out)}: ${files} files, ${(bytes.length / 1024).toFixed(1)} kB`);
