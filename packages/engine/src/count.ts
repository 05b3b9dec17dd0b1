// The counter: a plain backtracking search for answers, written apart from the solver (it
// imports nothing of it) so that uniqueness is proven a second, independent way.
import { check } from './check.js';
import type { Answer, Puzzle } from './puzzle.js';
import { shape, type Shape } from './shape.js';

/** What the counter found: up to `limit` answers, and whether it ran out of budget first. */
export interface Count {
  readonly count: number;
  readonly answers: readonly (readonly number[])[];
  readonly gaveUp: boolean;
}

/** Search nodes the counter may visit unless told otherwise. */
export const COUNT_BUDGET = 200_000;

/**
 * Counts the answers of `puzzle`, stopping at `limit`; `budget` bounds the search nodes (then
 * `gaveUp` is true and the count is a lower bound). Also solves what the ladder can't.
 */
export function count(puzzle: Puzzle, limit = 2, budget = COUNT_BUDGET): Count {
  const s = shape(puzzle);
  const answers: number[][] = [];
  let nodes = 0;
  let gaveUp = false;
  const search = (board: Board): void => {
    if (answers.length >= limit || gaveUp) return;
    if (++nodes > budget) {
      gaveUp = true;
      return;
    }
    if (!board.settle()) return;
    const cell = board.branchCell();
    if (cell === -1) {
      const answer = board.answer();
      if (check(puzzle, answer)) answers.push(answer);
      return;
    }
    const options = board.options(cell);
    for (let k = 0; k < options.length; k++) {
      // The last option takes the board itself: nothing else reads it after.
      const next = k === options.length - 1 ? board : board.copy();
      if (next.restrict(cell, options[k]!)) search(next);
      if (answers.length >= limit || gaveUp) return;
    }
  };
  const start = new Board(s);
  if (start.begin()) search(start);
  return { count: answers.length, answers, gaveUp };
}

/** Whether `answer` is the only answer of `puzzle` (false also when the search gave up). */
export function unique(puzzle: Puzzle, answer: Answer, budget = COUNT_BUDGET): boolean {
  const found = count(puzzle, 2, budget);
  return !found.gaveUp && found.count === 1 && found.answers[0]!.every((d, i) => d === answer[i]);
}

/** The walk home's working space, one per count and shared by its boards (one walks at a time). */
class Walk {
  /** The cells the last walk reached, as a bitset (32 cells a word). */
  readonly home: Uint32Array;
  /** The walk's path from the core, as a stack of cells. */
  readonly path: Int32Array;
  /** Cell → when the walk reached it, and the earliest reached cell its branch touches. */
  readonly reached: Int32Array;
  readonly low: Int32Array;
  /** Cell → the next of its four sides to walk through. */
  readonly side: Uint8Array;
  /** Cell → 1 when its branch holds a cell decided for the walk's dot. */
  readonly holds: Uint8Array;
  /** Cells every way from the core to a decided cell passes (found by the last walk). */
  readonly cuts: number[] = [];

  constructor(cells: number, words: number) {
    this.home = new Uint32Array(words);
    this.path = new Int32Array(cells);
    this.reached = new Int32Array(cells);
    this.low = new Int32Array(cells);
    this.side = new Uint8Array(cells);
    this.holds = new Uint8Array(cells);
  }
}

/**
 * Which dots each cell may still take, kept both ways as bitsets (32 a word): for each dot, the
 * cells that may be its (dot d's are words d · CW … d · CW + CW − 1), read by the walks; for
 * each cell, the dots it may be (cell i's are words i · DW …), read when a cell is decided.
 * With each cell's count of options and the removals (as `cell · D + dot`) to follow up.
 */
class Board {
  private readonly queue: number[] = [];

  constructor(
    private readonly s: Shape,
    /** Words a dot's bitset takes. */
    private readonly CW = (s.cells + 31) >>> 5,
    private readonly walk = new Walk(s.cells, CW),
    private readonly allowed = Board.full(s.D, s.cells, CW),
    /** Words a cell's bitset takes. */
    private readonly DW = (s.D + 31) >>> 5,
    private readonly dots = Board.full(s.cells, s.D, DW),
    private readonly left = new Int32Array(s.cells).fill(s.D),
    private readonly dirty = new Uint8Array(s.D).fill(1),
  ) {}

