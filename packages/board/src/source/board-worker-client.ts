// The page's side of the board's worker (board-worker.ts). Asks go one at a time, each with a
// higher sequence number: a worker still busy with an older ask is terminated (neither the
// ladder nor the generator can be stopped sooner) and a late answer to an older ask is dropped.
// A worker script on another origin (the bundle on a CDN) starts through a same-origin blob:
// module that imports it, since browsers refuse a worker from another origin outright; a page's
// policy must then allow `worker-src blob:`. A bundler that does not follow the worker's URL
// (esbuild, Angular's builder) leaves the worker file behind: when a worker fails before it ever
// answered, the board starts one from the worker's own text instead (board-worker-text.ts, a
// chunk every bundler finds through a dynamic import). A worker that can't start says why.
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

/** A blob: URL of the worker's text, made once a page. */
let textUrl: string | null = null;

/**
 * Starts workers from the worker's own text, where the package's build put it (dist/); null
 * from source, where the page's bundler follows the worker's URL itself.
 */
export async function spawnFromText(): Promise<SpawnWorker | null> {
  if (!textUrl) {
    const text = (await import('./board-worker-text.js')).default;
    if (!text) return null;
    textUrl = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
  }
  const url = textUrl;
  return () => new globalThis.Worker(url, { type: 'module' });
}

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
  /** The newest ask, sent again by a worker started from the text. */
  private last: BoardAsk | null = null;
  /** Whether the worker running now has answered once (so it did start). */
  private answered = false;
  /** 'no' until a worker fails before answering; 'trying' while the text is fetched. */
  private fallback: 'no' | 'trying' | 'tried' = 'no';

  constructor(
    /** Hears the answer to the newest job. */
    private readonly heard: (answer: BoardAnswer) => void,
    /** Hears that no worker could run the newest job (it could not start, or it broke), and why. */
    private readonly failed: (reason: string) => void,
    private spawn: SpawnWorker = spawnBoardWorker,
    /** Where a worker that never answered is started from next (null: nowhere). */
    private readonly fromText: () => Promise<SpawnWorker | null> = spawnFromText,
  ) {}

  /** True while a job is in the worker. */
  get working(): boolean {
    return this.busy;
  }

  /** Sends `job`, cancelling any older one; calls `failed` at once when no worker starts. */
  ask(job: BoardJob): void {
    const seq = ++this.seq;
    if (this.busy) this.stop();
    this.last = { seq, job };
    this.busy = true;
    // The worker from the text is on its way: it takes this ask when it starts.
    if (this.fallback !== 'trying') this.send();
  }

  /** Drops any job in flight and the worker with it (on disconnect, or before a newer job). */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    this.busy = false;
  }

  private start(): Worker {
    const worker = this.spawn();
    this.answered = false;
    worker.onmessage = (e: MessageEvent<BoardAnswer>) => {
      this.answered = true;
      if (e.data.seq !== this.seq) return; // an answer to an ask since replaced
      this.busy = false;
      this.heard(e.data);
    };
    worker.onerror = (e) => {
      // A worker that can't load (a missing file, a strict policy) says so once, not forever.
      e.preventDefault();
      const neverAnswered = !this.answered;
      worker.terminate();
      this.worker = null;
      // Still busy with the newest ask, which the worker from the text takes over.
      if (neverAnswered && this.fallback === 'no') {
        void this.startFromText(reasonOf(e));
        return;
      }
      this.giveUp(reasonOf(e));
    };
    return worker;
  }

  /** Sends the newest ask to the worker, starting one first; says why when none starts. */
  private send(): void {
    try {
      this.worker ??= this.start();
    } catch (error) {
      this.giveUp(reasonOf(error));
      return;
    }
    this.worker.postMessage(this.last);
  }

  /** No worker runs the newest ask: the owner hears why (it does the work itself). */
  private giveUp(reason: string): void {
    this.busy = false;
    this.failed(reason);
  }

  /** Starts the worker from its text and sends it the newest ask; else says why not. */
  private async startFromText(reason: string): Promise<void> {
    this.fallback = 'trying';
    let spawn: SpawnWorker | null = null;
    try {
      spawn = await this.fromText();
    } catch {
      spawn = null;
    }
    this.fallback = 'tried';
    if (!spawn) {
      this.giveUp(reason);
      return;
    }
    this.spawn = spawn;
    // Still asked (not stopped meanwhile): the new worker takes the newest ask.
    if (this.busy) this.send();
  }
}
