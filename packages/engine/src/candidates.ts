// Candidates: for every cell, the dots it could still belong to, as bitsets (32 dots a word).
// The solver's working state; every drop is written to the trail with the technique behind it.
import { LadderState } from './ladder-state.js';
import type { Shape } from './shape.js';

/** One deduction: a technique removed `dot` from `cells[0]` (the other cells are its reasons). */
export interface Deduction {
  readonly technique: string;
  readonly cells: readonly number[];
  readonly dot: number;
}

/** The cells behind a deduction: one (no array made unless a trail is kept), or several. */
export type Because = number | readonly number[];
const NONE: readonly number[] = [];

/** Bits set in a 32-bit word. */
export function bitCount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export class Candidates {
  /** Words per cell. */
  readonly W: number;
  /** Cell `i`'s candidates are words `i · W` … `i · W + W − 1`. */
  readonly bits: Uint32Array;
  /** Set when a cell has lost its last candidate: no answer fits. */
  broken = false;
  /** The technique now at work, written into each deduction. */
  technique = '';
  /** Every deduction in order, or null when not kept (inside suppositions). */
  trail: Deduction[] | null;
  /** Every drop as `cell · D + dot`, so techniques can work on what changed since they last ran. */
  readonly log: number[] = [];
  /** What the ladder's techniques remember of this board between runs (ladder-state.ts). */
  readonly ladder: LadderState<Candidates>;
  /** Dot → how many cells still hold it (reach stops looking once its walk has met them all). */
  readonly holders: Int32Array;
  /** Dot → how many cells outside its core are decided as its (bridge has nothing to join without one). */
  readonly pinned: Int32Array;
  /** Cell → its only candidate, or −1 while it has several (or none): `only`, kept as cells drop. */
  private readonly onlys: Int32Array;
  /** How many cells have more than one candidate. */
  private undecided: number;
  /** The bits, holders, pinned and onlys as one run of bytes, for copyFrom. */
  private readonly bytes: Uint8Array;

  constructor(
    readonly s: Shape,
    /** Side id → 1 for a wall known to stand (a player's drawn walls), or null. */
    readonly walls: Uint8Array | null = null,
    trail: Deduction[] | null = [],
    /** A board to copy (see scratch); else every cell may be every dot's. */
    from?: Candidates,
  ) {
    const W = (this.W = (s.D + 31) >>> 5);
    const { cells, D } = s;
    this.trail = trail;
    // The bits, holders, pinned and onlys in one buffer, and a copy in one copy of it: a typed
    // array's own allocation costs more than its contents here.
    const words = cells * W;
    const ints = words + 2 * D + cells;
    const buffer = from ? from.bits.buffer.slice(0) : new ArrayBuffer(4 * ints);
    this.bits = new Uint32Array(buffer, 0, words);
    this.holders = new Int32Array(buffer, 4 * words, D);
    this.pinned = new Int32Array(buffer, 4 * (words + D), D);
    this.onlys = new Int32Array(buffer, 4 * (words + 2 * D), cells);
    this.bytes = new Uint8Array(buffer);
    // A copy of a board at a fixpoint only needs to look at what changes from here on.
    this.ladder = new LadderState(D, from !== undefined);
    if (from) {
      this.undecided = from.undecided;
      return;
    }
    this.holders.fill(cells);
    // One dot holds every cell from the start, all but its core pinned to it; more leave every
    // cell undecided.
    if (D === 1) this.pinned[0] = cells - s.cores[0]!.length;
    this.onlys.fill(D === 1 ? 0 : -1);
    this.undecided = D > 1 ? cells : 0;
    const last = D % 32 === 0 ? 0xffffffff : (1 << (D % 32)) - 1;
    this.bits.fill(0xffffffff);
    if (last !== 0xffffffff) for (let i = W - 1; i < words; i += W) this.bits[i] = last;
  }

  /**
   * Leaves each core cell only its own dot, as the puzzle says: the same board as pinning each,
   * but not deductions, so nothing is logged (the techniques' first runs sweep every cell).
   * Call once, on a fresh board.
   */
  seedCores(): void {
    const { cores, cells, D } = this.s;
    const { W, bits, holders } = this;
    let seeded = 0;
    for (let d = 0; d < D; d++) {
      const core = cores[d]!;
      for (let k = 0; k < core.length; k++) {
        const cell = core[k]!;
        for (let w = cell * W; w < cell * W + W; w++) bits[w] = 0;
        bits[cell * W + (d >>> 5)] = 1 << (d & 31);
        this.onlys[cell] = d;
      }
      seeded += core.length;
    }
    // Each dot is still held by every cell but the other dots' cores.
    for (let d = 0; d < D; d++) holders[d] = cells - seeded + cores[d]!.length;
    if (D > 1) this.undecided = cells - seeded;
  }

  /**
   * Leaves a fresh board (its cores seeded, nothing dropped yet) at the mirror technique's
   * fixpoint in one pass: cell i keeps dot d when its twin about d is on the grid and may be d's
   * (is no other dot's core). Mirror's first run reaches the same board drop by drop; this logs
   * nothing (the techniques' first runs sweep every cell), so it is for boards keeping no trail.
   * True when it removed anything.
   */
  settleMirror(): boolean {
    const { cells, D, w, coreOf, cores, boxes, pivots } = this.s;
    const { W, bits, holders, pinned } = this;
    for (let i = 0; i < cells; i++) {
      if (coreOf[i] === -1) for (let k = i * W; k < i * W + W; k++) bits[k] = 0;
    }
    // Each dot marks the cells of its box (their twins on the grid), twin by subtraction: cell
    // (r, c) turns onto (y − 1 − r, x − 1 − c), whose index is the dot's pivot less the cell's.
    // The box turns onto itself, so each pair of twins is read once, from its lower cell: a cell
    // keeps the dot unless it is a core or its twin is another dot's core.
    for (let d = 0; d < D; d++) {
      const pivot = pivots[d]!;
      const word = d >>> 5;
      const bit = 1 << (d & 31);
      let held = cores[d]!.length;
      for (let r = boxes[4 * d]!; r <= boxes[4 * d + 1]!; r++) {
        for (let i = r * w + boxes[4 * d + 2]!; i <= r * w + boxes[4 * d + 3]!; i++) {
          const twin = pivot - i;
          if (twin <= i) continue;
          const a = coreOf[i]!;
          const b = coreOf[twin]!;
          if (a === -1 && (b === -1 || b === d)) {
            bits[i * W + word]! |= bit;
            held++;
          }
          if (b === -1 && (a === -1 || a === d)) {
            bits[twin * W + word]! |= bit;
            held++;
          }
        }
      }
      holders[d] = held;
    }
    let removed = false;
    let undecided = 0;
    pinned.fill(0);
    for (let i = 0; i < cells; i++) {
      if (coreOf[i] !== -1) continue;
      const kept = this.size(i);
      if (kept < D) removed = true;
      this.onlys[i] = kept === 1 ? this.scanOnly(i) : -1;
      if (kept === 0) this.broken = true;
      else if (kept === 1) pinned[this.onlys[i]!]!++;
      else undecided++;
    }
    if (D > 1) this.undecided = undecided;
    return removed;
  }

  /**
   * A copy that keeps no trail: to try a supposition on (at a fixpoint of the lower tiers), or
   * to replay a step's deductions on.
   */
  scratch(): Candidates {
    return new Candidates(this.s, this.walls, null, this);
  }

  /**
   * Makes this board (of the same shape, keeping no trail) a copy of `from` at a fixpoint, as
   * scratch() would make: a supposition's trial board used again and again instead of made anew
   * (making a board costs more than copying its bytes).
   */
  copyFrom(from: Candidates): this {
    this.bytes.set(from.bytes);
    this.undecided = from.undecided;
    this.broken = from.broken;
    this.log.length = 0;
    this.ladder.settle();
    return this;
  }

  /** How many cells have more than one candidate. */
  get open(): number {
    return this.undecided;
  }

  has(i: number, d: number): boolean {
    return ((this.bits[i * this.W + (d >>> 5)]! >>> (d & 31)) & 1) === 1;
  }

  /** How many candidates cell `i` has. */
  size(i: number): number {
    let n = 0;
    for (let k = i * this.W; k < (i + 1) * this.W; k++) n += bitCount(this.bits[k]!);
    return n;
  }

  /** The cell's only candidate, or −1 when it has none or several. */
  only(i: number): number {
    return this.onlys[i]!;
  }

  /** `only`, read from the cell's bits. */
  private scanOnly(i: number): number {
    let found = -1;
    for (let w = 0; w < this.W; w++) {
      const x = this.bits[i * this.W + w]!;
      if (x === 0) continue;
      if (found !== -1 || (x & (x - 1)) !== 0) return -1;
      found = w * 32 + 31 - Math.clz32(x);
    }
    return found;
  }

  /** The cell's candidates, lowest first. */
  list(i: number): number[] {
    const dots: number[] = [];
    for (let w = 0; w < this.W; w++) {
      for (let x = this.bits[i * this.W + w]!; x !== 0; x &= x - 1) {
        dots.push(w * 32 + 31 - Math.clz32(x & -x));
      }
    }
    return dots;
  }

  /**
   * Removes `d` from cell `i` (with the cell or cells behind the deduction, for the trail);
   * true when it was there.
   */
  drop(i: number, d: number, because: Because = NONE): boolean {
    const k = i * this.W + (d >>> 5);
    const bit = 1 << (d & 31);
    if ((this.bits[k]! & bit) === 0) return false;
    this.bits[k]! &= ~bit;
    if (this.trail) {
      const cells = typeof because === 'number' ? [i, because] : [i, ...because];
      this.trail.push({ technique: this.technique, cells, dot: d });
    }
    this.log.push(i * this.s.D + d);
    const { reachDirty, bridgeDirty } = this.ladder;
    bridgeDirty[d] = 1;
    // Reach has nothing new to find unless the cell may have joined others to d's core (see
    // joinedRound); with a player's walls the cells round it are not simply joined.
    if (reachDirty[d] === 0 && (this.walls !== null || !this.joinedRound(i, d))) {
      reachDirty[d] = 1;
    }
    this.holders[d]!--;
    const left = this.size(i);
    if (left === 0) {
      this.broken = true;
      this.onlys[i] = -1;
    }
    if (left === 1) {
      this.undecided--;
      // A cell newly decided may now be a pinned end for bridge.
      const only = (this.onlys[i] = this.scanOnly(i));
      bridgeDirty[only] = 1;
      this.pinned[only]!++;
    }
    return true;
  }

  /**
   * Whether cell i's neighbours that can be d's are fewer than two, or joined to each other
   * through the cells round it that can be d's (two neighbours at right angles through the
   * corner between them). Then taking d from i cuts no cell off d's core that was joined to it:
   * any way home through i goes round it instead.
   */
  private joinedRound(i: number, d: number): boolean {
    const around = this.s.neighbours;
    const up = around[4 * i]!;
    const right = around[4 * i + 1]!;
    const down = around[4 * i + 2]!;
    const left = around[4 * i + 3]!;
    const u = up !== -1 && this.has(up, d);
    const r = right !== -1 && this.has(right, d);
    const b = down !== -1 && this.has(down, d);
    const l = left !== -1 && this.has(left, d);
    const sides = +u + +r + +b + +l;
    if (sides < 2) return true;
    let links = 0;
    if (u && r && this.has(around[4 * up + 1]!, d)) links++;
    if (r && b && this.has(around[4 * down + 1]!, d)) links++;
    if (b && l && this.has(around[4 * down + 3]!, d)) links++;
    if (l && u && this.has(around[4 * up + 3]!, d)) links++;
    // The neighbours and links make a ring: one group when every link stands or one is missing.
    return links === 4 || sides - links === 1;
  }

  /** Leaves cell `i` only `d`; true when anything was removed. */
  pin(i: number, d: number, because: Because = NONE): boolean {
    let changed = false;
    for (let w = 0; w < this.W; w++) {
      // The word as it was: each other candidate in it dropped in turn, lowest first.
      for (let x = this.bits[i * this.W + w]!; x !== 0; x &= x - 1) {
        const e = w * 32 + 31 - Math.clz32(x & -x);
        if (e !== d) changed = this.drop(i, e, because) || changed;
      }
    }
    if (!this.has(i, d)) this.broken = true;
    return changed;
  }

  /** Whether every cell has exactly one candidate. */
  decided(): boolean {
    return !this.broken && this.undecided === 0;
  }

  /** Each cell's only candidate (call when decided). */
  answer(): number[] {
    const answer = new Array<number>(this.s.cells);
    for (let i = 0; i < answer.length; i++) answer[i] = this.only(i);
    return answer;
  }
}
