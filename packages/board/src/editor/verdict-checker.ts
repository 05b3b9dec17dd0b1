// Runs the editor's verdicts in a Web Worker so the page never freezes. Each edit asks again
// with a higher sequence number; a worker still busy with an older puzzle is terminated (the
// ladder has no budget to stop it sooner), and any late answer to an older ask is ignored.
import type { Puzzle } from '@galaxies/engine';
import type { Verdict } from './verdict.js';
import type { VerdictAnswer, VerdictAsk } from './verdict-worker.js';

/** Starts a worker that answers VerdictAsks (a test may pass its own). */
export type SpawnWorker = () => Worker;

/**
 * The worker beside this module. The pattern `new Worker(new URL('…', import.meta.url))` is the
 * one bundlers follow: Vite gives the worker its own file in a site's build and in the
 * standalone bundle (`galaxies-board-worker.js`, beside `galaxies-board.js`).
 */
export const spawnVerdictWorker: SpawnWorker = () =>
  new Worker(new URL('./verdict-worker.js', import.meta.url), { type: 'module' });

/** Asks for verdicts one puzzle at a time, keeping only the newest. */
export class VerdictChecker {
  private worker: Worker | null = null;
  private seq = 0;
  private busy = false;

  constructor(
    /** Hears the verdict on the newest puzzle asked about. */
    private readonly heard: (verdict: Verdict) => void,
    private readonly spawn: SpawnWorker = spawnVerdictWorker,
  ) {}

  /** True while a verdict is being worked out. */
  get checking(): boolean {
    return this.busy;
  }

  /** Asks about `puzzle`, cancelling any older ask; returns the ask's sequence number. */
  check(puzzle: Puzzle): number {
    const seq = ++this.seq;
    if (this.busy) this.stop();
    try {
      this.worker ??= this.start();
    } catch {
      this.heard({ kind: 'failed' });
      return seq;
    }
    this.busy = true;
    // A plain copy: a puzzle from a page may carry a proxy or methods a worker can't clone.
    const ask: VerdictAsk = {
      seq,
      puzzle: { w: puzzle.w, h: puzzle.h, dots: puzzle.dots.map(([y, x]) => [y, x] as const) },
    };
    this.worker.postMessage(ask);
    return seq;
  }

  /** Drops any ask in flight and the worker with it (on disconnect, or before a newer ask). */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    this.busy = false;
  }

  private start(): Worker {
    const worker = this.spawn();
    worker.onmessage = (e: MessageEvent<VerdictAnswer>) => {
      if (e.data.seq !== this.seq) return; // an answer to a puzzle since edited
      this.busy = false;
      this.heard(e.data.verdict);
    };
    worker.onerror = (e) => {
      // A worker that can't load (a missing file, a strict policy) says so once, not forever.
      e.preventDefault();
      this.stop();
      this.heard({ kind: 'failed' });
    };
    return worker;
  }
}
