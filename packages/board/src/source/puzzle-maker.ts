// Finds the board's puzzle from what the element was given. A size's puzzle is made on the
// page's thread when that is quick, and in the board's worker when it may not be (a dropped
// frame or three), falling back to the page's thread when no worker will run. The page's
// generator loads on first use (make-here.ts); once loaded, a puzzle made here is shown at once.
// A generator that did not arrive is a load failure, told apart from a puzzle that can't be made.
import { ENGINE_VERSION, gridOf } from '@galaxies/engine';
import { Chunk, ChunkLoadError } from '@galaxies/pencil-kit';
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { WorkerJobs, type SpawnWorker } from './board-worker-client.js';
import { hasSave } from './puzzle-id.js';
import type * as MakeHere from './make-here.js';
import type * as ReadHere from './read-here.js';
import {
  cannotMake,
  planSource,
  type MakeAsk,
  type ReadAsk,
  type Resolved,
  type SourceInput,
} from './puzzle-source.js';

/**
 * Grids of this side squared or more cells are made in the worker. Measured in Node on this machine: 7×7 and
 * 10×10 under 10 ms once warm; 13×13 about 11 ms typically and up to 47 ms, a dropped frame or
 * three, so 13×13 (and any larger size the engine may add) goes to the worker.
 */
export const MADE_IN_WORKER_FROM = 13;

/**
 * Whether a puzzle is made in the worker: a large size, or a hard level at any size (version
 * 2's hard 7×7 takes 10 ms at the median, 42 at p95 and up to 89; its hard 10×10 up to 43).
 */
export function madeInWorker(ask: MakeAsk): boolean {
  // A server has no worker and draws in one pass: it makes every puzzle where it is.
  const { w, h } = gridOf(ask.size)!;
  return !isServer && (w * h >= MADE_IN_WORKER_FROM ** 2 || ask.difficulty === 'hard');
}

/** The page's generator, one chunk for every board on the page. */
const generator = new Chunk<typeof MakeHere>(() => import('./make-here.js'));
/** The reader of given puzzles (the `puzzle` property, puzz.link URLs, Tatham game IDs). */
const reader = new Chunk<typeof ReadHere>(() => import('./read-here.js'));

/**
 * Settles once the generator and the reader are here, so that a board finds its puzzle within
 * the update that asks: what a server needs (it draws in one synchronous pass).
 */
export function loadFinders(): Promise<unknown> {
  return Promise.all([generator.get(), reader.get()]);
}

/** How a board hears what its maker could not do. */
export interface MakerOptions {
  /** Hears why the worker could not start (the puzzle is then made on the page). */
  workerFailed?: (reason: string) => void;
  /** Hears that the page's generator did not arrive, and how to ask for the puzzle again. */
  loadFailed?: (error: ChunkLoadError, retry: () => void) => void;
  /** Starts the worker (a test may pass its own). */
  spawn?: SpawnWorker;
}

/** Makes one board's puzzle, keeping only the newest ask's. */
export class PuzzleMaker implements ReactiveController {
  /** The puzzle being made (in the worker, or here while the generator loads), or null. */
  making: MakeAsk | null = null;
  /** The newest ask still being answered here, once its code arrives. */
  private asked: object | null = null;
  private readonly jobs: WorkerJobs;
  private waiting: Promise<void> | null = null;
  private settle: (() => void) | null = null;
  /** The board left the page mid-make: its worker was stopped, so ask again on return. */
  private interrupted = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Hears the newest puzzle (or why there is none), at once or once the worker made it. */
    private readonly shown: (resolved: Resolved) => void,
    private readonly options: MakerOptions = {},
  ) {
    this.jobs = new WorkerJobs(
      (answer) => {
        if ('made' in answer) this.finish(answer.made);
      },
      (reason) => {
        this.options.workerFailed?.(reason);
        this.onThread();
      },
      options.spawn,
    );
    host.addController(this);
  }

  /** Settles once the puzzle being made is shown; null while nothing is being made. */
  get pending(): Promise<void> | null {
    return this.waiting;
  }

  /** Settles once the host has drawn the newest puzzle (or why there is none). */
  async settled(): Promise<void> {
    await this.host.updateComplete;
    for (let made = this.waiting; made; made = this.waiting) {
      await made;
      await this.host.updateComplete;
    }
  }

  /**
   * Finds the puzzle for `input`; an older one still being made is dropped. A board that saves
   * (`saves` other than `off`) goes on with a player's save made under 0.x (puzzle-source.ts).
   */
  load(input: SourceInput & { saves?: string }): void {
    const saving = input.saves !== 'off';
    const planned = planSource(input, {
      version: ENGINE_VERSION,
      hasSave: saving ? hasSave : undefined,
    });
    if ('read' in planned) return this.readHere(planned.read);
    if (!('make' in planned)) return this.finish(planned);
    if (!madeInWorker(planned.make)) return this.makeHere(planned.make);
    this.making = planned.make;
    this.asked = null;
    this.waiting ??= new Promise((resolve) => (this.settle = resolve));
    this.jobs.ask({ make: { ...planned.make } });
  }

  hostConnected(): void {
    if (this.interrupted && this.making) this.jobs.ask({ make: { ...this.making } });
    this.interrupted = false;
  }

  hostDisconnected(): void {
    // A board taken out of the page keeps no worker running.
    this.interrupted = this.jobs.working;
    this.jobs.stop();
  }

  /** No worker would run: make it here, as the page did before workers. */
  private onThread(): void {
    if (this.making) this.makeHere(this.making);
  }

  /** Makes `ask` on the page's thread: at once when the generator is loaded, else once it is. */
  private makeHere(ask: MakeAsk): void {
    this.making = ask;
    this.here(
      generator,
      (m) => m.makeHere(ask),
      ask,
      () => this.makeHere(ask),
    );
  }

  /** Reads a given puzzle: at once when the reader is loaded, else once it is. */
  private readHere(ask: ReadAsk): void {
    this.making = null;
    const read = (m: typeof ReadHere) => m.readHere(ask, ENGINE_VERSION);
    this.here(reader, read, ask, () => this.readHere(ask));
  }

  /**
   * Answers `ask` on the page's thread with `run` from `chunk`'s code: at once when it is
   * loaded, else once it is (an older ask is dropped). Code that did not arrive is not the
   * puzzle's fault: the board says so, and `again` asks once more.
   */
  private here<M>(chunk: Chunk<M>, run: (m: M) => Resolved, ask: object, again: () => void): void {
    if (chunk.loaded) return this.finish(run(chunk.loaded));
    if (this.jobs.working) this.jobs.stop(); // an older ask's job, no longer wanted
    this.asked = ask;
    this.waiting ??= new Promise((resolve) => (this.settle = resolve));
    chunk.get().then(
      (m) => this.asked === ask && this.finish(run(m)),
      (err: unknown) => {
        if (this.asked !== ask) return;
        if (!(err instanceof ChunkLoadError)) return this.finish(cannotMake(err));
        this.settleWith(() => this.options.loadFailed?.(err, again));
      },
    );
  }

  private finish(resolved: Resolved): void {
    this.settleWith(() => this.shown(resolved));
  }

  /** Ends the making with `tell` (the puzzle, or why there is none) and settles the wait. */
  private settleWith(tell: () => void): void {
    // A job still in the worker is for a puzzle no longer wanted. An idle worker is kept, warm,
    // for the next puzzle (an endless page asks for many); it stops when the board leaves.
    if (this.jobs.working) this.jobs.stop();
    this.making = null;
    this.asked = null;
    tell();
    const settle = this.settle;
    this.waiting = this.settle = null;
    settle?.();
  }
}
