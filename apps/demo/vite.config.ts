// The front end's build: one HTML page per site page, output beside the server's in dist/.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const pages = [
  'index.html',
  'endless/index.html',
  'archive/index.html',
  'play/index.html',
  'edit/index.html',
  'games/galaxies/leaderboard/index.html',
  'account/index.html',
];

export default defineConfig({
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rollupOptions: { input: pages.map((page) => resolve(import.meta.dirname, page)) },
  },
});
