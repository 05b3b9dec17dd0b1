// Making a puzzle from a size and a code in real Chromium: 13×13 in the board's worker (the
// same puzzle the page's thread makes), the "Making the puzzle…" square holding the grid's
// place, stale answers dropped, and the page's thread standing in when no worker runs.
import { ENGINE_VERSION, generate, shape, Side } from '@galaxies/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { puzzleSvg } from '../export/puzzle-svg.js';
import { workerScript } from './board-worker-client.js';
import { PuzzleMaker } from './puzzle-maker.js';
import { makeSource, type Resolved } from './puzzle-source.js';
import type { BoardAnswer, BoardAsk } from './board-worker.js';
import { find, frameOf, grid, mount, settle } from '../../test/harness.js';

afterEach(() => document.body.replaceChildren());

/** The puzzle made on this thread, drawn, for comparing with what a board shows. */
const drawn = (code: string, size: number) => {
  const g = generate(code, size);
  return puzzleSvg({ w: g.w, h: g.h, dots: g.dots });
};

const making = (el: HTMLElement) => find<HTMLElement>(el, '[part~="making"]');

describe('a 13×13 from size and code', () => {
  it('is made in the worker behind a polite square the grid then fills exactly', async () => {
    const el = document.createElement('galaxies-board');
    el.style.width = '380px';
    el.saves = 'off';
    el.setAttribute('size', '13');
    el.setAttribute('code', 'k3x9q');
    document.body.append(el);
    await el.updateComplete;
    const square = making(el)!;
    expect(square.getAttribute('role')).toBe('status');
    expect(square.textContent!.trim()).toBe('Making the puzzle…');
    expect(grid(el)).toBeNull();
    const held = square.getBoundingClientRect();
    expect(held.height).toBeCloseTo(held.width, 0);
    await el.ready;
    await settle(el);
    expect(making(el)).toBeNull();
    const box = grid(el).getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).toEqual([
      held.left,
      held.top,
      held.width,
      held.height,
    ]);
    expect(await el.exportSvg()).toBe(drawn('k3x9q', 13));
    // The level from the start, the score once the puzzle is made.
    const { score } = generate('k3x9q', 13, 'hard');
    expect(frameOf(el).getAttribute('heading')).toBe(
      `Galaxies · 13×13 · hard · ${score.toFixed(1)}`,
    );
  });

  it.each(['a', 'zz9', 'daily20261130'])(
    '"%s" gives the very puzzle the page thread makes',
    async (code) => {
      const el = await mount({ size: '13', code });
      expect(await el.exportSvg()).toBe(drawn(code, 13));
    },
  );

  it('keeps only the newest code when it changes while the worker works', async () => {
    const el = await mount({ size: '13', code: 'first' });
    el.code = 'second';
    await el.updateComplete;
    el.code = 'third';
    await el.ready;
    expect(await el.exportSvg()).toBe(drawn('third', 13));
    el.code = 'fourth';
    await el.updateComplete;
    el.size = '7'; // a small size is made on the page; the 13×13 in the worker is dropped
    await el.ready;
    expect(making(el)).toBeNull();
    expect(await el.exportSvg()).toBe(drawn('fourth', 7));
    await new Promise((done) => setTimeout(done, 300));
    expect(await el.exportSvg()).toBe(drawn('fourth', 7));
  });

  it('7×7 and 10×10 are made on the page’s thread: at once, once its generator has loaded', async () => {
    const first = await mount({ size: '7', code: 'loads' }); // the generator loads on first use
    first.remove();
    for (const size of ['7', '10']) {
      const el = document.createElement('galaxies-board');
      el.setAttribute('size', size);
      el.setAttribute('code', 'k3x9q');
      document.body.append(el);
      await el.updateComplete;
      expect(making(el)).toBeNull();
      expect(await el.exportSvg()).toBe(drawn('k3x9q', Number(size)));
    }
  });

  it('loads marks set before the puzzle was made', async () => {
    const g = generate('marks1', 13);
    const kinds = shape({ w: g.w, h: g.h, dots: g.dots }).sideKind;
    const [a, b] = [...kinds.keys()].filter((s) => kinds[s] === Side.open);
    const el = document.createElement('galaxies-board');
    el.saves = 'off';
    el.marks = { w: [a], x: [b] };
    el.size = '13';
    el.code = 'marks1';
    document.body.append(el);
    await el.ready;
    expect(el.marks).toMatchObject({ w: [a], x: [b] });
  });
});

