// Big puzzles made off the server's main thread. A 30 × 30 hard takes the engine a third of a
// second or more, and a server that made it inline would answer nobody else meanwhile: puzzles
// of `POOL_FROM_CELLS` cells or more are made by worker threads (one fewer than the machine's
// cores, at least one), the rest inline, where a thread's round trip would cost more than the
// making. The workers run the built engine (`@galaxies/engine` as Node resolves it), the same
// code the server's own making runs, so a code makes the same puzzle either way.
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Dot } from '@galaxies/engine';
import type { PuzzleRef } from '../../shared/puzzle-key.js';

/** Grids of this many cells or more (20 × 20) are made by the pool. */
export const POOL_FROM_CELLS = 400;

/** What a worker makes: the puzzle and its score. */
export interface MadeInPool {
  w: number;
  h: number;
  dots: Dot[];
  score: number | null;
}

type Job = { ref: PuzzleRef; resolve: (made: MadeInPool) => void; reject: (e: Error) => void };
type Reply = { ready?: true; ok?: boolean; made?: MadeInPool; error?: string };

/** The worker's code: it imports the engine and makes each puzzle it is sent. */
const WORKER = (engine: string) => `
const { parentPort } = require('node:worker_threads');
import(${JSON.stringify(engine)}).then(({ generate }) => {
  parentPort.on('message', ({ size, difficulty, code, engine }) => {
    try {
      const g = generate(code, size, difficulty, {}, engine);
      parentPort.postMessage({ ok: true, made: { w: g.w, h: g.h, dots: g.dots, score: g.score } });
    } catch (error) {
      parentPort.postMessage({ ok: false, error: String(error && error.message || error) });
    }
  });
  parentPort.postMessage({ ready: true });
});
`;

/** One worker: its jobs run one at a time, in order. */
class Maker {
  private worker: Worker;
  private readonly jobs: Job[] = [];

  constructor(private readonly engineUrl: string) {
    this.worker = this.start();
  }

  /** A worker; one that dies fails its jobs and is replaced, so the pool never stalls. */
  private start(): Worker {
    const worker = new Worker(WORKER(this.engineUrl), { eval: true });
    // An idle pool never holds the process open (a server closing, a test ending).
    worker.unref();
    worker.on('message', (message: Reply) => {
      if (message.ready) return;
      const job = this.jobs.shift();
      if (!job) return;
      if (message.ok) job.resolve(message.made!);
      else job.reject(new Error(message.error));
      this.next();
    });
    worker.on('exit', () => {
      const error = new Error('The puzzle maker stopped.');
      for (const job of this.jobs.splice(0)) job.reject(error);
      this.worker = this.start();
    });
    return worker;
  }

  /** Jobs waiting or running. */
  get load(): number {
    return this.jobs.length;
  }

  add(job: Job): void {
    this.jobs.push(job);
    if (this.jobs.length === 1) this.next();
  }

  private next(): void {
    const job = this.jobs[0];
    if (job) this.worker.postMessage(job.ref);
  }
}

let makers: Maker[] | null = null;

/** The pool, started on first use. */
function pool(): Maker[] {
  if (makers) return makers;
  const engine = pathToFileURL(createRequire(import.meta.url).resolve('@galaxies/engine')).href;
  const count = Math.max(1, availableParallelism() - 1);
  return (makers = Array.from({ length: count }, () => new Maker(engine)));
}

/** Makes `ref`'s puzzle on the least busy worker. */
export function makeInPool(ref: PuzzleRef): Promise<MadeInPool> {
  const { size, difficulty, code, engine } = ref;
  return new Promise((resolve, reject) => {
    const least = pool().reduce((a, b) => (b.load < a.load ? b : a));
    least.add({ ref: { size, difficulty, code, engine }, resolve, reject });
  });
}
