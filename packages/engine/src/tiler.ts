// The tiler: cuts a grid into random galaxies, valid by construction. It starts each galaxy at
// the tightest free spot, so one-cell crumbs stay rare, and grows it symmetrically.
import { CRUMBS, REACH } from './constants.js';
import { coreOf, mirrorOf, neighbourTable } from './geometry.js';
import type { Dot } from './puzzle.js';
import type { Stream } from './stream.js';
import { nextWalk } from './walks.js';

/** A tiling: dots in reading order and each cell's dot. */
export interface Tiling {
  readonly w: number;
  readonly h: number;
  readonly dots: readonly Dot[];
  readonly answer: readonly number[];
}

/**
 * Working arrays for one grid size, reused by every tiling of it (one tiling never runs inside
 * another): generation tiles a few times a puzzle, and making these each time cost more than
 * filling them.
 */
interface Work {
  readonly w: number;
  readonly h: number;
  readonly owner: Int32Array;
  /** Cell → how many of its neighbours are free (kept as cells are claimed). */
  readonly free: Int32Array;
  readonly around: Int32Array;
  /** The tightest free cells; the candidate dots near a spot (y · 256 + x); a galaxy's options. */
  readonly best: Int32Array;
  readonly near: Int32Array;
  readonly options: Int32Array;
  /** The growing galaxy's cells, in reading order. */
  readonly members: Int32Array;
  /** joinPath's walk: the walk that reached a cell, where from, and its queue. */
  readonly seen: Int32Array;
  readonly from: Int32Array;
  readonly queue: Int32Array;
  walk: number;
}
let work: Work | null = null;

function workFor(w: number, h: number): Work {
  if (work?.w === w && work.h === h) return work;
  const cells = w * h;
  const span = 4 * REACH + 1;
  const around = neighbourTable(w, h);
  work = {
    w,
    h,
    owner: new Int32Array(cells),
    free: new Int32Array(cells),
    around,
    best: new Int32Array(cells),
    near: new Int32Array(span * span),
    options: new Int32Array(4 * cells),
    members: new Int32Array(cells),
    seen: new Int32Array(cells),
    from: new Int32Array(cells),
    queue: new Int32Array(cells),
    walk: 0,
  };
  return work;
}

/**
 * Tiles a w × h grid with galaxies drawn from `rng`. Galaxies grow toward at most `share` of the
 * grid (a quarter by default); bigger galaxies make harder puzzles.
 */
export function tile(w: number, h: number, rng: Stream, share = 0.25): Tiling {
  const cells = w * h;
  const at = workFor(w, h);
  const owner = at.owner.fill(-1);
  for (let i = 0; i < cells; i++) {
    let free = 0;
    for (let k = 4 * i; k < 4 * i + 4; k++) if (at.around[k] !== -1) free++;
    at.free[i] = free;
  }
  const dots: Dot[] = [];
  const most = Math.max(4, Math.floor(cells * share));
  for (let spot = tightest(at, rng); spot !== -1; spot = tightest(at, rng)) {
    const d = dots.length;
    const { dot, cells: claimed } = place(at, spot, rng);
    dots.push(dot);
    claimed.forEach((i) => claim(at, i, d));
    const want = 2 + Math.floor(rng.next() * (0.4 + 0.6 * rng.next()) * most);
    grow(at, d, dot, claimed, want, rng);
  }
  // Reading order, and the answer renumbered to match.
  const order = [...dots.keys()].sort(
    (p, q) => dots[p]![0] - dots[q]![0] || dots[p]![1] - dots[q]![1],
  );
  const rank = new Array<number>(dots.length);
  order.forEach((d, k) => (rank[d] = k));
  const answer = new Array<number>(cells);
  for (let i = 0; i < cells; i++) answer[i] = rank[owner[i]!]!;
  // Built by push, so the list is packed like a parsed puzzle's (a map's is holey): code compiled
  // for one kind of list is thrown away on meeting the other.
  const sorted: Dot[] = [];
  for (const d of order) sorted.push(dots[d]!);
  return { w, h, dots: sorted, answer };
}

/** A random free cell among those with the fewest free neighbours, or −1 when none is free. */
function tightest({ owner, free, best }: Work, rng: Stream): number {
  let found = 0;
  let fewest = 5;
  for (let i = 0; i < owner.length; i++) {
    if (owner[i] !== -1) continue;
    if (free[i]! < fewest) {
      found = 0;
      fewest = free[i]!;
    }
    if (free[i] === fewest) best[found++] = i;
  }
  return found === 0 ? -1 : best[rng.below(found)]!;
}

/** Gives cell i to galaxy d: its neighbours each have one free neighbour fewer. */
function claim({ owner, free, around }: Work, i: number, d: number): void {
  owner[i] = d;
  for (let k = 4 * i; k < 4 * i + 4; k++) {
    const n = around[k]!;
    if (n !== -1) free[n]!--;
  }
}

/**
 * A dot within REACH of the spot whose core is free, whose twin of the spot is free, and whose
 * core joins the spot through free cells with free twins; the spot's own middle last (always
 * works). Returns the dot and the cells it claims: core, path and their twins.
 */