  /** `rows` bitsets of `size` bits (`words` words each), every bit set. */
  private static full(rows: number, size: number, words: number): Uint32Array {
    const bits = new Uint32Array(rows * words).fill(0xffffffff);
    const tail = size % 32;
    if (tail !== 0) for (let r = 0; r < rows; r++) bits[r * words + words - 1] = (1 << tail) - 1;
    return bits;
  }

  copy(): Board {
    const { s, CW, walk, DW } = this;
    const [allowed, dots, left, dirty] = [this.allowed, this.dots, this.left, this.dirty];
    return new Board(s, CW, walk, allowed.slice(), DW, dots.slice(), left.slice(), dirty.slice());
  }

  /** Whether cell i may be dot d's. */
  private has(i: number, d: number): boolean {
    return ((this.allowed[d * this.CW + (i >>> 5)]! >>> (i & 31)) & 1) === 1;
  }

  /**
   * Off-grid twins and the cores; false when that already fails. An off-grid removal has no
   * twin to follow up, so only a cell it leaves with one option is queued (for its twin), not
   * every removal: the same settled board, since removals settle to one end in any order.
   */
  begin(): boolean {
    const { cells, D, mirror, cores } = this.s;
    const { allowed, dots, left, CW, DW } = this;
    for (let i = 0; i < cells; i++) {
      let last = -1;
      for (let d = 0; d < D; d++) {
        if (mirror[i * D + d] !== -1) continue;
        allowed[d * CW + (i >>> 5)]! &= ~(1 << (i & 31));
        dots[i * DW + (d >>> 5)]! &= ~(1 << (d & 31));
        left[i]!--;
        last = i * D + d;
      }
      if (left[i] === 0) return false;
      if (left[i] === 1 && last !== -1) this.queue.push(last);
    }
    return cores.every((core, d) => core.every((cell) => this.restrict(cell, d)));
  }

  /** Leaves cell i only dot d; false on a contradiction. */
  restrict(i: number, d: number): boolean {
    const { dots, DW } = this;
    for (let w = 0; w < DW; w++) {
      // The word as it was: removing clears only bits already read.
      for (let x = dots[i * DW + w]!; x !== 0; x &= x - 1) {
        const e = w * 32 + 31 - Math.clz32(x & -x);
        if (e !== d && !this.remove(i, e)) return false;
      }
    }
    return this.has(i, d);
  }

  /**
   * Follows up every removal, then walks each changed dot out from its core (dropping it where
   * the walk can't reach, and deciding the cells the walk must pass); false on a contradiction.
   */
  settle(): boolean {
    const { D } = this.s;
    const { allowed, CW } = this;
    const { home, cuts } = this.walk;
    for (;;) {
      if (!this.drain()) return false;
      let removed = false;
      for (let d = 0; d < D; d++) {
        if (this.dirty[d] === 0) continue;
        this.dirty[d] = 0;
        this.walkHome(d);
        for (let w = 0; w < CW; w++) {
          // The cells that may be d's and the walk did not reach.
          for (let x = allowed[d * CW + w]! & ~home[w]!; x !== 0; x &= x - 1) {
            if (!this.remove(w * 32 + 31 - Math.clz32(x & -x), d)) return false;
            removed = true;
          }
        }
        // Copied out: restricting walks no further, but the next dot's walk reuses the list.
        for (const cell of cuts.slice()) {
          if (this.left[cell] === 1) continue;
          if (!this.restrict(cell, d)) return false;
          removed = true;
        }
      }
      if (!removed) return true;
    }
  }

  /** The undecided cell with the fewest options, or −1 when every cell is decided. */
  branchCell(): number {
    let best = -1;
    let bestScore = Infinity;
    for (let i = 0; i < this.s.cells; i++) {
      const n = this.left[i]!;
      if (n < 2) continue;
      // Fewest options first; among equals, a cell beside a decided one (galaxies grow joined).
      let beside = 0;
      for (let k = 4 * i; k < 4 * i + 4; k++) {
        const m = this.s.neighbours[k]!;
        if (m !== -1 && this.left[m] === 1) beside = 1;
      }
      const score = 2 * n - beside;
      if (score < bestScore) [best, bestScore] = [i, score];
    }
    return best;
  }

