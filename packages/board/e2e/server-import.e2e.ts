// The package's entries on a server and in a bundler. A server-rendered page may import any
// entry on the server (Next.js, SvelteKit, Nuxt render the page in Node first): each imports in
// a fresh Node process without throwing and gives the element's class (the define modules export
// nothing), and every entry imports after every other (the define and SSR entries bring Lit's
// DOM shim, which the one-file bundles once mistook for a browser). A bundler keeps a module
// only for its exports unless `sideEffects` names it: every file that registers an element is
// named there. In a browser the same files register the tags (the other suites).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  exports: Record<string, unknown>;
  sideEffects: string[];
};

/** Imports `specifiers` in order in a new Node process; the last one's exports' names printed. */
function importInOrder(specifiers: readonly string[]) {
  const script = [
    'let m;',
    ...specifiers.map((s) => `m = await import(${JSON.stringify(s)});`),
    "console.log(Object.keys(m).join(' '));",
  ].join('\n');
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

/** A file of this package by its own name, as a server resolves it. */
const fileUrl = (file: string) => pathToFileURL(resolve(file)).href;

/**
 * Every JavaScript entry of the package as a consumer names it (`@galaxies/board/ssr`), each file
 * a wildcard export matches named alone, as Node resolves them (the `node` condition included).
 */
function entries(): string[] {
  const names: string[] = [];
  for (const key of Object.keys(manifest.exports)) {
    if (key.endsWith('.json')) continue;
    if (!key.includes('*')) {
      names.push(`${manifest.name}${key.slice(1)}`);
      continue;
    }
    const [folder, suffix] = key.slice(2).split('*') as [string, string];
    for (const file of readdirSync(join('dist', folder))) {
      if (file.endsWith(suffix) && !file.endsWith(`.d${suffix.replace('.js', '.ts')}`)) {
        names.push(`${manifest.name}/${folder}${file}`);
      }
    }
  }
  return [...new Set(names)];
}

describe('on a server', () => {
  it.each([
    ['dist/galaxies-board.js', 'GalaxiesBoard'],
    ['dist/galaxies-board.single.js', 'GalaxiesEditor'],
    ['dist/index.js', 'GalaxiesBoard'],
    ['dist/react/index.js', 'GalaxiesBoard'],
    ['dist/define/galaxies-board.js', ''],
    ['dist/define/galaxies-editor.js', ''],
    ['dist/ssr/index.js', 'renderBoard'],
    ['dist/ssr/server-ready.js', 'serverReady'],
    ['dist/ssr/hydrate.js', ''],
  ])('%s imports without throwing', (file, name) => {
    const run = importInOrder([fileUrl(file)]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split(' ')).toContain(name);
  });

  it('imports every entry after every other, in any order, without throwing', () => {
    const all = entries();
    expect(all).toEqual(
      expect.arrayContaining([
        '@galaxies/board',
        '@galaxies/board/define/galaxies-board.js',
        '@galaxies/board/galaxies-board.js',
        '@galaxies/board/galaxies-board.single.js',
        '@galaxies/board/ssr',
      ]),
    );
    // Each entry first, then every other: each ordered pair is tried (and forward, reversed).
    const orders = [
      ...all.map((first) => [first, ...all.filter((e) => e !== first)]),
      [...all].reverse(),
    ];
    for (const order of orders) {
      const run = importInOrder(order);
      expect(run.stderr, order.join(' → ')).toBe('');
      expect(run.status).toBe(0);
    }
  }, 120_000);
});

describe('sideEffects', () => {
  /** Whether `file` (`./dist/…`) matches one of the package's sideEffects patterns. */
  const listed = (file: string) =>
    manifest.sideEffects.some((pattern) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(
        file,
      ),
    );

  it('names every file of the build that registers an element', () => {
    const registering: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (path.endsWith('.js') && /\.define\(\s*["'`a-z]/.test(readFileSync(path, 'utf8'))) {
          registering.push(`./${path}`);
        }
      }
    };
    walk('dist');
    // The one-file bundles' parts among them: the result panel and How to play.
    expect(registering).toEqual(
      expect.arrayContaining([
        './dist/galaxies-board.js',
        './dist/galaxies-board-pk-result.js',
        './dist/galaxies-how-to.js',
        './dist/define/galaxies-board.js',
      ]),
    );
    expect(registering.filter((file) => !listed(file))).toEqual([]);
    // A module that only exports stays out.
    expect(listed('./dist/board.js')).toBe(false);
  });
});
