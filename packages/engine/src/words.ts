// The engine's one exception to holding no words (README, Words): English for developers and for
// callers with none of their own, cells and dots named by where they are and a hint's sentence
// from its reason data. A UI's players read its own words, built from the same data.
import { joins, type Beside, type HintReason } from './hint-reason.js';
import type { Dot } from './puzzle.js';

/** "the cell in row 3, column 4" (rows and columns from 1). */
export function cellWords(w: number, cell: number): string {
  return `the cell in row ${Math.floor(cell / w) + 1}, column ${(cell % w) + 1}`;
}

/** Rows or columns a half-cell coordinate lies on: one for a middle, two for a line between. */
function lines(v: number, one: string, many: string): string {
  return v % 2 === 1 ? `${one} ${(v + 1) / 2}` : `${many} ${v / 2} and ${v / 2 + 1}`;
}

/**
 * A dot by where it sits: "the dot in row 3, column 4", "the dot on the line between rows 2 and 3
 * in column 5", "the dot on the line between columns 4 and 5 in row 3", or "the dot where rows 2
 * and 3 meet columns 4 and 5".
 */
export function dotWords([y, x]: Dot): string {
  const row = lines(y, 'row', 'rows');
  const col = lines(x, 'column', 'columns');
  if (y % 2 === 1 && x % 2 === 1) return `the dot in ${row}, ${col}`;
  if (y % 2 === 0 && x % 2 === 0) return `the dot where ${row} meet ${col}`;
  return y % 2 === 0
    ? `the dot on the line between ${row} in ${col}`
    : `the dot on the line between ${col} in ${row}`;
}

function capital(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

/** Why the reason's cell is (or is not) the dot's, as a clause after a colon. */
function because(w: number, dots: readonly Dot[], r: HintReason): string {
  const of = (d: number | null) => (d === null ? 'another dot' : dotWords(dots[d]!));
  switch (r.code) {
    case 'twin-off-grid':
      return 'turned half way round that dot, it would land off the grid';
    case 'twin-taken':
      return `turned half way round that dot, it lands on ${cellWords(w, r.twin)}, which belongs to ${r.twinDot === null ? 'other dots' : of(r.twinDot)}`;
    case 'across-wall':
      return `your wall parts it from ${cellWords(w, r.from)}, which belongs to that dot`;
    case 'cannot-reach':
      return 'it can’t reach that dot without crossing a wall or another galaxy';
    case 'supposition-fails':
      return 'if it did, the galaxies around it could no longer all fit';
    case 'twin-joins':
      return `turned half way round that dot, it lands on ${cellWords(w, r.twin)}, which belongs to it`;
    case 'would-cut-off':
      return `without it, ${cellWords(w, r.cut)}, which belongs to that dot, would be cut off from it`;
    default:
      return 'no single step shows it, but the answer has it so';
  }
}

/** A wall hint in one English paragraph: the deduction, then why a wall goes there. */
export function hintMessage(
  w: number,
  dots: readonly Dot[],
  reason: HintReason,
  beside: readonly Beside[],
): string {
  if (reason.code === 'cuts-a-galaxy') {
    return `This wall cuts through a galaxy: ${cellWords(w, reason.cell)} and ${cellWords(w, reason.across)} belong together.`;
  }
  const cell = cellWords(w, reason.cell);
  const dot = dotWords(dots[reason.dot]!);
  const joining = joins(reason);
  const first = joining
    ? `${capital(cell)} must belong to ${dot}: ${because(w, dots, reason)}.`
    : `${capital(cell)} can’t belong to ${dot}: ${because(w, dots, reason)}.`;
  const near = beside[0];
  if (!near) return first;
  const who = `${capital(cellWords(w, near.cell))}${beside.length > 1 ? ` (and ${beside.length - 1} more beside it)` : ''}`;
  let them: string;
  if (near.dot === null) {
    them = joining ? `${who} can’t belong to that dot` : `${who} can only belong to dots it can’t`;
  } else if (joining) them = `${who} belongs to ${dotWords(dots[near.dot]!)}`;
  else them = `${who} does belong to that dot`;
  return `${first} ${them}, so a wall goes between them.`;
}
