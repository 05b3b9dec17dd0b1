// Pages with a board drawn on the server, for the SSR suite: the board rendered by the built SSR
// entry in a Node process of its own (as a site's server would), and the hydrate entry bundled
// for the page by Vite (as a site's build would), written under test-results/ssr/ in the
// package folder the static server serves. Beside each, the same board drawn in the browser
// alone (the standalone bundle), to compare with.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

export const SSR_DIR = 'test-results/ssr';

/** Bundles dist/ssr/hydrate.js for a page, into SSR_DIR/hydrate/. */
export async function bundleHydrate(): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: `${SSR_DIR}/hydrate`,
      emptyOutDir: true,
      lib: { entry: 'dist/ssr/hydrate.js', formats: ['es'], fileName: () => 'hydrate.js' },
      target: 'es2022',
    },
  });
}

/** `renderBoard(attributes, { lang })` run by the built entry in a Node process of its own. */
export function serverRender(attributes: Record<string, unknown>, lang: string): string {
  const entry = pathToFileURL(resolve('dist/ssr/index.js')).href;
  const script = `const { renderBoard } = await import(${JSON.stringify(entry)});
process.stdout.write(await renderBoard(${JSON.stringify(attributes)}, { lang: ${JSON.stringify(lang)} }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`renderBoard failed: ${run.stderr}`);
  return run.stdout;
}

const page = (lang: string, body: string, script: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A board drawn on the server</title></head>
<body><h1>Today</h1>${body}<p id="after">Below the board</p>
<script type="module" src="${script}"></script></body></html>`;

/**
 * Writes `name`.html (the server's board, hydrated) and `name`-client.html (the browser's own),
 * and returns their paths under the package folder.
 */
export function writePages(name: string, attributes: Record<string, string>, lang: string) {
  mkdirSync(SSR_DIR, { recursive: true });
  const ssr = serverRender(attributes, lang);
  const attrs = Object.entries(attributes)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
  writeFileSync(`${SSR_DIR}/${name}.html`, page(lang, ssr, 'hydrate/hydrate.js'));
  const client = `<galaxies-board ${attrs}></galaxies-board>`;
  writeFileSync(
    `${SSR_DIR}/${name}-client.html`,
    page(lang, client, '../../dist/galaxies-board.js'),
  );
  return { ssr: `/${SSR_DIR}/${name}.html`, client: `/${SSR_DIR}/${name}-client.html` };
}
