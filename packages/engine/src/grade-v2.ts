// The frozen grading of engine version 2: a ladder of ranks, easiest first, run to a fixpoint,
// counting what each step needed. Generation keeps a version-2 puzzle by the score read from it,
// so its ranks, its order and its counts must never change (the version-2 code fingerprint pins
// them, scores included); the solving ladder (LADDER) stays free to grow faster or stronger.
// It may be made faster only where the counts stay the same.
import type { Candidates } from './candidates.js';
import type { Puzzle } from './puzzle.js';
import { shape } from './shape.js';
import { startingCandidates } from './solve.js';
import { markSafe, safeOf } from './suppose.js';
import { bridge, mirror, reach, single } from './techniques.js';

/**
 * The ranks, easiest first: what the hardest step of a puzzle needs. 1: twins and single
 * candidates (mirror, single); 2: walking home (reach); 3: a bridge; 4: a supposition whose
 * contradiction shows with rank 1 alone (look-ahead depth 1); 5: one that needs ranks 1–3 (depth 2).
 */
export const RANKS = 5;

/** The grading ladder's techniques in the order tried, and each one's rank. */
export const GRADING = ['mirror', 'single', 'reach', 'bridge', 'suppose', 'suppose'] as const;
const RANK_OF: readonly number[] = [1, 1, 2, 3, 4, 5];

/** How far to grade: generation stops once a puzzle is past the band it wants. */
export interface GradeLimits {
  /** The highest rank to try (a puzzle needing more ends `over`). */
  readonly rank?: number;
  /** The most suppositions to try (a puzzle needing more ends `over`). */
  readonly trials?: number;
}

/** What the grading ladder made of a puzzle. */
export interface GradeRun {
  /** Every cell decided. */
  readonly decided: boolean;
  /** Stopped by the limits before the end: the puzzle needs more than they allow. */
  readonly over: boolean;
  /** The highest rank a step needed (1 when nothing beyond the cores was needed). */
  readonly rank: number;
  /** Productive steps of each of GRADING's techniques, in its order. */
  readonly uses: readonly number[];
  /** Steps at the highest rank. */
  readonly hard: number;
  /** How many galaxies lost cells to those steps: how spread out the hard part is. */
  readonly galaxies: number;
  /** Suppositions tried. */
  readonly trials: number;
  /** The cells still undecided where it stopped (none when decided), for a maker to repair. */
  readonly left: readonly number[];
}

/** The scan state of the two suppositions: where each goes on from, and the trials made. */
interface Supposing {
  readonly trial: Candidates;
  readonly at: [number, number];
  readonly allowed: number;
  tried: number;
}

/**
 * Grades `puzzle` (as given: the public `grade` first chooses one image of it). Each step tries
 * the techniques in GRADING's order and goes back to the first after any progress, so a step of
 * rank r is taken only when every rank below it is stuck: the highest rank used is the least
 * rank whose techniques decide the puzzle, whatever order cells and dots come in.
 */
