// A game's state as a value: the saved marks and the hints used beside them, the hint on show,
// and what the marks stand for (the standing the engine reads from them, the helpers' views of
// it, the cells settled, whether they solve the puzzle). Every change gives a new state, read
// whole, so what it says always agrees with its marks; the old one is left as it was. Pure: no
// DOM, no Lit, nothing of the kit's but types. The game (game.ts) shows its latest state.
import {
  applyMove,
  readSave,
  standing,
  type Move,
  type Puzzle,
  type Save,
  type Standing,
} from '@galaxies/engine';
import type { AssistSwitches } from '@galaxies/pencil-kit';
import { splitHints, withHints } from '../hints/hints-used.js';
import type { Shown } from '../words/en/hints.js';
import { regionViews, type RegionView } from './assists.js';
import type { Marks } from './game-host.js';
import { settledCells } from './progress.js';

/** The marks of one game and what they stand for. */
export interface PlayState {
  /** The saved marks: what the engine reads, saves keep and the history moves. */
  readonly save: Save;
  /** Presses of Hint: saved with the marks, shared, sent with the solve. */
  readonly hints: number;
  /** The hint on show (its first press: where to look) until the next move. */
  readonly hinted: Shown | null;
  /** What the engine reads of the marks: the regions, the galaxies closed, the answer. */
  readonly standing: Standing;
  /** How each region is drawn, with the helpers' switches as they are. */
  readonly views: readonly RegionView[];
  /** The cells lying in finished galaxies (all of them once solved). */
  readonly settled: number;
  /** True while the marks solve the puzzle. */
  readonly solved: boolean;
}

/** What a state is read with: the puzzle, the helpers' switches, and the standing's reader. */
export interface Reading {
  readonly puzzle: Puzzle;
  readonly switches: AssistSwitches;
  /** The engine's `standing`, or the claim tool's `claimStanding` (which reads claims too). */
  readonly reader: (puzzle: Puzzle, save: Save) => Standing;
}

/** A puzzle's reading before any switch is set or the claim tool's code is here. */
export function readingOf(puzzle: Puzzle): Reading {
  return { puzzle, switches: {}, reader: standing };
}

/** The state of marks, read whole: by default a fresh game's (no marks, no hint on show). */
export function stateOf(
  r: Reading,
  save: Save = { w: [], x: [] },
  hints = 0,
  hinted: Shown | null = null,
): PlayState {
  const st = r.reader(r.puzzle, save);
  return {
    save,
    hints,
    hinted,
    standing: st,
    views: regionViews(st, r.switches),
    settled: settledCells(st),
    // Standing gives an answer only when every region is a galaxy, and such an answer always
    // passes the engine's check (a property the engine tests), so the check is not run twice.
    solved: !!st.answer,
  };
}

/** After a whole move (a played one, an undo's inverse, a redo); the hint on show goes. */
export function applied(r: Reading, state: PlayState, move: Move): PlayState {
  return stateOf(r, applyMove(r.puzzle, state.save, move), state.hints);
}

/** Marks from a save or the page (raw JSON, read safely); null starts afresh, no hints used. */
export function loaded(r: Reading, marks: unknown): PlayState {
  const saved = splitHints(marks ?? { w: [], x: [] });
  return stateOf(r, readSave(r.puzzle, saved.marks), saved.hints);
}

/** With the helpers' switches changed: the marks and their standing stay, the views follow. */
export function switched(state: PlayState, switches: AssistSwitches): PlayState {
  return { ...state, views: regionViews(state.standing, switches) };
}

/** A press of Hint: one more counted, and what it shows (if anything) on show till a move. */
export function hintPressed(state: PlayState, shown = state.hinted): PlayState {
  return { ...state, hints: state.hints + 1, hinted: shown };
}

/** The marks in their saved form, with the hints used beside them. */
export function marksOf(state: PlayState): Marks {
  return withHints(state.save, state.hints);
}
