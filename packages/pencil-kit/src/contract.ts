// The board contract: what a board gives the kit and what the kit gives back. The kit knows no
// puzzle; everything puzzle-shaped crosses this boundary as plain data or a callback. A board is
// a plain object (often a small class the board's element owns), handed to `<pk-frame>` as its
// `board` property and to a `GridSurface` as its `board` option: no element stands in for it.
import type { History } from './history.js';
import type { Assist, AssistSwitches } from './assists-store.js';

/** A cell, counted row by row from the top left: `row * cols + col`. */
export interface CellTarget {
  kind: 'cell';
  cell: number;
}

/**
 * An interior side between two cells. Id `2 × cell` is the right side of `cell`,
 * `2 × cell + 1` its lower side. Sides on the grid's outer edge are never targets.
 */
export interface SideTarget {
  kind: 'side';
  side: number;
}

/**
 * A point inside the grid on the half-cell lattice: a cell's centre (both odd), the middle of a
 * side (one odd) or a corner (both even). `y` counts half cells down, `x` across, from 1 to
 * `2 × rows − 1` and `2 × cols − 1`: points on the outer frame are never targets.
 */
export interface PointTarget {
  kind: 'point';
  y: number;
  x: number;
}

/** Something a press, a stroke or the keyboard cursor can land on. */
export type Target = CellTarget | SideTarget | PointTarget;

/** What a pointer aims at on the board right now: cells, sides, or lattice points. */
export type Aim = 'cell' | 'side' | 'point';

/**
 * A stroke the board accepted from a primary press. `over` is called for every further target
 * crossed, in order and without gaps; then exactly one of `end` or `cancel`. While it is in
 * progress the board draws it as an overlay on its saved marks and changes nothing else; `end`
 * commits it as one move (`kit.commit`), `cancel` drops the overlay with nothing recorded.
 */
export interface Stroke {
  over(target: Target): void;
  end(): void;
  cancel(): void;
}

/** The first-move prompt's words, e.g. "Draw your first wall" / "Tap near a line…". */
export interface Prompt {
  title: string;
  hint: string;
}

/** Which saved game a board is showing; the save key is `uo:<slug>:p:<size>/<difficulty>/<code>`. */
export interface PuzzleId {
  size: string;
  difficulty: string;
  code: string;
}

/** The words of the share line: "Galaxies · Daily 7×7 · Friday, October 23". */
export interface ShareInfo {
  game: string;
  mode?: string;
  size?: string;
  date?: string;
  url?: string;
  /** Hints the player used; the share line adds "with N hints" when there were any. */
  hints?: number;
}

/**
 * A trial (`kit.trial`), puzz.link's trial mode: every move from `start` on is a guess the board
 * draws in its trial style, until `keep` or `discard`. The moves are ordinary moves all along
 * (saved, undone one by one, seen by the solve check); the board tells its trial marks by
 * comparing its marks with `base`. Undoing past the start moves the start back (and `base` with
 * it); a solve keeps the trial, Restart and `kit.load` end it. Needs the board's `merge`.
 */
export interface PkTrial<Marks = unknown> {
  /** True while trying. */
  readonly on: boolean;
  /** The marks as the trial began (the board's `read()` then), or null when not trying. */
  readonly base: Marks | null;
  /** Starts trying from the marks as they are (nothing while trying, or with no `merge`). */
  start(): void;
  /** Ends the trial, its marks kept as ordinary ones: its moves become one undo step. */
  keep(): void;
  /** Ends the trial, its marks rubbed out as one undoable move (Undo brings them back). */
  discard(): void;
}