export function gradeV2(puzzle: Puzzle, limits: GradeLimits = {}): GradeRun {
  const s = shape(puzzle);
  const c = startingCandidates(s, null, false);
  const most = limits.rank ?? RANKS;
  const allowed = limits.trials ?? Infinity;
  const how: Supposing = { trial: c.scratch(), at: [0, 0], allowed, tried: 0 };
  const uses = [0, 0, 0, 0, 0, 0];
  // Per rank, the galaxies that lost cells to its steps (holders before each step, to compare).
  const lost = new Uint8Array((RANKS + 1) * s.D);
  const galaxies = new Array<number>(RANKS + 1).fill(0);
  const held = new Int32Array(s.D);
  let rank = 1;
  let over = false;
  for (;;) {
    let progressed = false;
    for (let k = 0; k < GRADING.length && RANK_OF[k]! <= most; k++) {
      held.set(c.holders);
      if (!step(c, k, how)) continue;
      uses[k]!++;
      const r = RANK_OF[k]!;
      rank = Math.max(rank, r);
      for (let d = 0; d < s.D; d++) {
        if (c.holders[d]! < held[d]! && lost[r * s.D + d] === 0) {
          lost[r * s.D + d] = 1;
          galaxies[r]!++;
        }
      }
      progressed = true;
      break;
    }
    if (c.broken) break;
    if (c.decided()) {
      // Decided, the galaxies may still be cut: walking home confirms them or breaks the board.
      reach(c);
      break;
    }
    // Stuck: past the limits when they cut the ladder short, else beyond it.
    if (how.tried > allowed || (!progressed && most < RANKS)) over = true;
    if (over || !progressed) break;
  }
  const hard = rank === 1 ? uses[0]! + uses[1]! : uses[rank]!;
  const decided = !c.broken && c.decided();
  const left: number[] = [];
  // Read only where a maker may repair: a decided or broken board leaves nothing open.
  if (!decided && !c.broken) for (let i = 0; i < s.cells; i++) if (c.only(i) === -1) left.push(i);
  return {
    left,
    decided,
    over,
    rank,
    uses,
    hard,
    galaxies: galaxies[rank]!,
    trials: Math.min(how.tried, allowed),
  };
}

/** Runs the k-th technique of GRADING once; true when it removed a candidate. */
function step(c: Candidates, k: number, how: Supposing): boolean {
  switch (k) {
    case 0:
      return mirror(c);
    case 1:
      return single(c);
    case 2:
      return reach(c);
    case 3:
      return bridge(c);
    default:
      return suppose(c, k - 4, how);
  }
}

/**
 * Supposes a cell and its twin are dot d's (each pair once, from its lower cell), on a trial
 * board, and follows the consequences with rank 1 (depth 0 here: look-ahead depth 1) or ranks 1–3
 * (depth 2): when they break the board, neither cell is d's. Goes on from the cell of its last
 * find, round the grid, and stops at the first contradiction (one deduction a step). A cell and
 * dot that a trial breaking nothing decided is not tried in the same scan: it would break
 * nothing either (suppose.ts, markSafe).
 */
function suppose(c: Candidates, depth: number, how: Supposing): boolean {
  const { cells, D } = c.s;
  const mirrorOf = c.s.mirror;
  const { bits, W } = c;
  const safe = safeOf(c);
  const start = how.at[depth]!;
  for (let n = 0; n < cells; n++) {
    const i = start + n < cells ? start + n : start + n - cells;
    if (c.only(i) !== -1) continue;
    for (let w = 0; w < W; w++) {
      for (let x = bits[i * W + w]!; x !== 0; x &= x - 1) {
        const d = w * 32 + 31 - Math.clz32(x & -x);
        const twin = mirrorOf[i * D + d]!;
        if (twin < i || (safe[i * W + w]! & (1 << (d & 31))) !== 0) continue;
        if (++how.tried > how.allowed) return false;
        const trial = how.trial.copyFrom(c);
        trial.pin(i, d);
        trial.pin(twin, d);
        if (depth === 0 ? breaksEasily(trial) : breaks(trial)) {
          how.at[depth] = i;
          c.drop(i, d);
          c.drop(twin, d);
          return true;
        }
        markSafe(c, trial, safe);
      }
    }
  }
  return false;
}

/** Whether twins and single candidates alone break the board (look-ahead depth 1). */
export function breaksEasily(t: Candidates): boolean {
  while (!t.broken && (mirror(t) || single(t)));
  return t.broken;
}

/** Whether ranks 1–3 break the board, a decided board's galaxies walked home (depth 2). */
export function breaks(t: Candidates): boolean {
  while (!t.broken && (mirror(t) || single(t) || reach(t) || bridge(t)));
  if (!t.broken && t.decided()) reach(t);
  return t.broken;
}
