// The page's side of the board's worker (board-worker.ts). Asks go one at a time, each with a
// higher sequence number: a worker still busy with an older ask is terminated (neither the
// ladder nor the generator can be stopped sooner) and a late answer to an older ask is dropped.
// A worker script on another origin (the bundle on a CDN) starts through a same-origin blob:
// module that imports it, since browsers refuse a worker from another origin outright; a page's
// policy must then allow `worker-src blob:`. A worker that can't start says why.
import type { BoardAnswer, BoardAsk, BoardJob } from './board-worker.js';

/** Starts a worker that answers BoardAsks (a test may pass its own). */
export type SpawnWorker = () => Worker;

/** One blob: module a script URL, made once a page: `import "<url>";`. */
const shims: Record<string, string> = {};

/** What to start a module worker from: `url` itself on this page's origin, else its shim. */
export function workerScript(url: URL | string, page: string = location.href): string {
  const there = new URL(url, page);
  if (there.origin === new URL(page).origin) return String(url);
  const module = `import ${JSON.stringify(there.href)};\n`;
  return (shims[there.href] ??= URL.createObjectURL(
    new Blob([module], { type: 'text/javascript' }),
  ));
}

/** `new Worker`, started from `workerScript(url)`. */
function AnyOriginWorker(url: URL | string, options?: WorkerOptions): Worker {
  return new globalThis.Worker(workerScript(url), options);
}

/**
 * The worker beside this module. The pattern `new Worker(new URL('…', import.meta.url))` is the
 * one bundlers follow: Vite gives the worker its own file in a site's build and in the
 * standalone bundle (`galaxies-board-worker.js`, beside `galaxies-board.js`). `Worker` here is
 * AnyOriginWorker under the name bundlers look for, so the pattern stays whole.
 */
export const spawnBoardWorker: SpawnWorker = () => {
  const Worker = AnyOriginWorker as unknown as typeof globalThis.Worker;
  return new Worker(new URL('./board-worker.js', import.meta.url), { type: 'module' });
};

/** Why a worker failed, in a developer's words, from what was thrown or the error event. */
function reasonOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  const message = (error as ErrorEvent | undefined)?.message;
  return message || 'its script did not load (see the network log, and worker-src)';
}

/** Runs the newest job on a board worker and hears only its answer. */
export class WorkerJobs {
  private worker: Worker | null = null;
  private seq = 0;
  private busy = false;

  constructor(
    /** Hears the answer to the newest job. */
    private readonly heard: (answer: BoardAnswer) => void,
    /** Hears that no worker could run the newest job (it could not start, or it broke), and why. */
    private readonly failed: (reason: string) => void,
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
    } catch (error) {
      this.failed(reasonOf(error));
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
      this.failed(reasonOf(e));
    };
    return worker;
  }
}
