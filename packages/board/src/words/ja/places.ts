// Places on the grid in Japanese, as the board's Japanese words name them: cells by 行目 and
// 列目 counted from 1, dots by where they sit (en/places.ts's cellIn and dotAt, in Japanese);
// numbers through Intl (`n`, the Japanese's own: English writes numbers as they are). Shared by
// the Japanese words of the board, Hint, the claim tool and the editor. Imports nothing but
// types. Pure.
import type { Dot } from '@galaxies/engine';

const num = new Intl.NumberFormat('ja');

/** A count or a place's number, as Japanese text shows it. */
export const n = (v: number): string => num.format(v);

/** "3行目4列目のマス" */
export function cellIn(w: number, cell: number): string {
  return `${n(Math.floor(cell / w) + 1)}行目${n((cell % w) + 1)}列目のマス`;
}

/** A half-cell coordinate as rows or columns: "3行目", or "2行目と3行目" for a line between. */
function onLines(v: number, unit: string): string {
  return v % 2 === 1 ? `${n((v + 1) / 2)}${unit}` : `${n(v / 2)}${unit}と${n(v / 2 + 1)}${unit}`;
}

/** A dot by where it sits: in a cell, on the line between two, or where four cells meet. */
export function dotAt([y, x]: Dot): string {
  const rows = onLines(y, '行目');
  const cols = onLines(x, '列目');
  if (y % 2 === 1 && x % 2 === 1) return `${rows}${cols}の星`;
  if (y % 2 === 0 && x % 2 === 0) return `${rows}、${cols}の交点にある星`;
  return y % 2 === 0 ? `${cols}の${rows}の境目にある星` : `${rows}の${cols}の境目にある星`;
}
