// Everything the kit says to a player, in English, in one place: the frame's labels, the
// solved line and the share line, saves and sharing, and where the keyboard cursor is on the
// grid (rows and columns counted from 1). `KIT_WORDS` holds them all in every language (the
// Japanese in ../ja/kit.ts, loaded when first needed). Pure.
import type { PointTarget, Target } from '../../contract.js';
import { formatTime } from '../../format-time.js';
import type { Widen } from '../../locale.js';
import { sidePlace, type GridSize } from '../../trace.js';

/** The frame's labels. */
export const LABELS = {
  undo: 'Undo',
  redo: 'Redo',
  restart: 'Restart',
  share: 'Share',
  toolbar: 'Game',
  puzzle: 'Puzzle',
  time: 'Time',
  helpers: 'Helpers',
  close: 'Close',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit',
} as const;

/** The result panel's words. */
export const RESULT = {
  heading: 'Solved!',
  time: 'Time',
  share: 'Share',
  close: 'See the grid',
} as const;

/** The result's hints line: "No hints", "1 hint used", "3 hints used"; nothing when not counted. */
export function hintsLine(hints: number | undefined): string {
  if (hints == null || !Number.isInteger(hints) || hints < 0) return '';
  if (hints === 0) return 'No hints';
  return `${hints} ${hints === 1 ? 'hint' : 'hints'} used`;
}

/** The status line once solved: "Solved in 2:42." */
export function solvedIn(seconds: number): string {
  return `Solved in ${formatTime(seconds)}.`;
}

/** " with 1 hint", " with 2 hints", or nothing for none (or a count that is not one). */
export function withHints(hints: number | undefined): string {
  if (!hints || !Number.isInteger(hints) || hints < 0) return '';
  return ` with ${hints} ${hints === 1 ? 'hint' : 'hints'}`;
}

/** The share text's second line: "Solved in 2:42 with 2 hints", or "… · no hints" for none. */
export function solvedLine(seconds: number, hints?: number): string {
  const none = hints === 0 ? ' · no hints' : '';
  return `Solved in ${formatTime(seconds)}${withHints(hints)}${none}`;
}

/** How a share went, for the status line. */
export const SHARED = {
  shared: 'Shared.',
  copied: 'Copied to the clipboard.',
  cancelled: 'Not shared.',
  failed: 'Sharing is not available here.',
} as const;

/** What a save or a load says when it can't do its job. */
export const SAVES = {
  unavailable: 'Saves are not available here.',
  corrupt: 'The saved game was damaged; starting fresh.',
  foreign: 'The saved game was not readable; starting fresh.',
  quota: 'Storage is full, so this game is not saved.',
} as const;

/** Rows (or columns) a half-cell coordinate lies on, counted from 1: one for a middle, two between. */
function lines(v: number, one: string, many: string): string {
  return v % 2 === 1 ? `${one} ${(v + 1) / 2}` : `${many} ${v / 2} and ${v / 2 + 1}`;
}

/** A lattice point in words: "Centre of row 3, column 4.", "Corner of rows 3 and 4, columns 4 and 5." */
export function describePoint({ y, x }: Pick<PointTarget, 'y' | 'x'>): string {
  const where = `${lines(y, 'row', 'rows')}, ${lines(x, 'column', 'columns')}`;
  if (y % 2 === 1 && x % 2 === 1) return `Centre of ${where}.`;
  if (y % 2 === 0 && x % 2 === 0) return `Corner of ${where}.`;
  return `Side between ${where}.`;
}

/** A plain name for a target, counted from 1 ("Row 3, column 4."), in the words given. */
export function describeTarget(
  size: GridSize,
  target: Target,
  words: Pick<KitWords, 'describePoint' | 'cellAt' | 'sideAt'> = KIT_EN,
): string {
  if (target.kind === 'point') return words.describePoint(target);
  if (target.kind === 'cell') {
    return words.cellAt(Math.floor(target.cell / size.cols), target.cell % size.cols);
  }
  const { row, col, vertical } = sidePlace(size, target.side);
  return words.sideAt(row, col, vertical);
}

/** The kit's words in English: the shape of every language's. */
export const KIT_EN = {
  labels: LABELS,
  result: RESULT,
  shared: SHARED,
  saves: SAVES,
  hintsLine,
  solvedIn,
  solvedLine,
  describePoint,
  /** A cell, counted from 0 and said from 1: "Row 3, column 4." */
  cellAt: (row: number, col: number): string => `Row ${row + 1}, column ${col + 1}.`,
  /** A cell's right (`vertical`) or lower side: "Line below row 3, column 4." */
  sideAt: (row: number, col: number, vertical: boolean): string =>
    `Line ${vertical ? 'right of' : 'below'} row ${row + 1}, column ${col + 1}.`,
  /** The grid's accessible name: the board's name, then where the cursor is. */
  gridLabel: (name: string, where: string) => `${name}. ${where}`,
};

/** The kit's words in one language. */
export type KitWords = Widen<typeof KIT_EN>;
