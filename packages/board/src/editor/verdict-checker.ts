// Runs the editor's verdicts in the board's worker so the page never freezes. Each edit asks
// again; only the answer about the puzzle as it now stands is heard (WorkerJobs drops the rest).
// When no worker will start, the verdict is worked out on the page instead (a large puzzle may
// pause it for a moment), and said to be: nothing is left unchecked.
import type { Puzzle } from '@galaxies/engine';
import { WorkerJobs, type SpawnWorker } from '../source/board-worker-client.js';
import { judge, type Verdict } from './verdict.js';

/** Where a verdict was worked out: the worker, or the page's thread when no worker started. */
export type CheckedIn = 'worker' | 'page';

/** Asks for verdicts one puzzle at a time, keeping only the newest. */
export class VerdictChecker {
  private readonly jobs: WorkerJobs;
  /** The puzzle asked about last (a plain copy). */
  private asked: Puzzle | null = null;
  /** No worker started: every verdict from now on is worked out here. */
  private onPage = false;

  constructor(
    /** Hears the verdict on the newest puzzle asked about, and where it was worked out. */
    private readonly heard: (verdict: Verdict, checkedIn: CheckedIn) => void,
    /** Hears why the worker could not start. */
    private readonly workerFailed: (reason: string) => void = () => {},
    spawn?: SpawnWorker,
  ) {
    this.jobs = new WorkerJobs(
      (answer) => {
        if ('verdict' in answer) heard(answer.verdict, 'worker');
      },
      (reason) => {
        this.onPage = true;
        this.workerFailed(reason);
        if (this.asked) this.heard(judge(this.asked), 'page');
      },
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
    this.asked = { w: puzzle.w, h: puzzle.h, dots };
    if (this.onPage) return this.heard(judge(this.asked), 'page');
    this.jobs.ask({ judge: this.asked });
  }

  /** Drops any ask in flight and the worker with it (on disconnect, or before a newer ask). */
  stop(): void {
    this.jobs.stop();
  }
}
