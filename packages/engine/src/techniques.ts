// The ladder's techniques on candidates. Each drops only candidates no answer can have, and
// says whether it changed anything. Easy: mirror, single, wall. Medium: reach, bridge.
import type { Candidates } from './candidates.js';
import type { Shape } from './shape.js';
import { nextWalk } from './walks.js';

/** A cell can be dot d's only if its twin about d is on the grid and can be d's too. */
export function mirror(c: Candidates): boolean {
  const { cells, D } = c.s;
  const { ladder } = c;
  let changed = false;
  if (ladder.mirrorAt === -1) {
    ladder.mirrorAt = c.log.length;
    // A fresh board keeping no trail is settled in one pass, to the same board.
    if (c.log.length === 0 && c.trail === null) return c.settleMirror();
    const { bits, W } = c;
    for (let i = 0; i < cells; i++) {
      // Each candidate word as it was (drops here only clear bits already read).
      for (let w = 0; w < W; w++) {
        for (let x = bits[i * W + w]!; x !== 0; x &= x - 1) {
          const d = w * 32 + 31 - Math.clz32(x & -x);
          const twin = c.s.mirror[i * D + d]!;
          if (twin === -1) changed = c.drop(i, d) || changed;
          else if (!c.has(twin, d)) changed = c.drop(i, d, twin) || changed;
        }
      }
    }
  }
  // Then only the twins of what was dropped since (drops made here are read in turn).
  while (ladder.mirrorAt < c.log.length) {
    const k = c.log[ladder.mirrorAt++]!;
    const j = Math.floor(k / D);
    const d = k - j * D;
    const i = c.s.mirror[k]!;
    if (i !== -1 && c.has(i, d)) changed = c.drop(i, d, j) || changed;
  }
  return changed;
}

/** A cell with one candidate left belongs to that dot, and so does its twin. */
export function single(c: Candidates): boolean {
  const { cells, D } = c.s;
  let changed = false;
  const decide = (i: number): void => {
    const d = c.only(i);
    if (d === -1) return;
    const twin = c.s.mirror[i * D + d]!;
    if (twin !== -1 && c.only(twin) !== d) changed = c.pin(twin, d, i) || changed;
  };
  const { ladder } = c;
  if (ladder.singleAt === -1) {
    ladder.singleAt = c.log.length;
    for (let i = 0; i < cells; i++) decide(i);
  }
  while (ladder.singleAt < c.log.length) decide(Math.floor(c.log[ladder.singleAt++]! / D));
  return changed;
}

/** Across a known wall the two cells are different dots': a decided cell rules its dot out beyond. */
export function wall(c: Candidates): boolean {
  const { walls } = c;
  if (!walls) return false;
  let changed = false;
  for (let i = 0; i < c.s.cells; i++) {
    // Right and down only: each side once, both ways.
    for (const k of [1, 2]) {
      const n = c.s.neighbours[4 * i + k]!;
      if (n === -1 || walls[c.s.sideOf[4 * i + k]!] !== 1) continue;
      const a = c.only(i);
      const b = c.only(n);
      if (a !== -1) changed = c.drop(n, a, i) || changed;
      if (b !== -1) changed = c.drop(i, b, n) || changed;
    }
  }
  return changed;
}

/**
 * Working arrays for reach and bridge, shared by every board (neither runs inside the other, and
 * a supposition's ladder runs between them): made once, and again bigger for a bigger grid.
 */
interface Scratch {
  readonly seen: Int32Array;
  readonly queue: Int32Array;
  readonly disc: Int32Array;
  readonly low: Int32Array;
  readonly parent: Int32Array;
  readonly next: Uint8Array;
  readonly below: Int32Array;
  readonly stack: Int32Array;
  /** Cut cells found by a walk, each with the pinned cell beyond it (pairs). */
  readonly cut: Int32Array;
  /** The last walk's number: `seen[cell]` holds the walk that reached it. */
  walk: number;
}
let scratch: Scratch | null = null;

function scratchOf(s: Shape): Scratch {
  if (scratch === null || scratch.seen.length < s.cells) {
    const n = s.cells;
    scratch = {
      seen: new Int32Array(n),
      queue: new Int32Array(n),
      disc: new Int32Array(n),
      low: new Int32Array(n),
      parent: new Int32Array(n),
      next: new Uint8Array(n),
      below: new Int32Array(n),
      stack: new Int32Array(n),
      cut: new Int32Array(2 * n),
      walk: 0,
    };
  }
  return scratch;
}

