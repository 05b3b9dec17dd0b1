// The one-file build: dist/galaxies-board.single.js, the standalone bundle with every part that
// the lazy build loads on first use inside it (the generator, Hint, the tints, the export, the
// editor, How to play, the Japanese words) and its worker started from a `blob:` URL, so it asks
// for no other file. For site owners who copy one file; the lazy bundle stays the default for
// CDNs and bundlers. Run after vite.bundle.config.ts, whose worker file it takes in.
import { defineConfig } from 'vite';
import { inlineWorkerPlugin } from './build/inline-worker.js';
import { minifyLitCss } from './build/minify-lit-css.js';
import { dropPureMarksPlugin } from './build/drop-pure-marks.js';
import { nodeSafeBanner } from './build/node-safe.js';
import { dropWorkerTextPlugin } from './build/worker-files.js';

export default defineConfig({
  logLevel: 'warn',
  plugins: [
    inlineWorkerPlugin('dist/galaxies-board-worker.js'),
    dropWorkerTextPlugin(),
    minifyLitCss(),
    dropPureMarksPlugin(),
  ],
  build: {
    lib: {
      entry: 'dist/standalone.js',
      formats: ['es'],
      fileName: () => 'galaxies-board.single.js',
    },
    outDir: 'dist',
    // The lazy build's files live here too.
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    rolldownOptions: {
      output: {
        minify: true,
        // Every dynamic import's module in the one file.
        codeSplitting: false,
        // Imports on a server without throwing (build/node-safe.ts).
        banner: nodeSafeBanner,
      },
    },
    sourcemap: false,
    copyPublicDir: false,
  },
});
