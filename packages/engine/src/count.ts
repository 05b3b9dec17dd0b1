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
  /** Cell → the walk that reached it (a walk's number, so nothing needs clearing between walks). */
  readonly home: Int32Array;
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
  /** How many cells the last walk reached. */
  reachedCells = 0;
  walk = 0;

  constructor(cells: number) {
    this.home = new Int32Array(cells);
    this.path = new Int32Array(cells);
    this.reached = new Int32Array(cells);
    this.low = new Int32Array(cells);
    this.side = new Uint8Array(cells);
    this.holds = new Uint8Array(cells);
  }

  /** A new walk's number; after 2³⁰ walks the marks start again from nothing. */
  next(): number {
    if (this.walk >= 0x3fffffff) {
      this.home.fill(0);
      this.walk = 0;
    }
    return ++this.walk;
  }
}

/** Which dots each cell may still take, one byte per (cell, dot), with the removals to follow up. */
class Board {
  private readonly queue: number[] = [];

  constructor(
    private readonly s: Shape,
    private readonly walk = new Walk(s.cells),
    private readonly allowed = new Uint8Array(s.cells * s.D).fill(1),
    private readonly left = new Int32Array(s.cells).fill(s.D),
    private readonly dirty = new Uint8Array(s.D).fill(1),
    /** Dot → how many cells may still be its (the walk home's sweep is skipped when it met them all). */
    private readonly holders = new Int32Array(s.D).fill(s.cells),
  ) {}

  copy(): Board {
    return new Board(
      this.s,
      this.walk,
      this.allowed.slice(),
      this.left.slice(),
      this.dirty.slice(),
      this.holders.slice(),
    );
  }

  /**
   * Off-grid twins and the cores; false when that already fails. An off-grid removal has no
   * twin to follow up, so only a cell it leaves with one option is queued (for its twin), not
   * every removal: the same settled board, since removals settle to one end in any order.
   */
  begin(): boolean {
    const { cells, D, mirror, cores } = this.s;
    const { allowed, left, holders } = this;
    for (let i = 0; i < cells; i++) {
      let last = -1;
      for (let k = i * D; k < i * D + D; k++) {
        if (mirror[k] !== -1) continue;
        allowed[k] = 0;
        left[i]!--;
        holders[k - i * D]!--;
        last = k;
      }
      if (left[i] === 0) return false;
      if (left[i] === 1 && last !== -1) this.queue.push(last);
    }
    return cores.every((core, d) => core.every((cell) => this.restrict(cell, d)));
  }

  /** Leaves cell i only dot d; false on a contradiction. */
  restrict(i: number, d: number): boolean {
    const { D } = this.s;
    for (let e = 0; e < D; e++) if (e !== d && !this.remove(i * D + e)) return false;
    return this.allowed[i * D + d] === 1;
  }

  /**
   * Follows up every removal, then walks each changed dot out from its core (dropping it where
   * the walk can't reach, and deciding the cells the walk must pass); false on a contradiction.
   */
  settle(): boolean {
    for (;;) {
      if (!this.drain()) return false;
      let removed = false;
      for (let d = 0; d < this.s.D; d++) {
        if (this.dirty[d] === 0) continue;
        this.dirty[d] = 0;
        const walk = this.walkHome(d);
        const { home, cuts } = this.walk;
        // Every cell that may be d's was reached: none to drop.
        const cells = this.walk.reachedCells === this.holders[d] ? 0 : this.s.cells;
        for (let i = 0; i < cells; i++) {
          const k = i * this.s.D + d;
          if (this.allowed[k] === 1 && home[i] !== walk) {
            if (!this.remove(k)) return false;
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
    const { D } = this.s;
    let d = 0;
    while (this.allowed[i * D + d] !== 1) d++;
    return d;
  }

  options(i: number): number[] {
    const { D } = this.s;
    const dots: number[] = [];
    for (let d = 0; d < D; d++) if (this.allowed[i * D + d] === 1) dots.push(d);
    return dots;
  }

  answer(): number[] {
    return Array.from({ length: this.s.cells }, (_, i) => this.options(i)[0]!);
  }

  /** Removes option k = cell · D + dot; false when the cell has none left. */
  private remove(k: number): boolean {
    if (this.allowed[k] === 0) return true;
    this.allowed[k] = 0;
    const i = Math.floor(k / this.s.D);
    this.dirty[k - i * this.s.D] = 1;
    this.holders[k - i * this.s.D]!--;
    this.queue.push(k);
    return --this.left[i]! > 0;
  }

  /** A cell that can't be d's has a twin that can't be either; a decided cell decides its twin. */
  private drain(): boolean {
    const { D, mirror } = this.s;
    for (let k = this.queue.pop(); k !== undefined; k = this.queue.pop()) {
      const i = Math.floor(k / D);
      const twin = mirror[k]!;
      if (twin !== -1 && !this.remove(twin * D + (k - i * D))) return false;
      if (this.left[i] !== 1) continue;
      const only = this.first(i);
      const other = mirror[i * D + only]!;
      if (other === -1 || !this.restrict(other, only)) return false;
    }
    return true;
  }

  /**
   * Walks out from dot d's core through cells that may be d's, marking each cell reached
   * (`walk.home[cell]` is the number returned), and lists in `walk.cuts` the undecided cells
   * every way from the core to a cell decided for d passes: d's galaxy is joined, so they are
   * d's too. Depth first, each cell's earliest reachable cell kept (cut cells of a graph).
   */
  private walkHome(d: number): number {
    const { D, cores, neighbours } = this.s;
    const { allowed, left } = this;
    const { home, path, reached, low, side, holds, cuts } = this.walk;
    const walk = this.walk.next();
    cuts.length = 0;
    this.walk.reachedCells = 0;
    const root = cores[d]![0]!;
    if (allowed[root * D + d] !== 1) return walk;
    let time = 0;
    let top = 0;
    const enter = (cell: number): void => {
      home[cell] = walk;
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
        if (n === -1 || allowed[n * D + d] !== 1) continue;
        if (home[n] !== walk) enter(n);
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
    this.walk.reachedCells = time;
    return walk;
  }
}
