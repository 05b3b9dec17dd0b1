// Runs the editor's verdicts in the board's worker so the page never freezes. Each edit asks
// again; only the answer about the puzzle as it now stands is heard (WorkerJobs drops the rest).
import type { Puzzle } from '@galaxies/engine';
import { WorkerJobs, type SpawnWorker } from '../board-worker-client.js';
import type { Verdict } from './verdict.js';

/** Asks for verdicts one puzzle at a time, keeping only the newest. */
export class VerdictChecker {
  private readonly jobs: WorkerJobs;

  constructor(
    /** Hears the verdict on the newest puzzle asked about. */
    heard: (verdict: Verdict) => void,
    spawn?: SpawnWorker,
  ) {
    this.jobs = new WorkerJobs(
      (answer) => {
        if ('verdict' in answer) heard(answer.verdict);
      },
      () => heard({ kind: 'failed' }),
      spawn,
    );
  }

  /** True while a verdict is being worked out. */
  get checking(): boolean {
    return this.jobs.working;
  }

  /** Asks about `puzzle`, cancelling any older ask. */
  check(puzzle: Puzzle): void {
    // A plain copy: a puzzle from a page may carry a proxy or methods a worker can't clone.
    const dots = puzzle.dots.map(([y, x]) => [y, x] as const);
    this.jobs.ask({ judge: { w: puzzle.w, h: puzzle.h, dots } });
  }

  /** Drops any ask in flight and the worker with it (on disconnect, or before a newer ask). */
  stop(): void {
    this.jobs.stop();
  }
}
