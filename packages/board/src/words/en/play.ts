// What the board says as it is played: where a side is, what a move did, in the plain words a
// screen reader reads ("Row 3, column 4.", "Wall below row 3, column 4."). Part of the words
// module (src/words/), where everything a player reads is put into words. Pure.
import type { Move } from '@galaxies/engine';
import { sidePlace } from '@galaxies/pencil-kit';

/** The paints' names, paint 1 to 8. */
export const PAINT_NAMES = [
  'orange',
  'sky blue',
  'green',
  'yellow',
  'blue',
  'red',
  'pink',
  'gray',
] as const;

/** What a side holds, for its description. */
export type SideState = 'wall' | 'given' | 'cross' | 'line' | 'through';

/** The phrases a move and a side are said with, in one language. */
export interface MovePhrases {
  /** Where a side is, from its cell (counted from 0) and whether it is the cell's right side. */
  where(row: number, col: number, vertical: boolean): string;
  /** A side for the keyboard cursor, by what it holds. */
  side: Record<SideState, (where: string) => string>;
  wall(where: string): string;
  wallRemoved(where: string): string;
  wallsDrawn(n: number): string;
  wallsRubbed(n: number): string;
  cross(where: string): string;
  crossRemoved(where: string): string;
  paintCleared(cells: number): string;
  cellsPainted(cells: number, paint: string): string;
  cellPainted(row: number, col: number, paint: string): string;
  paintNames: readonly string[];
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The English phrases. */
export const MOVES: MovePhrases = {
  where: (row, col, vertical) =>
    `${vertical ? 'right of' : 'below'} row ${row + 1}, column ${col + 1}`,
  side: {
    wall: (where) => `Wall ${where}.`,
    given: (where) => `Given wall ${where}.`,
    cross: (where) => `Cross ${where}.`,
    through: (where) => `Line ${where}, through a dot: no wall can go there.`,
    line: (where) => `Line ${where}.`,
  },
  wall: (where) => `Wall ${where}.`,
  wallRemoved: (where) => `Wall removed ${where}.`,
  wallsDrawn: (n) => `${plural(n, 'wall', 'walls')} drawn.`,
  wallsRubbed: (n) => `${plural(n, 'wall', 'walls')} rubbed out.`,
  cross: (where) => `Cross ${where}.`,
  crossRemoved: (where) => `Cross removed ${where}.`,
  paintCleared: (n) => `Paint cleared from ${plural(n, 'cell', 'cells')}.`,
  cellsPainted: (n, paint) => `${plural(n, 'cell', 'cells')} painted ${paint}.`,
  cellPainted: (row, col, paint) => `Row ${row + 1}, column ${col + 1} painted ${paint}.`,
  paintNames: PAINT_NAMES,
};

/** Where a side is: "below row 3, column 4" or "right of row 3, column 4". */
export function sideWhere(w: number, side: number, words: MovePhrases = MOVES): string {
  const { row, col, vertical } = sidePlace({ rows: 0, cols: w }, side); // it reads only cols
  return words.where(row, col, vertical);
}

/** A side for the keyboard cursor: "Wall below row 3, column 4." and the like. */
export function describeSide(
  w: number,
  side: number,
  state: SideState,
  words: MovePhrases = MOVES,
): string {
  return words.side[state](sideWhere(w, side, words));
}

/** What a tap on a side that takes no wall says, in the status line. */
export const REFUSED_SIDE = {
  through:
    'No wall can go on that line: it runs through a dot, and a galaxy is never cut at its dot.',
  given: 'That wall is given: it parts two dots’ galaxies, so it stays.',
} as const;

/** What Hint says once the walls make the answer. */
export const EVERY_WALL = 'Every wall is in place.';

/** The hints count beside the Hint button: "1 hint used", "2 hints used". */
export function hintsUsed(n: number): string {
  return `${plural(n, 'hint', 'hints')} used`;
}

/** What a move did, in one sentence: "Wall below row 3, column 4." or "3 walls drawn." */
export function announceMove(w: number, move: Move, words: MovePhrases = MOVES): string {
  const walls = move.w ?? [];
  const crosses = move.x ?? [];
  const paint = move.c ?? [];
  if (walls.length === 1 && (crosses.length === 0 || walls[0]![2] === 1)) {
    const [side, , to] = walls[0]!;
    return (to ? words.wall : words.wallRemoved)(sideWhere(w, side, words));
  }
  if (walls.length > 1) {
    const drawn = walls.filter((c) => c[2] === 1).length;
    return drawn ? words.wallsDrawn(drawn) : words.wallsRubbed(walls.length);
  }
  if (crosses.length === 1) {
    const [side, , to] = crosses[0]!;
    return (to ? words.cross : words.crossRemoved)(sideWhere(w, side, words));
  }
  if (paint.length) {
    const to = paint[0]![2];
    if (!to) return words.paintCleared(paint.length);
    const name = words.paintNames[to - 1] ?? '';
    if (paint.length > 1) return words.cellsPainted(paint.length, name);
    const cell = paint[0]![0];
    return words.cellPainted(Math.floor(cell / w), cell % w, name);
  }
  return '';
}
