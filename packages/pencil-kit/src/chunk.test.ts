import { describe, expect, it } from 'vitest';
import { Chunk, ChunkLoadError, failedUrl, loadChunk, retryAfterMs, type Probe } from './chunk.js';

const URL_A = 'https://example.org/lib/galaxies-board-hint-press.js';

/** An import that fails like Chromium's would, `failures` times, then gives `module`. */
function flaky<T>(failures: number, module: T) {
  let calls = 0;
  const load = () => {
    calls++;
    if (calls <= failures) {
      return Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${URL_A}`));
    }
    return Promise.resolve(module);
  };
  return { load, calls: () => calls };
}

/** Records the waits instead of waiting, and answers each probe from `said` in turn. */
function seams(said: Probe[] = []) {
  const slept: number[] = [];
  const probed: string[] = [];
  return {
    slept,
    probed,
    options: {
      sleep: async (ms: number) => void slept.push(ms),
      probe: async (url: string) => {
        probed.push(url);
        return said.shift() ?? { status: null, retryAfterMs: null };
      },
    },
  };
}

describe('loadChunk', () => {
  it('returns the module at once when it arrives, without waiting or probing', async () => {
    const { load, calls } = flaky(0, { ok: 1 });
    const s = seams();
    await expect(loadChunk(load, s.options)).resolves.toEqual({ ok: 1 });
    expect(calls()).toBe(1);
    expect(s.slept).toEqual([]);
    expect(s.probed).toEqual([]);
  });

  it('tries again after growing waits, and succeeds on a later try', async () => {
    const { load, calls } = flaky(2, 'module');
    const s = seams([
      { status: 404, retryAfterMs: null },
      { status: 500, retryAfterMs: null },
    ]);
    await expect(loadChunk(load, { ...s.options, waits: [10, 20, 30] })).resolves.toBe('module');
    expect(calls()).toBe(3);
    expect(s.slept).toEqual([10, 20]);
    expect(s.probed).toEqual([URL_A, URL_A]);
  });

  it('waits as long as a 429 asks when that is longer than its own wait', async () => {
    const { load } = flaky(1, 'module');
    const s = seams([{ status: 429, retryAfterMs: 2000 }]);
    await loadChunk(load, { ...s.options, waits: [400] });
    expect(s.slept).toEqual([2000]);
  });

  it('gives up after the last wait with an error naming the file and the status', async () => {
    const { load, calls } = flaky(9, 'never');
    const s = seams([
      { status: 404, retryAfterMs: null },
      { status: 404, retryAfterMs: null },
    ]);
    const error = await loadChunk(load, { ...s.options, waits: [1] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ url: URL_A, status: 404, tries: 2 });
    expect((error as Error).message).toBe(`${URL_A} did not load (HTTP 404) after 2 tries.`);
    expect(calls()).toBe(2);
  });

  it('gives up at once when a 429 asks for a longer wait than it will make', async () => {
    const { load, calls } = flaky(9, 'never');
    const s = seams([{ status: 429, retryAfterMs: 120_000 }]);
    const error = await loadChunk(load, { ...s.options, waits: [1, 1, 1] }).catch((e) => e);
    expect(error).toMatchObject({ status: 429, tries: 1 });
    expect(calls()).toBe(1);
  });

  it('passes on an error from a chunk that arrived but threw, without trying again', async () => {
    let calls = 0;
    const broken = () => {
      calls++;
      return Promise.reject(new ReferenceError('x is not defined'));
    };
    await expect(loadChunk(broken, seams().options)).rejects.toThrow(ReferenceError);
    expect(calls).toBe(1);
  });
});

describe('Chunk', () => {
  it('loads once, and after a failure loads again on the next ask', async () => {
    const { load, calls } = flaky(2, 'module');
    const chunk = new Chunk(load, { ...seams().options, waits: [] });
    await expect(chunk.get()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(chunk.get()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(chunk.loaded).toBeNull();
    await expect(chunk.get()).resolves.toBe('module');
    await chunk.get();
    expect(calls()).toBe(3);
    expect(chunk.loaded).toBe('module');
  });
});

describe('ChunkLoadError.from', () => {
  it('keeps a ChunkLoadError and wraps anything else', () => {
    const error = new ChunkLoadError(URL_A, 404, 4);
    expect(ChunkLoadError.from(error)).toBe(error);
    expect(ChunkLoadError.from(new Error('no'))).toMatchObject({ url: 'Error: no', tries: 1 });
  });
});

describe('failedUrl and retryAfterMs', () => {
  it('finds the address in each browser’s words, or none', () => {
    expect(failedUrl(new TypeError(`Failed to fetch dynamically imported module: ${URL_A}`))).toBe(
      URL_A,
    );
    expect(failedUrl(new TypeError(`error loading dynamically imported module: ${URL_A}`))).toBe(
      URL_A,
    );
    expect(failedUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it('reads whole seconds, and nothing else', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(' 12 ')).toBe(12_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});
