// Storybook: collects the stories that live beside each package, plus this app's docs pages and
// the stories of the live pieces those pages embed.
import type { StorybookConfig } from '@storybook/web-components-vite';
import remarkGfm from 'remark-gfm';
import type * as Ssr from '@galaxies/board/ssr';
import type { Alias, InlineConfig, Plugin } from 'vite';

type SsrEntry = typeof Ssr;

/**
 * A package's `sideEffects` list speaks for its published files. Story helpers beside it (a demo
 * board that registers its own tag) are not published, so the static build must keep their
 * registrations rather than drop them as the list would have it.
 */
const storiesKeepSideEffects: Plugin = {
  name: 'galaxies:stories-keep-side-effects',
  transform(code, id) {
    if (/\/packages\/[^/]+\/stories\//.test(id)) return { code, moduleSideEffects: true };
    return null;
  },
};

/**
 * `virtual:galaxies-server-boards`: boards drawn by the board's SSR entry (its build, in Node, as
 * a server would), as HTML, for the page that shows what a server sends.
 */
const serverBoards: Plugin = {
  name: 'galaxies:server-boards',
  resolveId: (id) => (id === 'virtual:galaxies-server-boards' ? `\0${id}` : null),
  async load(id) {
    if (id !== '\0virtual:galaxies-server-boards') return null;
    const entry = new URL('../../../packages/board/dist/ssr/index.js', import.meta.url).href;
    const { renderBoard } = (await import(entry)) as SsrEntry;
    const boards = {
      en: await renderBoard({ size: 10, code: 'storybook', difficulty: 'medium' }, { lang: 'en' }),
      ja: await renderBoard({ size: 7, code: 'storybook', difficulty: 'easy' }, { lang: 'ja' }),
    };
    return `export default ${JSON.stringify(boards)};`;
  },
};

/**
 * One copy of each package's code. The stories import their package's sources, while a board
 * imports the kit, and the docs' live pieces the board, by package name (their built `dist/`):
 * two classes for one tag, of which only the first to load is registered. Pointing the package
 * names at the same sources makes every importer share one module, so a page opened after
 * another never meets the other copy's elements.
 */
const packages = new URL('../../../packages/', import.meta.url).pathname;
const oneCopy = ['pencil-kit', 'board', 'engine'].flatMap((name) => [
  {
    find: new RegExp(`^@galaxies/${name}/define/(.*)\\.js$`),
    replacement: `${packages}${name}/src/define/$1.ts`,
  },
  { find: new RegExp(`^@galaxies/${name}$`), replacement: `${packages}${name}/src/index.ts` },
]);

type Aliases = NonNullable<NonNullable<InlineConfig['resolve']>['alias']>;

/** Vite's aliases as a list, whichever form they came in. */
function aliasList(aliases: Aliases | undefined): Alias[] {
  if (!aliases) return [];
  if (Array.isArray(aliases)) return aliases as Alias[];
  return Object.entries(aliases).map(([find, replacement]) => ({ find, replacement }));
}

const config: StorybookConfig = {
  stories: [
    '../docs/**/*.mdx',
    '../docs/**/*.stories.ts',
    '../../../packages/*/stories/**/*.stories.ts',
  ],
  framework: { name: '@storybook/web-components-vite', options: {} },
  addons: [
    // GitHub's Markdown (tables above all) in the docs pages, as in the READMEs.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (vite) => ({
    ...vite,
    plugins: [...(vite.plugins ?? []), storiesKeepSideEffects, serverBoards],
    resolve: {
      ...vite.resolve,
      alias: [...oneCopy, ...aliasList(vite.resolve?.alias)],
    },
  }),
};
export default config;
