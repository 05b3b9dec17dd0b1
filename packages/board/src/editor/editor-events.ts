// The edit mode's events' details, typed for listeners. Made with the kit's kitEvent like the
// board's others, so they bubble and cross shadow roots.
import type { Puzzle } from '@galaxies/engine';
import type { CheckedIn } from './verdict-checker.js';
import type { Verdict } from './verdict.js';

/** `galaxies-edit`: the author placed or removed a dot, resized or cleared the grid. */
export interface EditDetail {
  puzzle: Puzzle;
}

/** `galaxies-verdict`: the verdict on the puzzle as it now stands. */
export interface VerdictDetail {
  puzzle: Puzzle;
  verdict: Verdict;
  /** Where it was worked out: `worker`, or `page` when the worker could not start. */
  checkedIn: CheckedIn;
}

/**
 * The editor's `verdict` property and attribute, for hosts and tests to read without words:
 * `unchecked` before the editor shows, `checking` while the verdict is worked out, then
 * `invalid` (not a puzzle yet), `none`, `unique`, `several`, or `unknown` (the checker gave up).
 */
export type VerdictState =
  'unchecked' | 'checking' | 'invalid' | 'none' | 'unique' | 'several' | 'unknown';

/** `galaxies-play`: the author asked to play the puzzle (cancel it to stop `play-url`). */
export interface PlayDetail {
  puzzle: Puzzle;
  puzzLink: string;
  tathamId: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'galaxies-edit': CustomEvent<EditDetail>;
    'galaxies-verdict': CustomEvent<VerdictDetail>;
    'galaxies-play': CustomEvent<PlayDetail>;
  }
}
