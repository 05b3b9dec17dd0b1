// Big puzzles made, and given ones judged, off the server's main thread. A 30 × 30 hard takes the engine a third of a
// second or more, and a server that made it inline would answer nobody else meanwhile: puzzles
// of `POOL_FROM_CELLS` cells or more are made by worker threads (one fewer than the machine's
// cores, at least one), the rest inline, where a thread's round trip would cost more than the
// making. The workers run the built engine (`@galaxies/engine` as Node resolves it), the same
// code the server's own making runs, so a code makes the same puzzle either way.
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Dot, Puzzle } from '@galaxies/engine';
import type { PuzzleRef } from '../../shared/puzzle-key.js';
import { judgeAnswers, type Judged } from './judge-answers.js';

/** Grids of this many cells or more (20 × 20) are made by the pool. */
export const POOL_FROM_CELLS = 400;

/** What a worker makes: the puzzle and its score. */
export interface MadeInPool {
  w: number;
  h: number;
  dots: Dot[];
  score: number | null;
}

/** What a worker is sent: a puzzle to make from its code, or a given puzzle's answers to count. */
type Task = { make: PuzzleRef } | { judge: { puzzle: Puzzle; budget: number } };
type Job = { task: Task; resolve: (done: unknown) => void; reject: (e: Error) => void };
type Reply = { ready?: true; ok?: boolean; done?: unknown; error?: string };

/**
 * The worker's code: it imports the engine, and makes each puzzle or judges each given one it is
 * sent (judgeAnswers's own source, so the pool and the main thread judge by one function).
 */
const WORKER = (engine: string) => `
const { parentPort } = require('node:worker_threads');
const judgeAnswers = ${judgeAnswers.toString()};
import(${JSON.stringify(engine)}).then((engine) => {
  parentPort.on('message', (task) => {
    try {
      if (task.judge) {
        const { puzzle, budget } = task.judge;
        parentPort.postMessage({ ok: true, done: judgeAnswers(engine, puzzle, budget) });
        return;
      }
      const { size, difficulty, code, engine: version } = task.make;
      const g = engine.generate(code, size, difficulty, {}, version);
      parentPort.postMessage({ ok: true, done: { w: g.w, h: g.h, dots: g.dots, score: g.score } });
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
      if (message.ok) job.resolve(message.done);
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
    if (job) this.worker.postMessage(job.task);
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

/** Runs `task` on the least busy worker. */
function inPool<T>(task: Task): Promise<T> {
  return new Promise((resolve, reject) => {
    const least = pool().reduce((a, b) => (b.load < a.load ? b : a));
    least.add({ task, resolve: (done) => resolve(done as T), reject });
  });
}

/** Makes `ref`'s puzzle on the least busy worker. */
export function makeInPool(ref: PuzzleRef): Promise<MadeInPool> {
  const { size, difficulty, code, engine } = ref;
  return inPool({ make: { size, difficulty, code, engine } });
}

/** Counts a given puzzle's answers (and grades it) on the least busy worker. */
export function judgeInPool(puzzle: Puzzle, budget: number): Promise<Judged> {
  const { w, h, dots } = puzzle;
  return inPool({ judge: { puzzle: { w, h, dots }, budget } });
}
