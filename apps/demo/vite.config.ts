// The front end's build: one HTML page per site page, output beside the server's in dist/.
// Each page's file holds only what is its own (title, description, script); the head and the
// body's frame that every page shares are added here, once.
import { resolve } from 'node:path';
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
];

const SHARED: HtmlTagDescriptor[] = [
  { tag: 'meta', attrs: { charset: 'utf-8' }, injectTo: 'head-prepend' },
  {
    tag: 'meta',
    attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    injectTo: 'head-prepend',
  },
  {
    tag: 'link',
    attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
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
    transformIndexHtml: { order: 'pre', handler: () => SHARED },
  };
}

export default defineConfig({
  plugins: [sitePage()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rollupOptions: { input: pages.map((page) => resolve(import.meta.dirname, page)) },
  },
});
