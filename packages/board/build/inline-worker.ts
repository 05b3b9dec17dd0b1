// A bundle plugin for the one-file build: the board's worker, already bundled by the lazy build
// into one file with no imports (dist/galaxies-board-worker.js), goes inside the bundle as text,
// and the worker starts from a `blob:` URL made of it, as the cross-origin shim starts one. So
// the one file asks for no other file, and a page's policy needs `worker-src blob:` for it.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The worker's address as board-worker-client.ts writes it, for bundlers to follow. */
export const WORKER_URL = "new URL('./board-worker.js', import.meta.url)";

/** `code` with the worker's address replaced by a blob: URL of `worker`'s text; null if absent. */
export function inlineWorker(code: string, worker: string): string | null {
  if (!code.includes(WORKER_URL)) return null;
  if (/\bimport\s*(?:[{*("'`]|\.meta)|\bimport\s+[\w$]+\s+from\b/.test(worker)) {
    throw new Error('The worker to inline must be one file with no imports.');
  }
  // Made once, on the first start, and kept for the page's life (a worker per board uses it).
  const made = `(inlinedWorkerUrl ??= URL.createObjectURL(new Blob([${JSON.stringify(worker)}], { type: 'text/javascript' })))`;
  return `let inlinedWorkerUrl;\n${code.split(WORKER_URL).join(made)}`;
}

/** Inlines the worker built at `workerFile` wherever the board starts its worker. */
export function inlineWorkerPlugin(workerFile: string): Plugin {
  return {
    name: 'galaxies-inline-worker',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('board-worker-client.js')) return null;
      const inlined = inlineWorker(code, readFileSync(workerFile, 'utf8'));
      if (inlined == null) throw new Error(`${id} no longer starts its worker from ${WORKER_URL}.`);
      return { code: inlined, map: null };
    },
  };
}
