// The page's side of the board's worker (board-worker.ts). Asks go one at a time, each with a
// higher sequence number: a worker still busy with an older ask is terminated (neither the
// ladder nor the generator can be stopped sooner) and a late answer to an older ask is dropped.
import type { BoardAnswer, BoardAsk, BoardJob } from './board-worker.js';

/** Starts a worker that answers BoardAsks (a test may pass its own). */
export type SpawnWorker = () => Worker;

/**
 * The worker beside this module. The pattern `new Worker(new URL('…', import.meta.url))` is the
 * one bundlers follow: Vite gives the worker its own file in a site's build and in the
 * standalone bundle (`galaxies-board-worker.js`, beside `galaxies-board.js`).
 */
export const spawnBoardWorker: SpawnWorker = () =>
  new Worker(new URL('./board-worker.js', import.meta.url), { type: 'module' });

/** Runs the newest job on a board worker and hears only its answer. */
export class WorkerJobs {
  private worker: Worker | null = null;
  private seq = 0;
  private busy = false;

  constructor(
    /** Hears the answer to the newest job. */
    private readonly heard: (answer: BoardAnswer) => void,
    /** Hears that no worker could run the newest job (it could not start, or it broke). */
    private readonly failed: () => void,
    private readonly spawn: SpawnWorker = spawnBoardWorker,
  ) {}

  /** True while a job is in the worker. */
  get working(): boolean {
    return this.busy;
  }

  /** Sends `job`, cancelling any older one; calls `failed` at once when no worker starts. */
  ask(job: BoardJob): void {
    const seq = ++this.seq;
    if (this.busy) this.stop();
    try {
      this.worker ??= this.start();
    } catch {
      this.failed();
      return;
    }
    this.busy = true;
    const ask: BoardAsk = { seq, job };
    this.worker.postMessage(ask);
  }

  /** Drops any job in flight and the worker with it (on disconnect, or before a newer job). */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    this.busy = false;
  }

  private start(): Worker {
    const worker = this.spawn();
    worker.onmessage = (e: MessageEvent<BoardAnswer>) => {
      if (e.data.seq !== this.seq) return; // an answer to an ask since replaced
      this.busy = false;
      this.heard(e.data);
    };
    worker.onerror = (e) => {
      // A worker that can't load (a missing file, a strict policy) says so once, not forever.
      e.preventDefault();
      this.stop();
      this.failed();
    };
    return worker;
  }
}