/** A cell whose candidate d cannot walk home to d's core through cells that can be d's loses d. */
export function reach(c: Candidates): boolean {
  const { D, cores, neighbours, sideOf } = c.s;
  const { bits, W, walls } = c;
  const { reachDirty } = c.ladder;
  const scratch = scratchOf(c.s);
  const { seen, queue } = scratch;
  let changed = false;
  for (let d = 0; d < D; d++) {
    if (reachDirty[d] === 0) continue;
    const walk = nextWalk(scratch, seen);
    let tail = 0;
    for (const cell of cores[d]!) {
      if (!c.has(cell, d)) continue;
      seen[cell] = walk;
      queue[tail++] = cell;
    }
    // Every cell the walk meets holds d: once it has met as many as hold d, none is left behind
    // and the walk can stop.
    const holders = c.holders[d]!;
    // A step to a neighbour that can be d's (no drawn wall between), spelt out with d's bit
    // read directly: this loop is most of a big puzzle's solve.
    const word = d >>> 5;
    const shift = d & 31;
    for (let head = 0; head < tail && tail < holders; head++) {
      const i = queue[head]!;
      for (let k = 4 * i; k < 4 * i + 4; k++) {
        const n = neighbours[k]!;
        if (n === -1 || seen[n] === walk || ((bits[n * W + word]! >>> shift) & 1) === 0) continue;
        if (walls !== null && walls[sideOf[k]!] === 1) continue;
        seen[n] = walk;
        queue[tail++] = n;
      }
    }
    if (tail < holders) {
      dropUnmet(c, d, seen, walk, holders - tail);
      changed = true;
    }
    reachDirty[d] = 0; // its own drops leave the walk's answer as it is
  }
  return changed;
}

/**
 * A cell on every path between a cell pinned to dot d and d's core is d's: a depth-first
 * search from the core over cells that can be d's finds the cut cells (Tarjan's low links).
 */
export function bridge(c: Candidates): boolean {
  const { D, cores } = c.s;
  const { bridgeDirty } = c.ladder;
  const scratch = scratchOf(c.s);
  let changed = false;
  for (let d = 0; d < D; d++) {
    if (bridgeDirty[d] === 0 || !c.has(cores[d]![0]!, d)) continue;
    bridgeDirty[d] = 0;
    if (c.pinned[d] === 0) continue; // no cell beyond the core to join to it
    const cuts = walkGalaxy(c, d, scratch);
    for (let k = 0; k < cuts; k++) {
      changed = c.pin(scratch.cut[2 * k]!, d, scratch.cut[2 * k + 1]!) || changed;
    }
  }
  return changed;
}

/**
 * Drops d from the cells that hold it and that walk `walk` did not meet: `unmet` of them, so the
 * scan stops once it has found them all. They are in d's box once mirror has run; a solve that
 * leaves mirror out may have some beyond it, found by a scan of the rest of the grid.
 */
function dropUnmet(c: Candidates, d: number, seen: Int32Array, walk: number, unmet: number): void {
  const { w, h, boxes } = c.s;
  for (let r = boxes[4 * d]!; r <= boxes[4 * d + 1]! && unmet > 0; r++) {
    for (let i = r * w + boxes[4 * d + 2]!; i <= r * w + boxes[4 * d + 3]!; i++) {
      if (seen[i] !== walk && c.has(i, d)) {
        c.drop(i, d);
        if (--unmet === 0) return;
      }
    }
  }
  for (let i = 0; i < w * h && unmet > 0; i++) {
    if (seen[i] !== walk && c.has(i, d)) {
      c.drop(i, d);
      unmet--;
    }
  }
}

/**
 * Walks dot d's galaxy depth first from its first core cell over cells that can be d's, listing
 * in `cut`, as pairs, each cell on every path between a cell pinned to d and the core with such
 * a pinned cell beyond it. Returns how many pairs.
 */
function walkGalaxy(c: Candidates, d: number, scratch: Scratch): number {
  // below: a pinned cell in the subtree, or −1; seen: the walk that found a cell (its disc).
  const { seen, disc, low, parent, next, below, stack, cut } = scratch;
  const { neighbours, sideOf } = c.s;
  const { bits, W, walls } = c;
  const word = d >>> 5;
  const shift = d & 31;
  const root = c.s.cores[d]![0]!;
  const walk = nextWalk(scratch, seen);
  let cuts = 0;
  let time = 0;
  let top = 0;
  stack[top++] = root;
  seen[root] = walk;
  disc[root] = low[root] = time++;
  parent[root] = -1;
  next[root] = 0;
  below[root] = -1;
  while (top > 0) {
    const v = stack[top - 1]!;
    if (next[v]! < 4) {
      // A step as in reach; a cell the walk has met holds d, so only a new one's bit is read.
      const k = 4 * v + next[v]!++;
      const n = neighbours[k]!;
      if (n === -1 || (walls !== null && walls[sideOf[k]!] === 1)) continue;
      if (seen[n] !== walk && ((bits[n * W + word]! >>> shift) & 1) === 0) continue;
      if (seen[n] !== walk) {
        seen[n] = walk;
        disc[n] = low[n] = time++;
        parent[n] = v;
        next[n] = 0;
        below[n] = c.only(n) === d && c.s.coreOf[n] !== d ? n : -1;
        stack[top++] = n;
      } else if (n !== parent[v]) low[v] = Math.min(low[v]!, disc[n]!);
      continue;
    }
    top--;
    const p = parent[v]!;
    if (p === -1) continue;
    low[p] = Math.min(low[p]!, low[v]!);
    // v's subtree reaches above p only through p: a pinned cell there needs p.
    if (below[v] !== -1 && low[v]! >= disc[p]! && c.s.coreOf[p] !== d && c.only(p) !== d) {
      cut[2 * cuts] = p;
      cut[2 * cuts + 1] = below[v]!;
      cuts++;
    }
    if (below[p] === -1) below[p] = below[v]!;
  }
  return cuts;
}
