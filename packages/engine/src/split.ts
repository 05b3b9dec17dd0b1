// Splitting a galaxy of a tiling: a small rectangle of its cells and the rectangle's twin about
// its dot become two galaxies of their own, each with a dot at its middle. The galaxy keeps its
// dot and stays symmetric (a cell goes with its twin) and joined (checked). Version 3's maker
// splits where its ladder is stuck: two more dots there tell the stuck cells apart.
import { coreOf, mirrorOf, neighbourTable } from './geometry.js';
import type { Dot } from './puzzle.js';
import type { Stream } from './stream.js';

/** A tiling being repaired: each cell's galaxy and each galaxy's dot, in any order. */
export interface Pieces {
  readonly w: number;
  readonly h: number;
  readonly dots: Dot[];
  readonly owner: Int32Array;
}

/** The rectangles tried around a cell, biggest first: rows × columns. */
const RECTANGLES: readonly (readonly [number, number])[] = [
  [2, 2],
  [1, 2],
  [2, 1],
  [1, 3],
  [3, 1],
  [1, 1],
];

/** Working arrays for one grid size (one split never runs inside another). */
interface Work {
  readonly w: number;
  readonly h: number;
  readonly around: Int32Array;
  readonly mark: Int32Array;
  readonly queue: Int32Array;
  stamp: number;
}
let work: Work | null = null;

function workFor(w: number, h: number): Work {
  if (work?.w === w && work.h === h) return work;
  const cells = w * h;
  work = {
    w,
    h,
    around: neighbourTable(w, h),
    mark: new Int32Array(cells),
    queue: new Int32Array(cells),
    stamp: 0,
  };
  return work;
}

/**
 * Splits the galaxy holding `cell`: the first rectangle holding the cell (biggest first, the
 * placements of each size in an order drawn from `rng`) that lies in the galaxy outside its core,
 * apart from its twin, and leaves the rest joined. True when one was split off.
 */
export function splitAt(pieces: Pieces, cell: number, rng: Stream): boolean {
  const { w, h, dots, owner } = pieces;
  const at = workFor(w, h);
  const g = owner[cell]!;
  const dot = dots[g]!;
  const core = coreOf(w, dot);
  if (core.includes(cell)) return false;
  const row = Math.floor(cell / w);
  const col = cell - row * w;
  const rect: number[] = [];
  const twins: number[] = [];
  let size = 0;
  for (let i = 0; i < owner.length; i++) if (owner[i] === g) size++;
  for (const [rows, cols] of RECTANGLES) {
    const placements = rows * cols;
    const first = rng.below(placements);
    for (let p = 0; p < placements; p++) {
      const k = (first + p) % placements;
      const top = row - Math.floor(k / cols);
      const left = col - (k % cols);
      if (top < 0 || left < 0 || top + rows > h || left + cols > w) continue;
      if (!fits(at, pieces, g, core, top, left, rows, cols, rect, twins)) continue;
      if (!joinedWithout(at, owner, g, core, size - 2 * rect.length)) continue;
      const d = dots.length;
      dots.push(middleOf(top, left, rows, cols));
      for (const i of rect) owner[i] = d;
      const [ty, tx] = [dot[0], dot[1]];
      // The twin of a rectangle is a rectangle: rows and columns turned about the dot.
      dots.push(middleOf(ty - top - rows, tx - left - cols, rows, cols));
      for (const i of twins) owner[i] = d + 1;
      return true;
    }
  }
  return false;
}

/** The dot at the middle of a rectangle of cells (half-cell units). */
function middleOf(top: number, left: number, rows: number, cols: number): Dot {
  return [2 * top + rows, 2 * left + cols];
}

/**
 * Whether the rectangle lies in galaxy g outside its core and apart from its twin; fills `rect`
 * and `twins` with the cells and marks them with a stamp of their own (the latest).
 */
function fits(
  at: Work,
  { w, h, dots, owner }: Pieces,
  g: number,
  core: readonly number[],
  top: number,
  left: number,
  rows: number,
  cols: number,
  rect: number[],
  twins: number[],
): boolean {
  rect.length = 0;
  twins.length = 0;
  const dot = dots[g]!;
  const stamp = ++at.stamp;
  const { mark } = at;
  for (let r = top; r < top + rows; r++) {
    for (let c = left; c < left + cols; c++) {
      const i = r * w + c;
      if (owner[i] !== g || core.includes(i)) return false;
      rect.push(i);
      mark[i] = stamp;
    }
  }
  for (const i of rect) {
    const twin = mirrorOf(w, h, i, dot);
    // In a galaxy every cell's twin is in it too; it must not be in the rectangle or the core.
    if (twin === -1 || mark[twin] === stamp || core.includes(twin)) return false;
    twins.push(twin);
  }
  for (const i of twins) mark[i] = stamp;
  return true;
}

/**
 * Whether the `rest` cells of galaxy g left once the latest stamp's cells are gone are all
 * reached from its core.
 */
function joinedWithout(
  at: Work,
  owner: Int32Array,
  g: number,
  core: readonly number[],
  rest: number,
): boolean {
  const { mark, queue, around } = at;
  const gone = at.stamp;
  const seen = ++at.stamp;
  let tail = 0;
  for (const i of core) {
    mark[i] = seen;
    queue[tail++] = i;
  }
  for (let head = 0; head < tail && tail < rest; head++) {
    const i = queue[head]!;
    for (let k = 4 * i; k < 4 * i + 4; k++) {
      const n = around[k]!;
      if (n === -1 || owner[n] !== g || mark[n] === seen || mark[n] === gone) continue;
      mark[n] = seen;
      queue[tail++] = n;
    }
  }
  return tail === rest;
}