/** What the kit gives a board when it plugs in (`PkBoard.attach`): one object, the whole way back. */
export interface PkKit<Move = unknown, Marks = unknown> {
  /** Replaces the status line's sentence. */
  say(message: string): void;
  /** The moves so far (read it for `canUndo`, `canRedo`, `size`; make moves with `commit`). */
  readonly history: History<Move>;
  /** A new move of the player's: applied once through `apply` and recorded as one undo step. */
  commit(move: Move): void;
  /** Undoes or redoes the last move (resting once solved). */
  undo(): void;
  redo(): void;
  /** Clears every mark as one undoable move; after a solve, starts the game afresh. */
  restart(): void;
  /** Loads marks from outside the game (the host's): a fresh history, saved at once. */
  load(marks: Marks): void;
  /** Saves marks and time now (say, after a change the history does not see). */
  save(): void;
  /** Holds the clock while the board shows something over the game (its how-to), or lets go. */
  hold(held: boolean): void;
  /** The assists' switches as they are now. */
  readonly assists: AssistSwitches;
  /** Tells the kit the puzzle is solved: the timer stops, the frame turns green, `pk-solved`. */
  solved(detail?: Record<string, unknown>): void;
  /** True when the player asked for less motion; finish animations should be skipped. */
  readonly reducedMotion: boolean;
  /** The trial: start, keep or discard a guess (see `PkTrial`). */
  readonly trial: PkTrial<Marks>;
}

/** What the surface needs of a board: its size and what presses do. */
export interface SurfaceBoard {
  /** Grid size in cells. */
  readonly rows: number;
  readonly cols: number;
  /** What a pointer press aims at now (a mode: lines or paint, sides or cells). */
  aim(): Aim;
  /** A primary press (tap, click, Enter or Space); return a stroke to follow a drag. */
  primary(target: Target): Stroke | null;
  /** A secondary press (right-click, press-and-hold, X, Delete or Backspace). */
  secondary(target: Target): void;
  /** A mouse hovering over a target, or leaving the grid (null): for a preview, if any. */
  hover?(target: Target | null): void;
  /** Says where a target is, e.g. "Row 3, column 4." (the kit has a plain default). */
  describe?(target: Target): string;
  /** The "?" key on the grid: show how to play (the keys, say). */
  help?(): void;
}

/**
 * A board: a plain object that turns presses into moves and keeps the marks. Its element draws
 * it, binds a `GridSurface` to its grid and hands it to `<pk-frame .board=${…}>`; the kit runs
 * history, time, saves and the solved flow around it.
 */
export interface PkBoard<Move = unknown, Marks = unknown> extends SurfaceBoard {
  /** Words for the first-move prompt. */
  readonly prompt: Prompt;
  /** Applies a whole move to the marks: a committed one, an undo's inverse, a redo, Restart's. */
  apply(move: Move): void;
  /** The move that undoes `move`. */
  invert(move: Move): Move;
  /**
   * One move doing what `moves` do, applied in order (a kept trial's moves, as one undo step).
   * Without it the board has no trial (`kit.trial.start` does nothing).
   */
  merge?(moves: Move[]): Move;
  /** The move that clears every mark (Restart), or null when there is nothing to clear. */
  clearMove(): Move | null;
  /** Reads the marks for saving; plain JSON. */
  read(): Marks;
  /** Loads marks (a save, or the host's); null starts afresh, with no marks at all. */
  load(marks: Marks | null): void;
  /** Which puzzle this is, for the save key; null turns saves off. */
  puzzleId?(): PuzzleId | null;
  /** The board's helpers, shown as switches. */
  readonly assistList?: readonly Assist[];
  /** Called when the board plugs in and whenever a switch changes. */
  assistsChanged?(switches: AssistSwitches): void;
  /** The share line's words. */
  shareInfo?(): ShareInfo;
  /** A short line about the puzzle for the result panel: "Daily 7×7 · 9 galaxies". */
  about?(): string;
  /** Plugs the board into the kit; called once per frame session, before anything else. */
  attach(kit: PkKit<Move, Marks>): void;
}

/** True when two targets are the same cell, side or point. */
export function sameTarget(a: Target | null, b: Target | null): boolean {
  if (!a || !b) return a === b;
  if (a.kind === 'point') return b.kind === 'point' && a.y === b.y && a.x === b.x;
  if (a.kind === 'cell') return b.kind === 'cell' && a.cell === b.cell;
  return b.kind === 'side' && a.side === b.side;
}
