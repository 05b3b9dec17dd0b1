// The framework types beside the JSX types (a custom-elements-manifest plugin, run after
// `jsxTypesPlugin` has written jsx.d.ts in the same folder):
// - JSX: the generator's shared props take React's refs and style objects (jsxBaseProps).
// - Vue: `custom-element-vuejs-integration`, fed a copy of the manifest whose events name their
//   `detail` type, as that generator expects (it writes `CustomEvent<type>` itself), while the
//   manifest keeps the event's own type (`CustomEvent<SolvedDetail>`), as its schema says.
// - Svelte: each element's props as the JSX types give them (the `ongalaxies-solved` form Svelte 5
//   binds) on Svelte's own `HTMLAttributes`, added to `svelte/elements`' `SvelteHTMLElements` as
//   Svelte's documentation says to; and, since the elements' events bubble, their handlers on
//   every element (`DOMAttributes`), so a box around a server-drawn board listens typed. `custom-element-svelte-integration` 1.2 writes only Svelte 4's
//   `on:event` props, in a `svelteHTML` namespace that its own module scopes away from
//   svelte-check.
// Each `.d.ts` gets an empty `.js` twin, so `import '@galaxies/board/vue'` works at run time too.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';

/** The manifest with each event's type its `detail`'s (`CustomEvent<X>` → `X`). */
export function detailTyped(manifest) {
  const copy = structuredClone(manifest);
  for (const module of copy.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      for (const event of declaration.events ?? []) {
        const match = /^CustomEvent<(.+)>$/.exec(event.type?.text ?? '');
        // A plain `Event` has no detail (and is no export to import).
        if (match) event.type = { text: match[1].trim() };
        else delete event.type;
      }
    }
  }
  return copy;
}

/**
 * Vue's names for event props: the generator writes `"ongalaxies-solved"`, but Vue's templates
 * look `@galaxies-solved` up as `onGalaxiesSolved` (`on` and the name camelized), as vue-tsc does.
 */
export function vueEventProps(types) {
  return types.replace(/"on([a-z][a-z0-9]*(?:-[a-z0-9]+)+)"\?:/g, (_, name) => {
    const camel = name.replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase());
    return `on${camel[0].toUpperCase()}${camel.slice(1)}?:`;
  });
}

/**
 * Each name once in the type imports: the Vue generator imports an event's detail type once per
 * element that fires it (the board's and the editor's `galaxies-error`), and a name imported
 * twice fails a consumer's type check (TS2300) unless it skips library checks.
 */
export function importsOnce(types) {
  return types.replace(/import type \{([^}]*)\}/g, (_, names) => {
    const unique = [...new Set(names.split(',').map((name) => name.trim()))].filter(Boolean);
    return `import type {\n${unique.map((name) => `  ${name},\n`).join('')}}`;
  });
}

/**
 * The JSX types' shared props, widened where the generator's fit Solid alone: `ref` takes
 * React's and Preact's ref objects (`useRef`) as well as an element or a callback, and `style`
 * takes React's style objects, whose properties may be undefined.
 */
export function jsxBaseProps(types) {
  const ref = '  ref?: (T | ((e: T) => void)) | undefined;';
  const style = '  style?: Record<string, string | number> | undefined;';
  if (!types.includes(ref) || !types.includes(style)) {
    throw new Error('The JSX types no longer declare ref and style as expected: look again.');
  }
  return types
    .replace(
      ref,
      '  ref?: T | { current: T | null } | ((e: T | null) => unknown) | null | undefined;',
    )
    .replace(style, '  style?: Record<string, string | number | null | undefined> | undefined;');
}

/** The elements' own events (`galaxies-…`, which bubble), each once: its name and detail's type. */
function bubblingEvents(elements) {
  const events = new Map();
  for (const el of elements) {
    for (const event of el.events ?? []) {
      const detail = /^CustomEvent<(.+)>$/.exec(event.type?.text ?? '')?.[1]?.trim();
      if (event.name.startsWith('galaxies-') && detail) events.set(event.name, detail);
    }
  }
  return [...events];
}

/**
 * Svelte's typing of every element: its attributes, properties and events as JSX props; and the
 * events' handlers on any element, where they bubble to.
 */
export function svelteTypes(elements) {
  const props = elements.map((el) => `${el.name}Props`);
  const rows = elements.map(
    (el) => `    '${el.tagName}': HTMLAttributes<${el.name}> & ${el.name}Props;`,
  );
  const events = bubblingEvents(elements);
  const details = [...new Set(events.map(([, detail]) => detail))];
  const handlers = events.map(
    ([name, detail]) => `    'on${name}'?: ((event: CustomEvent<${detail}>) => unknown) | null;`,
  );
  return [
    '// Made from the custom elements manifest (tooling/framework-types.mjs): do not edit.',
    "import type { HTMLAttributes } from 'svelte/elements';",
    `import type { ${[...elements.map((el) => el.name), ...details].join(', ')} } from '../index.js';`,
    `import type { ${props.join(', ')} } from './jsx.js';`,
    '',
    "declare module 'svelte/elements' {",
    '  interface SvelteHTMLElements {',
    ...rows,
    '  }',
    "  // The elements' events bubble out of their shadow roots: any element around one may listen.",
    '  interface DOMAttributes<T extends EventTarget> {',
    ...handlers,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** The plugin: Vue's and Svelte's types, and an empty module beside each `.d.ts`. */
export function frameworkTypesPlugin(outdir) {
  return {
    name: 'galaxies-framework-types',
    packageLinkPhase({ customElementsManifest }) {
      mkdirSync(outdir, { recursive: true });
      const jsx = join(outdir, 'jsx.d.ts');
      writeFileSync(jsx, jsxBaseProps(readFileSync(jsx, 'utf8')));
      generateVuejsTypes(detailTyped(customElementsManifest), {
        outdir,
        fileName: 'vue.d.ts',
        globalTypePath: '../index.js',
        hideLogs: true,
      });
      const vue = join(outdir, 'vue.d.ts');
      writeFileSync(vue, importsOnce(vueEventProps(readFileSync(vue, 'utf8'))));
      const elements = customElementsManifest.modules
        .flatMap((module) => module.declarations ?? [])
        .filter((d) => d.customElement && d.tagName);
      writeFileSync(join(outdir, 'svelte.d.ts'), svelteTypes(elements));
      for (const name of ['jsx', 'vue', 'svelte']) {
        writeFileSync(
          join(outdir, `${name}.js`),
          '// Types only: see the .d.ts beside this.\nexport {};\n',
        );
      }
    },
  };
}
