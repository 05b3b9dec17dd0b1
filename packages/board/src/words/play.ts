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

/** Where a side is: "below row 3, column 4" or "right of row 3, column 4". */
export function sideWhere(w: number, side: number): string {
  const { row, col, vertical } = sidePlace({ rows: 0, cols: w }, side); // it reads only cols;
  return `${vertical ? 'right of' : 'below'} row ${row + 1}, column ${col + 1}`;
}

/** A side for the keyboard cursor: "Wall below row 3, column 4." and the like. */
export function describeSide(w: number, side: number, state: SideState): string {
  const where = sideWhere(w, side);
  switch (state) {
    case 'wall':
      return `Wall ${where}.`;
    case 'given':
      return `Given wall ${where}.`;
    case 'cross':
      return `Cross ${where}.`;
    case 'through':
      return `Line ${where}, through a dot: no wall can go there.`;
    default:
      return `Line ${where}.`;
  }
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
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
export function announceMove(w: number, move: Move): string {
  const walls = move.w ?? [];
  const crosses = move.x ?? [];
  const paint = move.c ?? [];
  if (walls.length === 1 && (crosses.length === 0 || walls[0]![2] === 1)) {
    const [side, , to] = walls[0]!;
    return to ? `Wall ${sideWhere(w, side)}.` : `Wall removed ${sideWhere(w, side)}.`;
  }
  if (walls.length > 1) {
    const drawn = walls.filter((c) => c[2] === 1).length;
    return drawn
      ? `${plural(drawn, 'wall', 'walls')} drawn.`
      : `${plural(walls.length, 'wall', 'walls')} rubbed out.`;
  }
  if (crosses.length === 1) {
    const [side, , to] = crosses[0]!;
    return to ? `Cross ${sideWhere(w, side)}.` : `Cross removed ${sideWhere(w, side)}.`;
  }
  if (paint.length) {
    const to = paint[0]![2];
    if (!to) return `Paint cleared from ${plural(paint.length, 'cell', 'cells')}.`;
    const name = PAINT_NAMES[to - 1] ?? 'paint';
    if (paint.length > 1) return `${plural(paint.length, 'cell', 'cells')} painted ${name}.`;
    const cell = paint[0]![0];
    return `Row ${Math.floor(cell / w) + 1}, column ${(cell % w) + 1} painted ${name}.`;
  }
  return '';
}
