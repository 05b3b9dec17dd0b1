// The worker's files for the package's dist/, which bundlers read (the standalone bundles start
// their worker by its own URL, or from inlined text, and need neither):
// - dist/source/board-worker.js becomes the bundled worker, one file with no imports, so a bundler that
//   follows `new URL('./board-worker.js', import.meta.url)` (Vite, webpack, Turbopack, Rollup)
//   or merely copies it (as Next.js once did) starts a worker that runs;
// - dist/source/board-worker-text.js exports that worker's text, which the board starts from a blob:
//   URL when a bundler left the file behind (esbuild, Angular's builder).
// In the standalone bundles, the text's import is dropped: they would carry the worker twice.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** The text's import, as board-worker-client.ts writes it. */
export const TEXT_IMPORT = "import('./board-worker-text.js')";

/** `code` with the worker text's import answered "none" (this bundle starts its worker itself). */
export function withoutWorkerText(code: string): string | null {
  return code.includes(TEXT_IMPORT)
    ? code.split(TEXT_IMPORT).join('Promise.resolve({ default: null })')
    : null;
}

/** `worker`'s text as the module dist/source/board-worker-text.js. */
export function workerTextModule(worker: string): string {
  return `// The board's worker, bundled, as text (see board-worker-client.ts).\nconst text = ${JSON.stringify(worker)};\nexport default text;\n`;
}

/** Drops the text's import from the bundle (both standalone builds). */
export function dropWorkerTextPlugin(): Plugin {
  return {
    name: 'galaxies-drop-worker-text',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('board-worker-client.js')) return null;
      const dropped = withoutWorkerText(code);
      if (dropped == null) throw new Error(`${id} no longer imports ${TEXT_IMPORT}.`);
      return { code: dropped, map: null };
    },
  };
}

/**
 * After the lazy bundle: the worker it built (in `dir`), as `beside`/board-worker.js and as
 * text, beside the client that names them (dist/source/board-worker-client.js).
 */
export function workerFilesPlugin(built: string, dir = 'dist', beside = `${dir}/source`): Plugin {
  return {
    name: 'galaxies-worker-files',
    async closeBundle() {
      const worker = readFileSync(`${dir}/${built}`, 'utf8');
      await writeFile(`${beside}/board-worker.js`, worker);
      await writeFile(`${beside}/board-worker-text.js`, workerTextModule(worker));
    },
  };
}
