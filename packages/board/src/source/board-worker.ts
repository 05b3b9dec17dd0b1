// The board's one Web Worker, for the work too slow for the page's thread: the editor's verdicts
// (judge) and the making of large puzzles from a size and a code (makeSource). Each answer
// carries its ask's sequence number so the page can drop answers to asks it has moved past.
import { generate } from '@galaxies/engine';
import { judge, type Verdict } from '../editor/verdict.js';
import { makeSource, type MakeAsk, type Resolved } from './puzzle-source.js';
import type { Puzzle } from '@galaxies/engine';

/** A job for the worker: judge a puzzle, or make one. */
export type BoardJob = { judge: Puzzle } | { make: MakeAsk };

/** What the page asks. */
export interface BoardAsk {
  seq: number;
  job: BoardJob;
}

/** What the worker answers: a verdict for `judge`, a resolved source for `make`. */
export type BoardAnswer = { seq: number; verdict: Verdict } | { seq: number; made: Resolved };

// The DOM lib types `self` as a Window; in a worker it is the worker's own scope.
const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<BoardAsk>) => void) | null;
  postMessage(answer: BoardAnswer): void;
};

scope.onmessage = (e) => {
  const { seq, job } = e.data;
  // makeSource is the very function the page runs for small sizes: the same puzzle either way.
  scope.postMessage(
    'judge' in job
      ? { seq, verdict: judge(job.judge) }
      : { seq, made: makeSource(job.make, generate) },
  );
};
