// Places on the grid in English, as the board's English words name them: cells by row and
// column counted from 1, dots by where they sit. Shared by the English words of Hint, the claim
// tool and the editor (ja/places.ts is the Japanese). Imports nothing but types. Pure.
import type { Dot } from '@galaxies/engine';

/** "the cell in row 3, column 4" */
export function cellIn(w: number, cell: number): string {
  return `the cell in row ${Math.floor(cell / w) + 1}, column ${(cell % w) + 1}`;
}

/** A half-cell coordinate as rows or columns: "row 3", or "rows 2 and 3" for a line between. */
function onLines(v: number, one: string, many: string): string {
  return v % 2 === 1 ? `${one} ${(v + 1) / 2}` : `${many} ${v / 2} and ${v / 2 + 1}`;
}

/** A dot by where it sits: in a cell, on a line between two, or where four cells meet. */
export function dotAt([y, x]: Dot): string {
  const rows = onLines(y, 'row', 'rows');
  const cols = onLines(x, 'column', 'columns');
  if (y % 2 === 1 && x % 2 === 1) return `the dot in ${rows}, ${cols}`;
  if (y % 2 === 0 && x % 2 === 0) return `the dot where ${rows} meet ${cols}`;
  return y % 2 === 0
    ? `the dot on the line between ${rows} in ${cols}`
    : `the dot on the line between ${cols} in ${rows}`;
}