  /** The cell's lowest option (call when it has one). */
  private first(i: number): number {
    const { dots, DW } = this;
    let w = 0;
    while (dots[i * DW + w] === 0) w++;
    const x = dots[i * DW + w]!;
    return w * 32 + 31 - Math.clz32(x & -x);
  }

  /** The cell's options, lowest first, read from its own bitset. */
  options(i: number): number[] {
    const { dots, DW } = this;
    const found: number[] = [];
    for (let w = 0; w < DW; w++) {
      for (let x = dots[i * DW + w]!; x !== 0; x &= x - 1)
        found.push(w * 32 + 31 - Math.clz32(x & -x));
    }
    return found;
  }

  answer(): number[] {
    return Array.from({ length: this.s.cells }, (_, i) => this.first(i));
  }

  /** Takes dot d from cell i's options; false when the cell has none left. */
  private remove(i: number, d: number): boolean {
    const w = d * this.CW + (i >>> 5);
    const bit = 1 << (i & 31);
    if ((this.allowed[w]! & bit) === 0) return true;
    this.allowed[w]! &= ~bit;
    this.dots[i * this.DW + (d >>> 5)]! &= ~(1 << (d & 31));
    this.dirty[d] = 1;
    this.queue.push(i * this.s.D + d);
    return --this.left[i]! > 0;
  }

  /** A cell that can't be d's has a twin that can't be either; a decided cell decides its twin. */
  private drain(): boolean {
    const { D, mirror } = this.s;
    for (let k = this.queue.pop(); k !== undefined; k = this.queue.pop()) {
      const i = Math.floor(k / D);
      const twin = mirror[k]!;
      if (twin !== -1 && !this.remove(twin, k - i * D)) return false;
      if (this.left[i] !== 1) continue;
      const only = this.first(i);
      this.dirty[only] = 1; // a newly decided cell may make cuts for its dot
      const other = mirror[i * D + only]!;
      if (other === -1 || !this.restrict(other, only)) return false;
    }
    return true;
  }

  /**
   * Walks out from dot d's core through cells that may be d's, marking each cell reached in
   * `walk.home`, and lists in `walk.cuts` the undecided cells every way from the core to a cell
   * decided for d passes: d's galaxy is joined, so they are d's too. Depth first, each cell's
   * earliest reachable cell kept (cut cells of a graph).
   */
  private walkHome(d: number): void {
    const { cores, neighbours } = this.s;
    const { allowed, left, CW } = this;
    const { home, path, reached, low, side, holds, cuts } = this.walk;
    home.fill(0);
    cuts.length = 0;
    const root = cores[d]![0]!;
    if (!this.has(root, d)) return;
    const base = d * CW;
    let time = 0;
    let top = 0;
    const enter = (cell: number): void => {
      home[cell >>> 5]! |= 1 << (cell & 31);
      reached[cell] = low[cell] = time++;
      side[cell] = 0;
      holds[cell] = left[cell] === 1 ? 1 : 0;
      path[top++] = cell;
    };
    enter(root);
    while (top > 0) {
      const i = path[top - 1]!;
      if (side[i]! < 4) {
        const n = neighbours[4 * i + side[i]!++]!;
        if (n === -1 || ((allowed[base + (n >>> 5)]! >>> (n & 31)) & 1) === 0) continue;
        if (((home[n >>> 5]! >>> (n & 31)) & 1) === 0) enter(n);
        else if (reached[n]! < low[i]!) low[i] = reached[n]!;
        continue;
      }
      // Cell i is walked: hand its findings to the cell it was reached from.
      top--;
      if (top === 0) break;
      const from = path[top - 1]!;
      if (low[i]! < low[from]!) low[from] = low[i]!;
      if (holds[i] === 0) continue;
      holds[from] = 1;
      if (low[i]! >= reached[from]! && left[from]! > 1) cuts.push(from);
    }
  }
}
