// The site's words keep the twin shape: every Japanese topic (`ja/<topic>.ts`) has its English
// twin (`en/<topic>.ts`), and the Japanese take only the English's types (`import type`), never
// a value, so loading a language's words never brings the other's. A value both need lives in a
// module of its own that both import (day-parts.ts, ../format.ts). Read as files, for the site's
// words (here) and the server's refusals (server/words/).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FOLDERS = {
  'shared/words': new URL('./', import.meta.url),
  'server/words': new URL('../../server/words/', import.meta.url),
};

/** The topics a language's folder holds: its modules' names, tests aside. */
const topics = (folder: URL, lang: 'en' | 'ja'): string[] =>
  readdirSync(new URL(`${lang}/`, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();

/** Every module a source names (imports, re-exports, dynamic imports), each as written. */
function imports(source: string): { spec: string; typeOnly: boolean }[] {
  const statements = [
    ...source.matchAll(
      /^\s*(import|export)\s+(type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*\{[^}]*\})?)\s*from\s*['"]([^'"]+)['"]/gm,
    ),
  ].map((m) => ({ spec: m[3]!, typeOnly: m[2] !== undefined }));
  const bare = [...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => ({
    spec: m[1]!,
    typeOnly: false,
  }));
  const dynamic = [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({
    spec: m[1]!,
    typeOnly: false,
  }));
  return [...statements, ...bare, ...dynamic];
}

describe.each(Object.entries(FOLDERS))('the words in %s', (_name, folder) => {
  it('have an English twin for every Japanese topic', () => {
    const english = topics(folder, 'en');
    expect(topics(folder, 'ja').filter((topic) => !english.includes(topic))).toEqual([]);
  });

  it('take only types from the English in the Japanese', () => {
    const values = topics(folder, 'ja').flatMap((topic) =>
      imports(readFileSync(new URL(`ja/${topic}`, folder), 'utf8'))
        .filter(({ spec, typeOnly }) => /^\.\.\/en\//.test(spec) && !typeOnly)
        .map(({ spec }) => `ja/${topic} imports ${spec}`),
    );
    expect(values).toEqual([]);
  });

  it('reads what it checks', () => {
    // A check that found no topics or no imports would pass for nothing.
    const ja = topics(folder, 'ja');
    expect(ja.length).toBeGreaterThan(0);
    const named = ja.flatMap((t) => imports(readFileSync(new URL(`ja/${t}`, folder), 'utf8')));
    expect(named.some(({ spec, typeOnly }) => spec.startsWith('../en/') && typeOnly)).toBe(true);
  });
});

describe('the imports read', () => {
  it('tells a type-only import from a value import', () => {
    const source = [
      "import type { A } from '../en/a.js';",
      "import { B } from '../en/b.js';",
      "import { type C } from '../en/c.js';",
      "export { D } from '../en/d.js';",
      "import '../en/e.js';",
      "const f = () => import('../en/f.js');",
      'import {',
      '  G,',
      "} from '../en/g.js';",
    ].join('\n');
    expect(imports(source)).toEqual([
      { spec: '../en/a.js', typeOnly: true },
      { spec: '../en/b.js', typeOnly: false },
      { spec: '../en/c.js', typeOnly: false },
      { spec: '../en/d.js', typeOnly: false },
      { spec: '../en/g.js', typeOnly: false },
      { spec: '../en/e.js', typeOnly: false },
      { spec: '../en/f.js', typeOnly: false },
    ]);
  });
});
