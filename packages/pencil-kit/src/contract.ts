// The board contract: what a board gives the kit and what the kit gives back. The kit knows no
// puzzle; everything puzzle-shaped crosses this boundary as plain data or a callback.
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

/** Something a press, a stroke or the keyboard cursor can land on. */
export type Target = CellTarget | SideTarget;

/** What a pointer aims at on the board right now (the keyboard always reaches both). */
export type Aim = 'cell' | 'side';

/**
 * A stroke the board accepted from a primary press. `over` is called for every further cell
 * crossed or side traced, in order and without gaps; then exactly one of `end` or `cancel`.
 * One stroke should be one undo step: push its move on `end`.
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

/** What the kit gives a board when it plugs in (`PkBoard.attach`). */
export interface PkKit<Move> {
  /** Replaces the status line's sentence. */
  say(message: string): void;
  /** The undo stack: push each move the board has applied (one per stroke). */
  readonly history: History<Move>;
  /** The assists' switches as they are now. */
  readonly assists: AssistSwitches;
  /** Tells the kit the puzzle is solved: the timer stops, the frame turns green, `pk-solved`. */
  solved(detail?: Record<string, unknown>): void;
  /** True when the player asked for less motion; finish animations should be skipped. */
  readonly reducedMotion: boolean;
}

/**
 * A board: an element that draws a puzzle and turns presses into moves. It owns a
 * `GridSurface` for pointer, touch and keys; the kit owns everything around it.
 */
export interface PkBoard<Move = unknown, Marks = unknown> extends HTMLElement {
  /** Grid size in cells. */
  readonly rows: number;
  readonly cols: number;
  /** What a pointer press aims at now (a mode: lines or paint, sides or cells). */
  aim(): Aim;
  /** A primary press (tap, click, Enter or Space); return a stroke to follow a drag. */
  primary(target: Target): Stroke | null;
  /** A secondary press (right-click, press-and-hold, X or Delete). */
  secondary(target: Target): void;
  /** Says where a target is, e.g. "Row 3, column 4." (the kit has a plain default). */
  describe?(target: Target): string;
  /** The board's tools for the frame's tray, or null. */
  tools?(): HTMLElement | null;
  /** Words for the first-move prompt. */
  readonly prompt: Prompt;
  /** Applies a move (for undo and redo); `invert` gives the move that undoes it. */
  apply(move: Move): void;
  invert(move: Move): Move;
  /** The move that clears every mark (Restart), or null when there is nothing to clear. */
  clearMove(): Move | null;
  /** Reads the marks for saving, and loads them back; both plain JSON. */
  read(): Marks;
  load(marks: Marks): void;
  /** Which puzzle this is, for the save key; null turns saves off. */
  puzzleId?(): PuzzleId | null;
  /** The board's helpers, shown as switches. */
  readonly assistList?: readonly Assist[];
  /** Called when the board plugs in and whenever a switch changes. */
  assistsChanged?(switches: AssistSwitches): void;
  /** The share line's words. */
  shareInfo?(): ShareInfo;
  /** Plugs the board into the kit. */
  attach(kit: PkKit<Move>): void;
}

/** True when an element implements the board contract (duck-typed: boards come from anywhere). */
export function isBoard(el: Element): el is PkBoard {
  const b = el as Partial<PkBoard>;
  return typeof b.attach === 'function' && typeof b.primary === 'function';
}

/** True when two targets are the same cell or side. */
export function sameTarget(a: Target | null, b: Target | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.kind === b.kind &&
    (a.kind === 'cell' ? a.cell : a.side) === (b.kind === 'cell' ? b.cell : b.side)
  );
}
