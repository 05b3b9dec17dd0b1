// The tiler: cuts a grid into random galaxies, valid by construction. It starts each galaxy at
// the tightest free spot, so one-cell crumbs stay rare, and grows it symmetrically.
import { REACH } from './constants.js';
import { coreOf, mirrorOf, neighbourTable } from './geometry.js';
import type { Dot } from './puzzle.js';
import type { Stream } from './stream.js';

/** A tiling: dots in reading order and each cell's dot. */
export interface Tiling {
  readonly w: number;
  readonly h: number;
  readonly dots: readonly Dot[];
  readonly answer: readonly number[];
}

/**
 * Tiles a w × h grid with galaxies drawn from `rng`. Galaxies grow toward at most `share` of the
 * grid (a quarter by default); bigger galaxies make harder puzzles.
 */
export function tile(w: number, h: number, rng: Stream, share = 0.25): Tiling {
  const cells = w * h;
  const owner = new Int32Array(cells).fill(-1);
  const dots: Dot[] = [];
  const most = Math.max(4, Math.floor(cells * share));
  const around = neighbourTable(w, h);
  for (let spot = tightest(owner, around, rng); spot !== -1; spot = tightest(owner, around, rng)) {
    const d = dots.length;
    const { dot, cells: claimed } = place(w, h, owner, spot, around, rng);
    dots.push(dot);
    claimed.forEach((i) => (owner[i] = d));
    const want = 2 + Math.floor(rng.next() * (0.4 + 0.6 * rng.next()) * most);
    grow(w, h, owner, d, dot, claimed.length, want, around, rng);
  }
  // Reading order, and the answer renumbered to match.
  const order = [...dots.keys()].sort(
    (p, q) => dots[p]![0] - dots[q]![0] || dots[p]![1] - dots[q]![1],
  );
  const rank = new Array<number>(dots.length);
  order.forEach((d, k) => (rank[d] = k));
  return { w, h, dots: order.map((d) => dots[d]!), answer: Array.from(owner, (d) => rank[d]!) };
}

/** A random free cell among those with the fewest free neighbours, or −1 when none is free. */
function tightest(owner: Int32Array, around: Int32Array, rng: Stream): number {
  const best: number[] = [];
  let fewest = 5;
  for (let i = 0; i < owner.length; i++) {
    if (owner[i] !== -1) continue;
    let free = 0;
    for (let k = 4 * i; k < 4 * i + 4; k++) {
      const n = around[k]!;
      if (n !== -1 && owner[n] === -1) free++;
    }
    if (free < fewest) {
      best.length = 0;
      fewest = free;
    }
    if (free === fewest) best.push(i);
  }
  return best.length === 0 ? -1 : rng.pick(best);
}

/**
 * A dot within REACH of the spot whose core is free, whose twin of the spot is free, and whose
 * core joins the spot through free cells with free twins; the spot's own middle last (always
 * works). Returns the dot and the cells it claims: core, path and their twins.
 */
function place(
  w: number,
  h: number,
  owner: Int32Array,
  spot: number,
  around: Int32Array,
  rng: Stream,
): { dot: Dot; cells: number[] } {
  const sr = Math.floor(spot / w);
  const sc = spot % w;
  const sy = 2 * sr + 1;
  const sx = 2 * sc + 1;
  // Each dot as one number, y · 256 + x (a side is at most 64 cells, so x < 128).
  const near: number[] = [];
  for (let y = Math.max(1, sy - 2 * REACH); y <= Math.min(2 * h - 1, sy + 2 * REACH); y++) {
    for (let x = Math.max(1, sx - 2 * REACH); x <= Math.min(2 * w - 1, sx + 2 * REACH); x++) {
      if (y !== sy || x !== sx) near.push(y * 256 + x);
    }
  }
  for (const point of rng.shuffle(near)) {
    const y = point >> 8;
    const x = point & 255;
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
    const path = joinPath(w, h, owner, core, spot, dot, around);
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
function joinPath(
  w: number,
  h: number,
  owner: Int32Array,
  core: number[],
  spot: number,
  dot: Dot,
  around: Int32Array,
): number[] | null {
  const from = new Map<number, number>(core.map((i) => [i, -1]));
  const queue = [...core];
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head]!;
    if (i === spot) {
      const path: number[] = [];
      for (let k = i; !core.includes(k); k = from.get(k)!) path.push(k);
      return path;
    }
    for (let k = 4 * i; k < 4 * i + 4; k++) {
      const n = around[k]!;
      if (n === -1 || from.has(n) || owner[n] !== -1) continue;
      const twin = mirrorOf(w, h, n, dot);
      if (twin === -1 || owner[twin] !== -1 || core.includes(twin)) continue;
      from.set(n, i);
      queue.push(n);
    }
  }
  return null;
}

/** Grows galaxy d toward `want` cells: a free neighbour with a free twin, and the twin. */
function grow(
  w: number,
  h: number,
  owner: Int32Array,
  d: number,
  dot: Dot,
  size: number,
  want: number,
  around: Int32Array,
  rng: Stream,
): void {
  while (size < want) {
    const options: number[] = [];
    for (let i = 0; i < owner.length; i++) {
      if (owner[i] !== d) continue;
      for (let k = 4 * i; k < 4 * i + 4; k++) {
        const n = around[k]!;
        if (n === -1 || owner[n] !== -1) continue;
        const twin = mirrorOf(w, h, n, dot);
        if (twin !== -1 && twin !== n && owner[twin] === -1) options.push(n);
      }
    }
    if (options.length === 0) return;
    const n = rng.pick(options);
    owner[n] = d;
    owner[mirrorOf(w, h, n, dot)] = d;
    size += 2;
  }
}
