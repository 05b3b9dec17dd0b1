// The entries a server-rendered page may import on the server (Next.js, SvelteKit, Nuxt render
// the page in Node first): each imports in a fresh Node process without throwing, and gives the
// element's class (the define modules export nothing). In a browser the same files register the tags (the other suites).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Imports `file` alone in a new Node process; its exports' names printed, and its status. */
function importAlone(file: string) {
  const url = pathToFileURL(resolve(file)).href;
  const script = `const m = await import(${JSON.stringify(url)}); console.log(Object.keys(m).join(' '));`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
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
    const run = importAlone(file);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split(' ')).toContain(name);
  });
});
