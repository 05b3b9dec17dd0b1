// Marks: what the board keeps (walls, crosses, paint), their saved form, and moves over them.
// Saves are canonical (ids sorted, `c` only while a cell is painted) so undo restores them exactly.
import type { Puzzle } from './puzzle.js';
import { shapeOrFault, type Shape } from './shape.js';
import { isOpenSide } from './walls.js';

/** Colours a cell can be painted: 0 (none) to 8. */
export const PAINTS = 9;

/** The board's marks: wall side ids, cross side ids, and each cell's paint once any is painted. */
export interface Save {
  readonly w: readonly number[];
  readonly x: readonly number[];
  readonly c?: readonly number[];
}

/** One change: side id (or cell, for paint), value before, value after (0/1 for walls and crosses). */
export type Change = readonly [id: number, from: number, to: number];

/** A move: changes under the save's keys, applied in order, e.g. `{ w: [[14, 0, 1]] }`. */
export interface Move {
  readonly w?: readonly Change[];
  readonly x?: readonly Change[];
  readonly c?: readonly Change[];
}

const EMPTY: Save = { w: [], x: [] };

/**
 * A valid save for `puzzle` from anything (a save, its JSON text, an older shape, garbage).
 * Keeps what is sound: marks only on open sides, paint only as a full row of colours 0–8; an
 * older or unknown shape keeps its walls only; garbage gives an empty board. Never throws.
 */
export function readSave(puzzle: Puzzle, json: unknown): Save {
  try {
    const s = shapeOrFault(puzzle);
    if (typeof s === 'string') return EMPTY;
    const raw = typeof json === 'string' ? parseJson(json) : json;
    if (Array.isArray(raw)) return { w: sideSet(s, raw), x: [] }; // oldest form: walls alone
    if (typeof raw !== 'object' || raw === null) return EMPTY;
    const fields = raw as Record<string, unknown>;
    const current = Object.keys(fields).every((key) => key === 'w' || key === 'x' || key === 'c');
    const walls = sideSet(s, fields.w ?? fields.walls);
    if (!current) return { w: walls, x: [] };
    const crosses = sideSet(s, fields.x).filter((id) => !walls.includes(id));
    return withPaint({ w: walls, x: crosses }, paintOf(s, fields.c));
  } catch {
    return EMPTY;
  }
}

/** The marks after `move`. Changes to sides that cannot take a mark, or to bad values, do nothing. */
export function applyMove(puzzle: Puzzle, save: Save, move: Move): Save {
  const s = shapeOrFault(puzzle);
  if (typeof s === 'string') throw new Error(s);
  const walls = flip(s, save.w, move.w);
  const crosses = flip(s, save.x, move.x);
  if (!move.c?.length) return { ...save, w: walls, x: crosses };
  const paint = save.c?.length === s.cells ? [...save.c] : new Array<number>(s.cells).fill(0);
  for (const [cell, , to] of move.c) {
    if (isCell(s, cell) && isPaint(to)) paint[cell] = to;
  }
  return withPaint({ w: walls, x: crosses }, paint);
}

/** The move that undoes `move`: its changes in reverse order, each from `to` back to `from`. */
export function invertMove(move: Move): Move {
  const back = (changes: readonly Change[]): Change[] =>
    changes.map(([id, from, to]): Change => [id, to, from]).reverse();
  const inverse: { w?: Change[]; x?: Change[]; c?: Change[] } = {};
  if (move.w) inverse.w = back(move.w);
  if (move.x) inverse.x = back(move.x);
  if (move.c) inverse.c = back(move.c);
  return inverse;
}

/** Side ids after the changes, sorted; the same array when nothing changes. */
function flip(s: Shape, ids: readonly number[], changes?: readonly Change[]): readonly number[] {
  if (!changes?.length) return ids;
  const on = new Set(ids);
  for (const [id, , to] of changes) {
    if (!isOpenSide(s, id)) continue;
    if (to === 1) on.add(id);
    else if (to === 0) on.delete(id);
  }
  return [...on].sort((a, b) => a - b);
}

/** The valid open-side ids in `ids`, sorted, each once. */
function sideSet(s: Shape, ids: unknown): number[] {
  if (!Array.isArray(ids)) return [];
  return [...new Set(ids.filter((id) => isOpenSide(s, id)))].sort((a, b) => a - b);
}

function paintOf(s: Shape, c: unknown): number[] | null {
  if (!Array.isArray(c) || c.length !== s.cells) return null;
  return c.map((colour: unknown) => (isPaint(colour) ? colour : 0));
}

/** Adds `c` only while some cell is painted: that keeps saves canonical, so undo is exact. */
function withPaint(marks: Save, paint: number[] | null): Save {
  return paint?.some((colour) => colour !== 0) ? { ...marks, c: paint } : marks;
}

function isCell(s: Shape, cell: unknown): cell is number {
  return typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < s.cells;
}

function isPaint(colour: unknown): colour is number {
  return typeof colour === 'number' && Number.isInteger(colour) && colour >= 0 && colour < PAINTS;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
