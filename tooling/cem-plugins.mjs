// Plugins for the custom elements manifest (`cem analyze`, custom-elements-manifest.config.mjs
// in each package with elements): paths in the manifest name the shipped dist/ files a consumer
// imports, not the TypeScript sources; and the editors' data made from the same manifest, VS
// Code's HTML custom data and JetBrains' web-types, so tags, attributes and events complete in
// plain HTML, Lit templates and JSX.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** Every custom element in a manifest, with the module it is in. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((d) => d.customElement && d.tagName)
      .map((d) => ({ ...d, path: module.path })),
  );
}

const isPublic = (member) => !member.privacy || member.privacy === 'public';
const text = (value) => (value ?? '').trim();

/** Values an attribute takes when its type is a union of string literals. */
function valuesOf(type) {
  const literals = (type?.text ?? '').split('|').map((part) => part.trim());
  return literals.length > 1 && literals.every((part) => /^'[^']*'$/.test(part))
    ? literals.map((part) => ({ name: part.slice(1, -1) }))
    : undefined;
}

/** VS Code's HTML custom data (version 1.1). */
export function vscodeData(manifest) {
  return {
    $schema:
      'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elementsOf(manifest).map((el) => ({
      name: el.tagName,
      description: [
        text(el.description),
        ...(el.events ?? []).map((e) => `Event \`${e.name}\`: ${text(e.description)}`),
      ]
        .filter(Boolean)
        .join('\n\n'),
      attributes: (el.attributes ?? []).map((a) => ({
        name: a.name,
        description: text(a.description),
        ...(valuesOf(a.type) ? { values: valuesOf(a.type) } : {}),
      })),
    })),
  };
}

/** JetBrains' web-types (schema 2.0). */
export function webTypes(manifest, { name, version }) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elementsOf(manifest).map((el) => ({
          name: el.tagName,
          description: text(el.description),
          source: { module: name, symbol: el.name },
          attributes: (el.attributes ?? []).map((a) => ({
            name: a.name,
            description: text(a.description),
            ...(a.default ? { default: a.default } : {}),
            value: { type: a.type?.text ?? 'string' },
          })),
          events: (el.events ?? []).map((e) => ({
            name: e.name,
            description: text(e.description),
          })),
          slots: (el.slots ?? []).map((s) => ({ name: s.name, description: text(s.description) })),
          css: {
            properties: (el.cssProperties ?? []).map((p) => ({
              name: p.name,
              description: text(p.description),
            })),
            parts: (el.cssParts ?? []).map((p) => ({
              name: p.name,
              description: text(p.description),
            })),
          },
          js: {
            properties: (el.members ?? [])
              .filter((m) => m.kind === 'field' && isPublic(m) && !m.static)
              .map((m) => ({ name: m.name, description: text(m.description), type: m.type?.text })),
            events: (el.events ?? []).map((e) => ({
              name: e.name,
              description: text(e.description),
            })),
          },
        })),
      },
    },
  };
}

/** The plugins: dist paths, then the editors' data written beside package.json. */
export function manifestPlugins(dir = process.cwd()) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return [
    {
      name: 'galaxies-dist-paths',
      packageLinkPhase({ customElementsManifest }) {
        rewrite(customElementsManifest);
        const write = (file, data) =>
          writeFileSync(join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
        write('vscode.html-custom-data.json', vscodeData(customElementsManifest));
        write('web-types.json', webTypes(customElementsManifest, pkg));
      },
    },
  ];
}
