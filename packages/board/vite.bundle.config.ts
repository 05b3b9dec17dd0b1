// The standalone bundle: dist/galaxies-board.js, one ES module with Lit, the kit and the engine
// inside, that registers <galaxies-board> and <galaxies-editor> when loaded, for pages with no
// build step. It bundles tsc's output (dist/standalone.js), so decorators are compiled once, by
// tsc. The editor's editing code is dist/galaxies-editor.js, fetched on first use.
import { defineConfig } from 'vite';
import { minifyLitCss } from './build/minify-lit-css.js';
import { dropPureMarksPlugin } from './build/drop-pure-marks.js';
import { nodeSafeBanner } from './build/node-safe.js';
import { dropWorkerTextPlugin, workerFilesPlugin } from './build/worker-files.js';

/** The chunks loaded on first use, by their entry module, and the files they go in. */
const CHUNKS: Record<string, string> = {
  'editor-module': 'galaxies-editor.js',
  'how-to-module': 'galaxies-how-to.js',
  // The Japanese words (a `words/ja/` module, named with `-ja`), fetched the first time
  // something on the page speaks Japanese.
  'kit-ja': 'galaxies-kit-ja.js',
  'board-ja': 'galaxies-board-ja.js',
  'editor-ja': 'galaxies-editor-ja.js',
  'how-to-ja': 'galaxies-how-to-ja.js',
};

/** A language's words: a module in a `words/ja/` folder. */
const JA_WORDS = /[\\/]words[\\/]ja[\\/][^\\/]+$/;

/**
 * A chunk's file: by its entry module's name, `-ja` added for a language's words (a chunk loaded
 * as one, or shared by them alone).
 */
function chunkFile(chunk: {
  name: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}): string {
  const ja = chunk.facadeModuleId
    ? JA_WORDS.test(chunk.facadeModuleId)
    : chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => JA_WORDS.test(id));
  const name = ja ? `${chunk.name}-ja` : chunk.name;
  return CHUNKS[name] ?? `galaxies-board-${name}.js`;
}

export default defineConfig({
  logLevel: 'warn',
  plugins: [
    minifyLitCss(),
    dropPureMarksPlugin(),
    dropWorkerTextPlugin(),
    // The worker this build makes, for bundlers too (build/worker-files.ts).
    workerFilesPlugin('galaxies-board-worker.js'),
  ],
  build: {
    lib: {
      entry: 'dist/standalone.js',
      formats: ['es'],
      fileName: () => 'galaxies-board.js',
    },
    outDir: 'dist',
    // tsc's output lives here too: the bundle is added beside it, never in place of it.
    emptyOutDir: false,
    target: 'es2022',
    // Library ES builds keep whitespace for other bundlers' tree-shaking; these files are for
    // pages that load them as they are, so they are minified whole: by the bundler (below), then
    // by terser (two passes, the module's own names mangled), which finds about 1% more to drop.
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 }, mangle: { toplevel: true } },
    // The editor's editing code loads on first use, as a chunk beside the bundle, so playing
    // pages never fetch it. The bundle may export more than its entry does, so the code both
    // share stays in it rather than in a third file.
    rolldownOptions: {
      preserveEntrySignatures: 'allow-extension',
      // terser runs once per chunk, side by side: its overlapping timings are no news.
      checks: { pluginTimings: false },
      output: {
        minify: true,
        // Every module the entry imports statically stays in the entry (named after it), so a
        // part loaded later never pulls what the first drawing needs into a file of its own.
        codeSplitting: { groups: [{ name: 'standalone', tags: ['$initial'] }] },
        chunkFileNames: chunkFile,
        // Imports on a server without throwing (build/node-safe.ts).
        banner: nodeSafeBanner,
      },
    },
    sourcemap: false,
    // A library build keeps Lit's class names readable; nothing here needs a public path.
    copyPublicDir: false,
  },
  // Relative, so the worker is found beside the bundle, not at the site's root.
  base: './',
  // The editor's verdict worker gets its own file beside the bundle, found through
  // `new URL('…', import.meta.url)` wherever the bundle is served from.
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: 'galaxies-board-worker.js', minify: true } },
  },
});
