// The front end's build: one HTML page per site page, output beside the server's in dist/.
// Each page's file holds only what is its own (title, description, script); the head and the
// body's frame that every page shares are added here, once.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const pages = [
  'index.html',
  'endless/index.html',
  'archive/index.html',
  'play/index.html',
  'edit/index.html',
  'how-to-play/index.html',
  'games/galaxies/leaderboard/index.html',
  'account/index.html',
  'puzzles/index.html',
  'race/index.html',
];
/**
 * A published puzzle's page (`/p/<id>/`, drawn by the server from this one): built as the others,
 * kept out of the offline shell, which keeps pages by their own addresses.
 */
const PUZZLE = 'p/index.html';
/**
 * A race room's page (`/race/<id>/`, sent as built for every room by the server): built as the
 * others, kept out of the shell (a room is live; there is nothing of it to play offline).
 */
const RACE_ROOM = 'race/room/index.html';
/** The page the server sends for an address with none: built as the others, kept out of the shell. */
const NOT_FOUND = '404.html';
/**
 * The board other sites frame (server/embed/): a page of its own, with its own head and none of
 * the site's frame (no header, no manifest, no service worker), kept out of the shell.
 */
const EMBED = 'embed/index.html';

const SHARED: HtmlTagDescriptor[] = [
  { tag: 'meta', attrs: { charset: 'utf-8' }, injectTo: 'head-prepend' },
  {
    tag: 'meta',
    attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    injectTo: 'head-prepend',
  },
  {
    tag: 'link',
    attrs: { rel: 'icon', href: '/icons/favicon-48.png', sizes: '48x48', type: 'image/png' },
    injectTo: 'head',
  },
  // Installable: the web app's manifest and icons, and the browser's colours in each scheme.
  { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
  {
    tag: 'link',
    attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
    injectTo: 'head',
  },
  {
    tag: 'meta',
    attrs: { name: 'theme-color', content: '#f4f1e8', media: '(prefers-color-scheme: light)' },
    injectTo: 'head',
  },
  {
    tag: 'meta',
    attrs: { name: 'theme-color', content: '#0a1024', media: '(prefers-color-scheme: dark)' },
    injectTo: 'head',
  },
  { tag: 'link', attrs: { rel: 'stylesheet', href: '/src/styles.css' }, injectTo: 'head' },
  // The header's links are drawn by src/layout.ts; the notice line says results and errors.
  { tag: 'header', attrs: { class: 'site' }, injectTo: 'body-prepend' },
  { tag: 'main', attrs: { id: 'page', tabindex: '-1' }, injectTo: 'body-prepend' },
  {
    tag: 'p',
    attrs: { id: 'notice', role: 'status', 'aria-live': 'polite' },
    injectTo: 'body-prepend',
  },
];

/** Adds the shared head and frame to every page, before Vite bundles what they link. */
function sitePage(): Plugin {
  return {
    name: 'galaxies-site-page',
    transformIndexHtml: {
      order: 'pre',
      handler: (_html, context) => (context.path === `/${EMBED}` ? [] : SHARED),
    },
  };
}

/**
 * Writes the service worker (`sw.js`, from sw-template.js) with every file of the build, the
 * pages by their paths, and a version from their names (hashed, so a new build is a new one).
 */
function offlineShell(): Plugin {
  return {
    name: 'galaxies-offline-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.endsWith('.html'))
        .map((name) => `/${name}`);
      const paths = pages.map((page) => `/${page.slice(0, -'index.html'.length)}`);
      const shell = [
        ...paths,
        ...files,
        '/manifest.webmanifest',
        '/icons/favicon-48.png',
        '/icons/icon-192.png',
      ];
      const version = createHash('sha256')
        .update(files.sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
      const template = readFileSync(resolve(import.meta.dirname, 'sw-template.js'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace("'__VERSION__'", JSON.stringify(version))
          .replace('[/* __FILES__ */]', JSON.stringify(shell)),
      });
    },
  };
}

/** The kinds of file worth compressing (images are compressed already). */
const TEXT = /\.(js|css|html|svg|webmanifest|json)$/;

/**
 * Writes each text file of the build compressed beside it, as Brotli (.br) and gzip (.gz), once
 * at build time, so the server sends the smaller one a browser accepts without compressing on
 * every request (server/http/static-files.ts).
 */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'galaxies-precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      // Not the service worker: the browser asks for it on every update check and a deploy may
      // replace it alone, so it is always sent as it is on disk.
      const texts = walk(outDir).filter((path) => TEXT.test(path) && !path.endsWith('/sw.js'));
      for (const file of texts) {
        const body = readFileSync(file);
        if (body.length < 1024) continue; // a header's worth: not worth a second file
        const br = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        writeFileSync(`${file}.br`, br);
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [sitePage(), offlineShell(), precompressed()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The page's own files are preloaded from its HTML; a module loaded later (the board's code,
    // a hint, How to play) fetches its own imports. Vite's helper for those added a link per
    // import to the head as the page came to life, ~25 ms of a phone's main thread.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      input: [...pages, PUZZLE, RACE_ROOM, NOT_FOUND, EMBED].map((page) =>
        resolve(import.meta.dirname, page),
      ),
      output: {
        // The board's code a page runs at once (its class and the kit's, with their imports and
        // Lit) as one file: split by which pages use each module, it was some twenty files, each
        // arriving as a task of its own while the page came to life. What loads later (hints,
        // How to play, the generator…) stays apart, and so do the modules that register the
        // tags, which must run after the hydrate entry (the board's hydrate.js).
        codeSplitting: {
          groups: [
            { name: 'board', test: /[\\/](board|pencil-kit)[\\/]dist[\\/](board|index)\.js$/ },
          ],
        },
      },
    },
  },
});
