// Plugins for the custom elements manifest (`cem analyze`, custom-elements-manifest.config.mjs in
// each package with elements). The manifest names the shipped dist/ files a consumer imports, and
// every type alias it mentions is expanded to its union (`parsedType`), so the editors' data and
// the framework types made from it list the values an attribute takes. Those are made by the
// maintained integrations: VS Code's HTML custom data, JetBrains' web-types, JSX types for React
// and every JSX framework, Vue's GlobalComponents; and Svelte's elements from the JSX types' props
// (framework-types.mjs says why).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsxTypesPlugin } from '@wc-toolkit/jsx-types';
import { getTsProgram, typeParserPlugin } from '@wc-toolkit/type-parser';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { frameworkTypesPlugin } from './framework-types.mjs';

/** `src/board.ts` → `dist/board.js`; anything else unchanged. */
export function distPath(path) {
  const match = /^\/?src\/(.*)\.ts$/.exec(path);
  return match ? `dist/${match[1]}.js` : path;
}

function rewrite(node) {
  if (Array.isArray(node)) return node.forEach(rewrite);
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'path' || key === 'module') && typeof value === 'string')
      node[key] = distPath(value);
    else rewrite(value);
  }
}

/**
 * The analyzer's TypeScript program over the package's own tsconfig, so the type parser can
 * follow an attribute's alias (`BoardSize`) to the union it stands for.
 */
export function tsModules({ ts, globs }) {
  const program = getTsProgram(ts, globs, 'tsconfig.build.json');
  return program
    .getSourceFiles()
    .filter((sf) => globs.some((glob) => sf.fileName.includes(glob.replace(/\*.*$/, ''))));
}

/**
 * Leaves out the type parser's "Skipped parsing type" warnings for the rest of the run: it says
 * so of every member whose type is no union to list (a class, a DOM type), nothing to act on.
 */
function quietTypeParser() {
  const warn = console.warn;
  console.warn = (...parts) => {
    if (!parts.some((part) => String(part).includes('Skipped parsing type'))) warn(...parts);
  };
}

/**
 * VS Code's value lists as a person picks from them: each value once (`7` the attribute and `7`
 * the number are one), and no empty `''` (leaving the attribute out says that).
 */
function tidyValues(file) {
  return {
    name: 'galaxies-tidy-values',
    packageLinkPhase() {
      const data = JSON.parse(readFileSync(file, 'utf8'));
      for (const tag of data.tags ?? []) {
        for (const attribute of tag.attributes ?? []) {
          if (!attribute.values) continue;
          const names = [...new Set(attribute.values.map((v) => v.name))].filter((n) => n !== "''");
          attribute.values = names.map((name) => ({ name }));
        }
      }
      writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    },
  };
}

/**
 * The plugins, for the package in `dir`. `frameworks` names the folder (under `dir`) where the
 * types for JSX, Vue and Svelte are written, for a package whose elements pages use directly.
 */
export function manifestPlugins(dir = process.cwd(), { frameworks } = {}) {
  const quiet = { hideLogs: true };
  quietTypeParser();
  const plugins = [
    typeParserPlugin(),
    {
      name: 'galaxies-dist-paths',
      packageLinkPhase({ customElementsManifest }) {
        rewrite(customElementsManifest);
      },
    },
    customElementVsCodePlugin({
      ...quiet,
      outdir: dir,
      htmlFileName: 'vscode.html-custom-data.json',
      cssFileName: null,
      typesSrc: 'parsedType',
    }),
    tidyValues(join(dir, 'vscode.html-custom-data.json')),
    customElementJetBrainsPlugin({
      ...quiet,
      outdir: dir,
      webTypesFileName: 'web-types.json',
      // package.json names web-types.json itself.
      packageJson: false,
      typesSrc: 'parsedType',
    }),
  ];
  if (frameworks) {
    plugins.push(
      jsxTypesPlugin({
        ...quiet,
        outdir: join(dir, frameworks),
        fileName: 'jsx.d.ts',
        globalTypePath: '../index.js',
        // The JSX props of each element, read by the Svelte types.
        stronglyTypedEvents: false,
      }),
      frameworkTypesPlugin(join(dir, frameworks)),
    );
  }
  return plugins;
}
