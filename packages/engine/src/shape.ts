// Shape: what every rule reads, precomputed once per puzzle object and cached. Typed arrays,
// because the solver and the board (on each pointer move) read these in their hottest loops.
import { coreOf, neighbourTable } from './geometry.js';
import type { Dot, Puzzle } from './puzzle.js';
import { wellFormed } from './well-formed.js';

/** What a side id is: the frame (not an id), open, a given wall, or a side through a dot. */
export const Side = { frame: 0, open: 1, given: 2, through: 3 } as const;

/** A puzzle's precomputed geometry. Read-only: it is shared by every caller. */
export interface Shape {
  readonly w: number;
  readonly h: number;
  /** Number of cells, w · h. */
  readonly cells: number;
  /** Number of dots. */
  readonly D: number;
  readonly dots: readonly Dot[];
  /** Each dot's core cells, in reading order. */
  readonly cores: readonly (readonly number[])[];
  /** Cell → the dot whose core holds it, or −1. */
  readonly coreOf: Int32Array;
  /** `4 · cell + k` (k: 0 up, 1 right, 2 down, 3 left) → the neighbouring cell, or −1 at the frame. */
  readonly neighbours: Int32Array;
  /** `4 · cell + k` → the side id between the cell and that neighbour, or −1 at the frame. */
  readonly sideOf: Int32Array;
  /** Side id (0 … 2 · cells − 1) → one of `Side`. */
  readonly sideKind: Uint8Array;
  /**
   * `cell · D + dot` → the cell turned half way round the dot, or −1 off the grid. Sixteen bits
   * hold any cell: a grid has at most MAX_SIDE² = 4,096.
   */
  readonly mirror: Int16Array;
  /**
   * `4 · dot + k` → the first and last row, then the first and last column, of the cells whose
   * twin about the dot is on the grid: the only cells that can be its.
   */
  readonly boxes: Int16Array;
  /** Dot → (y − 1) · w + (x − 1): a cell in the dot's box turns onto this less its own index. */
  readonly pivots: Int32Array;
}

const cache = new WeakMap<object, Shape | string>();

/**
 * The puzzle's shape, computed once per puzzle object (treat puzzles as immutable). Throws an
 * Error saying what is wrong when the puzzle is not well formed.
 */
export function shape(puzzle: Puzzle): Shape {
  const found = shapeOrFault(puzzle);
  if (typeof found === 'string') throw new Error(found);
  return found;
}

/** The shape, or the reason the puzzle is not well formed. Never throws. */
export function shapeOrFault(puzzle: unknown): Shape | string {
  if (typeof puzzle !== 'object' || puzzle === null) return 'Not a puzzle: expected an object';
  const known = cache.get(puzzle);
  if (known !== undefined) return known;
  const formed = wellFormed(puzzle);
  // Only this reads the puzzle object itself: puzzles come as objects of many kinds (a tiling, a
  // generated puzzle, plain JSON), and compiled code that met one kind is thrown away on
  // meeting another, so the long work below is given plain numbers and the dots.
  const { w, h, dots } = puzzle as Puzzle;
  const found = formed.ok ? build(w, h, dots) : formed.reason;
  cache.set(puzzle, found);
  return found;
}

function build(w: number, h: number, given: readonly Dot[]): Shape {
  const D = given.length;
  const dots = new Array<Dot>(D);
  const cores = new Array<number[]>(D);
  for (let d = 0; d < D; d++) {
    const dot = given[d]!;
    dots[d] = [dot[0], dot[1]];
    cores[d] = coreOf(w, dot);
  }
  const cells = w * h;
  // Every table in one buffer: a typed array's own allocation costs more than filling it here
  // (a small puzzle's shape made five in 9 µs where one buffer and five views took 3).
  const ints = cells + 4 * cells + 4 * cells;
  const buffer = new ArrayBuffer(4 * (ints + D) + 2 * cells + 8 * D + 2 * cells * D);
  let at = 0;
  const view = (n: number) => new Int32Array(buffer, 4 * (at += n) - 4 * n, n);
  const owner = view(cells).fill(-1);
  for (let d = 0; d < D; d++) for (const cell of cores[d]!) owner[cell] = d;

  const neighbours = neighbourTable(w, h, view(4 * cells));
  const sideOf = view(4 * cells).fill(-1);
  const pivots = view(D);
  const sideKind = new Uint8Array(buffer, 4 * (ints + D), 2 * cells);
  const boxes = new Int16Array(buffer, 4 * (ints + D) + 2 * cells, 4 * D);
  const mirror = new Int16Array(buffer, 4 * (ints + D) + 2 * cells + 8 * D, cells * D);
  // Each cell's right and lower sides, written for both cells they part (k: 0 up, 1 right,
  // 2 down, 3 left).
  const link = (i: number, k: number, n: number, side: number): void => {
    sideOf[4 * i + k] = side;
    sideOf[4 * n + ((k + 2) & 3)] = side;
    const a = owner[i]!;
    const b = owner[n]!;
    // Two dots' cores never share a galaxy; one dot's core is never cut.
    sideKind[side] = a === -1 || b === -1 ? Side.open : a === b ? Side.through : Side.given;
  };
  for (let r = 0, i = 0; r < h; r++) {
    for (let c = 0; c < w; c++, i++) {
      if (c < w - 1) link(i, 1, i + 1, 2 * i);
      if (r < h - 1) link(i, 2, i + w, 2 * i + 1);
    }
  }

  // Cell (r, c) turns about dot [y, x] onto (y − 1 − r, x − 1 − c), as mirrorOf says: index
  // (y − 1) · w + (x − 1) less the cell's own, inside the dot's box of rows and columns, and off
  // the grid outside it. Filling the table first and writing each box after took a fifth of the
  // time of testing every entry (the 21 × 21 with 76 dots: 23 against 123 µs).
  mirror.fill(-1);
  for (let d = 0; d < D; d++) {
    const my = dots[d]![0] - 1;
    const mx = dots[d]![1] - 1;
    const pivot = (pivots[d] = my * w + mx);
    const box = [
      Math.max(0, my - h + 1),
      Math.min(h - 1, my),
      Math.max(0, mx - w + 1),
      Math.min(w - 1, mx),
    ] as const;
    boxes.set(box, 4 * d);
    for (let r = box[0]; r <= box[1]; r++) {
      for (let i = r * w + box[2]; i <= r * w + box[3]; i++) mirror[i * D + d] = pivot - i;
    }
  }
  return {
    w,
    h,
    cells,
    D,
    dots,
    cores,
    coreOf: owner,
    neighbours,
    sideOf,
    sideKind,
    mirror,
    boxes,
    pivots,
  };
}