function place(at: Work, spot: number, rng: Stream): { dot: Dot; cells: number[] } {
  const { w, h, owner, near } = at;
  const sr = Math.floor(spot / w);
  const sc = spot % w;
  const sy = 2 * sr + 1;
  const sx = 2 * sc + 1;
  // Each dot as one number, y · 256 + x (a side is at most 64 cells, so x < 128).
  let points = 0;
  for (let y = Math.max(1, sy - 2 * REACH); y <= Math.min(2 * h - 1, sy + 2 * REACH); y++) {
    for (let x = Math.max(1, sx - 2 * REACH); x <= Math.min(2 * w - 1, sx + 2 * REACH); x++) {
      if (y !== sy || x !== sx) near[points++] = y * 256 + x;
    }
  }
  rng.shuffleIn(near, points);
  for (let p = 0; p < points; p++) {
    const y = near[p]! >> 8;
    const x = near[p]! & 255;
    // The core (rows r0…r1, columns c0…c1) must be free, and the spot's twin on the grid and free.
    const r0 = (y - 1) >> 1;
    const c0 = (x - 1) >> 1;
    const r1 = y >> 1;
    const c1 = x >> 1;
    if (owner[r0 * w + c0] !== -1 || owner[r0 * w + c1] !== -1) continue;
    if (owner[r1 * w + c0] !== -1 || owner[r1 * w + c1] !== -1) continue;
    const tr = y - 1 - sr;
    const tc = x - 1 - sc;
    if (tr < 0 || tr >= h || tc < 0 || tc >= w || owner[tr * w + tc] !== -1) continue;
    const dot: Dot = [y, x];
    const core = coreOf(w, dot);
    const path = joinPath(at, core, spot, dot);
    if (!path) continue;
    // The core, the path and the path's twins, each once.
    const cells = core;
    for (const i of path) {
      const twin = mirrorOf(w, h, i, dot);
      if (!cells.includes(i)) cells.push(i);
      if (!cells.includes(twin)) cells.push(twin);
    }
    return { dot, cells };
  }
  return { dot: [sy, sx], cells: [spot] };
}

/** Cells from the core to the spot (core excluded) through free cells with free twins, or null. */
function joinPath(at: Work, core: number[], spot: number, dot: Dot): number[] | null {
  const { w, h, owner, around, seen, from, queue } = at;
  // A spot with no free neighbour is reached only from a core that holds it.
  if (at.free[spot] === 0 && !core.includes(spot)) return null;
  const walk = nextWalk(at, seen);
  let tail = 0;
  for (const i of core) {
    seen[i] = walk;
    from[i] = -1;
    queue[tail++] = i;
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head]!;
    if (i === spot) {
      const path: number[] = [];
      for (let k = i; from[k] !== -1; k = from[k]!) path.push(k);
      return path;
    }
    for (let k = 4 * i; k < 4 * i + 4; k++) {
      const n = around[k]!;
      if (n === -1 || seen[n] === walk || owner[n] !== -1) continue;
      const twin = mirrorOf(w, h, n, dot);
      if (twin === -1 || owner[twin] !== -1 || core.includes(twin)) continue;
      seen[n] = walk;
      from[n] = i;
      queue[tail++] = n;
    }
  }
  return null;
}

/**
 * Grows galaxy d (its cells `claimed`) toward `want` cells: a free neighbour with a free twin,
 * and the twin. The options are read in reading order of the galaxy's cells.
 */
function grow(at: Work, d: number, dot: Dot, claimed: number[], want: number, rng: Stream): void {
  const { w, h, owner, around, options, members } = at;
  let size = 0;
  for (const i of claimed) size = insert(members, size, i);
  while (size < want) {
    let found = 0;
    for (let m = 0; m < size; m++) {
      const i = members[m]!;
      for (let k = 4 * i; k < 4 * i + 4; k++) {
        const n = around[k]!;
        if (n === -1 || owner[n] !== -1) continue;
        const twin = mirrorOf(w, h, n, dot);
        if (twin !== -1 && twin !== n && owner[twin] === -1) options[found++] = n;
      }
    }
    if (found === 0) return;
    const n = options[rng.below(found)]!;
    const twin = mirrorOf(w, h, n, dot);
    claim(at, n, d);
    claim(at, twin, d);
    size = insert(members, insert(members, size, n), twin);
  }
}

/** Puts `cell` into the first `size` items of `list`, kept in order; the new size. */
function insert(list: Int32Array, size: number, cell: number): number {
  let k = size;
  for (; k > 0 && list[k - 1]! > cell; k--) list[k] = list[k - 1]!;
  list[k] = cell;
  return size + 1;
}

/** Whether more than CRUMBS of a tiling's galaxies are single cells. */
export function crumbly(tiling: Tiling): boolean {
  // Every dot owns its core, so a tiling has as many galaxies as dots.
  return countSingles(tiling.answer, tiling.dots.length) > CRUMBS * tiling.dots.length;
}

/** How many of the D galaxies have one cell. */
function countSingles(answer: readonly number[], D: number): number {
  const sizes = new Array<number>(D).fill(0);
  for (const d of answer) sizes[d]!++;
  let singles = 0;
  for (const size of sizes) if (size === 1) singles++;
  return singles;
}
