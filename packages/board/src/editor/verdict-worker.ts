// The editor's Web Worker: judges each puzzle it is sent, off the page's thread, and answers
// with the ask's sequence number so the page can drop answers to puzzles already edited away.
import { judge, type Verdict } from './verdict.js';
import type { Puzzle } from '@galaxies/engine';

/** What the page asks: judge this puzzle. */
export interface VerdictAsk {
  seq: number;
  puzzle: Puzzle;
}

/** What the worker answers. */
export interface VerdictAnswer {
  seq: number;
  verdict: Verdict;
}

// The DOM lib types `self` as a Window; in a worker it is the worker's own scope.
const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<VerdictAsk>) => void) | null;
  postMessage(answer: VerdictAnswer): void;
};

scope.onmessage = (e) => {
  const { seq, puzzle } = e.data;
  scope.postMessage({ seq, verdict: judge(puzzle) });
};
