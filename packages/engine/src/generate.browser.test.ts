// Run in Chromium (vitest.browser.config.ts): the pinned codes make the pinned puzzles there too.
import { expect, it } from 'vitest';
import { generate } from './generate.js';
import { toTathamId } from './tatham-id.js';
import { GOLDEN } from './test/golden.js';

it.each(GOLDEN)(
  'makes the pinned $size $difficulty puzzle of "$code", version $version, in the browser',
  ({ version, code, size, difficulty, id, score }) => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('object'); // a browser
    const made = generate(code, size, difficulty, {}, version);
    expect([toTathamId(made), made.score]).toEqual([id, score]);
  },
);

interface WorkerLike {
  onmessage: ((event: { data: string }) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}
type WorkerClass = new (url: URL, options: { type: 'module' }) => WorkerLike;

it('makes the same puzzles in a Web Worker', async () => {
  const Worker = (globalThis as unknown as { Worker: WorkerClass }).Worker;
  const worker = new Worker(new URL('./test/generate-worker.ts', import.meta.url), {
    type: 'module',
  });
  try {
    for (const { version, code, size, difficulty, id } of GOLDEN) {
      const made = new Promise<string>(
        (resolve) => (worker.onmessage = ({ data }) => resolve(data)),
      );
      worker.postMessage({ code, size, difficulty, version });
      expect(await made).toBe(id);
    }
  } finally {
    worker.terminate();
  }
});