/** A stand-in worker that answers only when told, even after it was terminated. */
class HeldWorker {
  onmessage: ((e: { data: BoardAnswer }) => void) | null = null;
  onerror: ((e: { preventDefault(): void }) => void) | null = null;
  asks: BoardAsk[] = [];
  terminated = false;
  postMessage(ask: BoardAsk) {
    this.asks.push(ask);
  }
  terminate() {
    this.terminated = true;
  }
  answer(made: Resolved) {
    const seq = this.asks.at(-1)!.seq;
    this.onmessage?.({ data: { seq, made } });
  }
}

const host = { addController() {}, removeController() {}, requestUpdate() {} };
const ask = (code: string) => ({ size: '13', code });
const made = (code: string) =>
  makeSource({ code, size: 13, difficulty: 'hard', engine: ENGINE_VERSION }, generate);

describe('PuzzleMaker', () => {
  it('drops a late answer to a code since replaced', async () => {
    const workers: HeldWorker[] = [];
    const shown: Resolved[] = [];
    const maker = new PuzzleMaker(host as never, (r) => shown.push(r), {
      spawn: () => {
        workers.push(new HeldWorker());
        return workers.at(-1) as unknown as Worker;
      },
    });
    maker.load(ask('old'));
    const pending = maker.pending;
    maker.load(ask('new'));
    expect(maker.pending).toBe(pending); // one wait, for whatever is newest
    expect(workers[0]!.terminated).toBe(true);
    workers[0]!.answer(made('old'));
    expect(shown).toEqual([]);
    workers[1]!.answer(made('new'));
    expect(shown).toEqual([made('new')]);
    await pending;
    expect(maker.pending).toBeNull();
    expect(maker.making).toBeNull();
  });

  it('shows the worker’s sentence when it could not make the puzzle', () => {
    const worker = new HeldWorker();
    const shown: Resolved[] = [];
    const maker = new PuzzleMaker(host as never, (r) => shown.push(r), {
      spawn: () => worker as never,
    });
    maker.load(ask('x'));
    const refusal: Resolved = {
      ok: false,
      said: ['making'],
      message: 'This puzzle can’t be made.',
      detail: 'no',
    };
    worker.answer(refusal);
    expect(shown).toEqual([refusal]);
  });

  it('makes it on the page’s thread when no worker starts, and says why', () => {
    const shown: Resolved[] = [];
    const reasons: string[] = [];
    const maker = new PuzzleMaker(host as never, (r) => shown.push(r), {
      workerFailed: (reason) => reasons.push(reason),
      spawn: () => {
        throw new Error('Workers are off here.');
      },
    });
    maker.load(ask('k3x9q'));
    expect(shown).toEqual([made('k3x9q')]);
    expect(reasons).toEqual(['Error: Workers are off here.']);
    expect(maker.pending).toBeNull();
  });

  it('makes it on the page’s thread when the worker fails to load, and says why', async () => {
    const shown: Resolved[] = [];
    const reasons: string[] = [];
    const maker = new PuzzleMaker(host as never, (r) => shown.push(r), {
      workerFailed: (reason) => reasons.push(reason),
      spawn: () => new Worker(new URL('./no-such-worker.js', import.meta.url), { type: 'module' }),
    });
    maker.load(ask('k3x9q'));
    await maker.pending;
    expect(shown).toEqual([made('k3x9q')]);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/did not load/);
  });
});

describe('workerScript', () => {
  const page = 'https://site.example/play/';
  it('starts a worker on the page’s origin from its own URL', () => {
    expect(workerScript('https://site.example/assets/w.js', page)).toBe(
      'https://site.example/assets/w.js',
    );
    expect(workerScript('/assets/w.js', page)).toBe('/assets/w.js');
  });

  it('starts one from another origin through a blob: module importing it, made once', async () => {
    const url = 'https://cdn.example/npm/@galaxies/board/dist/galaxies-board-worker.js';
    const shim = workerScript(url, page);
    expect(shim).toMatch(/^blob:/);
    expect(workerScript(url, page)).toBe(shim);
    expect(await (await fetch(shim)).text()).toBe(`import ${JSON.stringify(url)};\n`);
  });
});
