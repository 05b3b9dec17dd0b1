// Marks: what the board keeps (walls, crosses, paint, claims), their saved form, and moves over
// them. Saves are canonical (ids sorted, `c` only while a cell is painted, `k` only while a cell
// is claimed) so undo restores them exactly.
import type { Puzzle } from './puzzle.js';
import { shapeOrFault, type Shape } from './shape.js';
import { isOpenSide } from './walls.js';

/** Colours a cell can be painted: 0 (none) to 8. */
export const PAINTS = 9;

/**
 * The board's marks: wall side ids, cross side ids, each cell's paint once any is painted, and
 * each cell's claim once any is claimed (0 none, else its dot's index plus one: claims.ts).
 */
export interface Save {
  readonly w: readonly number[];
  readonly x: readonly number[];
  readonly c?: readonly number[];
  readonly k?: readonly number[];
}

/** One change: side id (or cell, for paint), value before, value after (0/1 for walls and crosses). */
export type Change = readonly [id: number, from: number, to: number];

/** A move: changes under the save's keys, applied in order, e.g. `{ w: [[14, 0, 1]] }`. */
export interface Move {
  readonly w?: readonly Change[];
  readonly x?: readonly Change[];
  readonly c?: readonly Change[];
  /** Claims: `[cell, dot + 1 before, dot + 1 after]`, 0 for none (claims.ts makes them in pairs). */
  readonly k?: readonly Change[];
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
    const current = Object.keys(fields).every((key) => ['w', 'x', 'c', 'k'].includes(key));
    const walls = sideSet(s, fields.w ?? fields.walls);
    if (!current) return { w: walls, x: [] };
    const crosses = sideSet(s, fields.x).filter((id) => !walls.includes(id));
    const marks = withPaint({ w: walls, x: crosses }, paintOf(s, fields.c));
    return withClaims(marks, claimRow(s, fields.k));
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
  let marks: Save = { ...save, w: walls, x: crosses };
  if (move.c?.length)
    marks = withPaint(withoutKey(marks, 'c'), rowAfter(s, save.c, move.c, PAINTS));
  if (move.k?.length)
    marks = withClaims(withoutKey(marks, 'k'), rowAfter(s, save.k, move.k, s.D + 1));
  return marks;
}

/** A per-cell row (paint, claims) after `changes`, each value under `limit`; bad changes do nothing. */
function rowAfter(
  s: Shape,
  row: readonly number[] | undefined,
  changes: readonly Change[],
  limit: number,
): number[] {
  const after = row?.length === s.cells ? [...row] : new Array<number>(s.cells).fill(0);
  for (const [cell, , to] of changes) {
    if (isCell(s, cell) && isBelow(to, limit)) after[cell] = to;
  }
  return after;
}

function withoutKey(save: Save, key: 'c' | 'k'): Save {
  const { [key]: _dropped, ...rest } = save;
  return rest;
}

/** The move that undoes `move`: its changes in reverse order, each from `to` back to `from`. */
export function invertMove(move: Move): Move {
  const back = (changes: readonly Change[]): Change[] =>
    changes.map(([id, from, to]): Change => [id, to, from]).reverse();
  const inverse: { w?: Change[]; x?: Change[]; c?: Change[]; k?: Change[] } = {};
  if (move.w) inverse.w = back(move.w);
  if (move.x) inverse.x = back(move.x);
  if (move.c) inverse.c = back(move.c);
  if (move.k) inverse.k = back(move.k);
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

/** A full row of claims (0 to the dots' count), else null. */
function claimRow(s: Shape, k: unknown): number[] | null {
  if (!Array.isArray(k) || k.length !== s.cells) return null;
  return k.map((held: unknown) => (isBelow(held, s.D + 1) ? held : 0));
}

/** Adds `k` only while some cell is claimed, as `withPaint` does for paint. */
function withClaims(marks: Save, claims: number[] | null): Save {
  return claims?.some((held) => held !== 0) ? { ...marks, k: claims } : marks;
}

function isCell(s: Shape, cell: unknown): cell is number {
  return typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < s.cells;
}

function isPaint(colour: unknown): colour is number {
  return isBelow(colour, PAINTS);
}

/** A whole number from 0 to under `limit`. */
function isBelow(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < limit;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
