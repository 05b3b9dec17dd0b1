// The difficulty score of version 3: what makes a puzzle hard for a person, read in rounds. A
// round takes every deduction of the easiest kind the board offers as it stands (not one leading
// to the next) and makes them together, so the rounds are the chain of deductions each waiting
// on the one before, and a round's width is how many the player could find at that moment. The
// score adds what the hardest kind costs to how long that chain is against the grid's side, each
// round weighed by its kind and counted twice when it offers one or two cells (the player must
// find the one place that moves). Two sources of difficulty, as in Pelánek's studies of human
// Sudoku solving: the complexity of each step and the dependency structure between steps.
// Rounds take all of a kind at once, so neither the order of the dots nor the side the puzzle
// is seen from changes them.
import type { Candidates } from './candidates.js';
import { breaks, breaksEasily } from './grade-v2.js';
import type { Puzzle } from './puzzle.js';
import { shape } from './shape.js';
import { startingCandidates } from './solve.js';
import { markSafe, safeOf } from './suppose.js';
import { bridge, reach } from './techniques.js';

/**
 * The kinds of round, easiest first: 1, twins and single candidates; 2, walking home; 3, a
 * bridge; 4, a supposition whose contradiction shows with kind 1 alone; 5, one that needs kinds
 * 1–3.
 */
export const KINDS = 5;

/** What the hardest kind of round adds to the score, by kind. */
const HARDEST_COST: readonly number[] = [0, 0, 1, 2.5, 4, 5.5];

/** What a round of each kind weighs in the chain. */
const ROUND_WEIGHT: readonly number[] = [0, 1, 1, 2, 3, 4];

/** A round that changes this many cells or fewer is narrow: it counts twice. */
export const NARROW = 2;

/** Above this the score bends toward 10 (it never passes it). */
const KNEE = 8;

/** One round: its kind, how many cells were undecided before it, and how many it changed. */
export interface Round {
  readonly kind: number;
  readonly open: number;
  /** Cells whose candidates the round changed (for suppositions: the contradictions found). */
  readonly width: number;
}

/** How far to grade: generation stops once a puzzle is past the band it wants. */
export interface GradeLimitsV3 {
  /** The highest kind of round to try (a puzzle needing more ends `over`). */
  readonly kind?: number;
  /** The most suppositions to try in all (a puzzle needing more ends `over`). */
  readonly trials?: number;
}

/** What the rounds made of a puzzle. */
export interface RoundsRun {
  /** Every cell decided. */
  readonly decided: boolean;
  /** Stopped by the limits before the end. */
  readonly over: boolean;
  readonly rounds: readonly Round[];
  /** The hardest kind of round needed (1 when the cores alone decide it). */
  readonly hardest: number;
  /** Suppositions tried. */
  readonly trials: number;
}

/** The rounds of `puzzle`, to the end or to `limits`. */
export function roundsOf(puzzle: Puzzle, limits: GradeLimitsV3 = {}): RoundsRun {
  const s = shape(puzzle);
  const c = startingCandidates(s, null, false);
  const trial = c.scratch();
  const most = limits.kind ?? KINDS;
  const budget = { left: limits.trials ?? Infinity, tried: 0 };
  const easy: Easy = { read: -1, drops: [], pins: [] };
  const touched = new Int32Array(s.cells).fill(-1);
  const rounds: Round[] = [];
  let hardest = 1;
  let over = false;
  while (!c.broken && !c.decided()) {
    const from = c.log.length;
    const open = c.open;
    let kind = 0;
    let found = 0;
    if (easyRound(c, easy)) kind = 1;
    else if (most >= 2 && reach(c)) kind = 2;
    else if (most >= 3 && bridge(c)) kind = 3;
    else {
      for (const depth of [0, 1] as const) {
        if (most < 4 + depth) break;
        found = supposeRound(c, depth, trial, budget);
        if (found > 0) {
          kind = 4 + depth;
          break;
        }
        if (budget.left < 0) break;
      }
    }
    if (kind === 0) {
      over = most < KINDS || budget.left < 0;
      break;
    }
    hardest = Math.max(hardest, kind);
    rounds.push({ kind, open, width: found || cellsIn(c, from, touched, rounds.length) });
  }
  // Decided, the galaxies may still be cut: walking home confirms them or breaks the board.
  if (!c.broken && c.decided()) reach(c);
  return {
    decided: !c.broken && c.decided(),
    over,
    rounds,
    hardest,
    trials: budget.tried,
  };
}

/** The score of a run of rounds over `cells` cells: 1.0–10.0, one decimal; null if undecided. */
export function scoreOfRounds(run: RoundsRun, cells: number): number | null {
  if (!run.decided) return null;
  let chain = 0;
  for (const { kind, width } of run.rounds) {
    chain += ROUND_WEIGHT[kind]! * (width <= NARROW ? 2 : 1);
  }
  const raw = 1 + HARDEST_COST[run.hardest]! + chain / Math.sqrt(cells);
  // Bent by arithmetic alone (+, ×, ÷ and √ round the same in every engine; Math.exp may not),
  // so a code makes the same puzzle in every browser: slope 1 at the knee, 10 only at infinity.
  const over = raw - KNEE;
  const bent = over <= 0 ? raw : KNEE + ((10 - KNEE) * over) / (over + 10 - KNEE);
  return Math.min(10, Math.round(10 * bent) / 10);
}

/** How many cells the drops logged since `from` touched (`touched`: a stamp a cell, reused). */
function cellsIn(c: Candidates, from: number, touched: Int32Array, stamp: number): number {
  const { D } = c.s;
  let n = 0;
  for (let k = from; k < c.log.length; k++) {
    const i = Math.floor(c.log[k]! / D);
    if (touched[i] !== stamp) {
      touched[i] = stamp;
      n++;
    }
  }
  return n;
}

/** The easy rounds' state: how far the drops log has been read, and the finds of a round. */
interface Easy {
  /** −1 before the first round, which reads every cell. */
  read: number;
  readonly drops: number[];
  readonly pins: number[];
}

/**
 * A round of twins and single candidates: every one the board offers as it stands, found first
 * and then made together. After the first, a round reads only what was dropped since the last
 * one read the log: a find needs a drop (a twin's, or the one that left a cell decided) that an
 * earlier round has not seen. True when it changed anything.
 */
function easyRound(c: Candidates, easy: Easy): boolean {
  const { cells, D, mirror: twinOf } = c.s;
  const { drops, pins } = easy;
  drops.length = 0;
  pins.length = 0;
  /** A decided cell's twin is the same dot's. */
  const pinTwin = (i: number) => {
    const only = c.only(i);
    if (only === -1) return;
    const twin = twinOf[i * D + only]!;
    if (twin !== -1 && c.only(twin) !== only) pins.push(twin * D + only);
  };
  if (easy.read === -1) {
    const { bits, W } = c;
    for (let i = 0; i < cells; i++) {
      if (c.only(i) !== -1) {
        pinTwin(i);
        continue;
      }
      for (let w = 0; w < W; w++) {
        for (let x = bits[i * W + w]!; x !== 0; x &= x - 1) {
          const d = w * 32 + 31 - Math.clz32(x & -x);
          // A candidate whose twin is off the grid, or cannot be the same dot's, goes.
          const twin = twinOf[i * D + d]!;
          if (twin === -1 || !c.has(twin, d)) drops.push(i * D + d);
        }
      }
    }
  } else {
    for (let k = easy.read; k < c.log.length; k++) {
      const dropped = c.log[k]!;
      // Cell j lost d: its twin about d loses d too, and j may now be decided.
      const j = Math.floor(dropped / D);
      const twin = twinOf[dropped]!;
      if (twin !== -1 && c.has(twin, dropped - j * D)) drops.push(twin * D + dropped - j * D);
      pinTwin(j);
    }
  }
  easy.read = c.log.length;
  for (const k of drops) c.drop(Math.floor(k / D), k % D);
  for (const k of pins) {
    const i = Math.floor(k / D);
    const d = k % D;
    // A twin that lost the dot meanwhile broke the board through the drops already.
    if (!c.broken && c.has(i, d)) c.pin(i, d);
  }
  return drops.length + pins.length > 0;
}

/**
 * A round of suppositions at `depth` (0: their contradictions show with kind 1; 1: with kinds
 * 1–3): every cell and twin supposed a dot's on the board as it stands, and each pair that breaks
 * the board dropped together after the scan. The number of pairs dropped (0: none, or the budget
 * ran out, which leaves `budget.left` below 0).
 */
function supposeRound(
  c: Candidates,
  depth: 0 | 1,
  trial: Candidates,
  budget: { left: number; tried: number },
): number {
  const { cells, D, mirror: twinOf } = c.s;
  const { bits, W } = c;
  const safe = safeOf(c);
  const found: number[] = [];
  for (let i = 0; i < cells; i++) {
    if (c.only(i) !== -1) continue;
    for (let w = 0; w < W; w++) {
      for (let x = bits[i * W + w]!; x !== 0; x &= x - 1) {
        const d = w * 32 + 31 - Math.clz32(x & -x);
        const twin = twinOf[i * D + d]!;
        if (twin < i || (safe[i * W + w]! & (1 << (d & 31))) !== 0) continue;
        budget.tried++;
        if (--budget.left < 0) return 0;
        trial.copyFrom(c);
        trial.pin(i, d);
        trial.pin(twin, d);
        if (depth === 0 ? breaksEasily(trial) : breaks(trial)) found.push(i * D + d, twin * D + d);
        else markSafe(c, trial, safe);
      }
    }
  }
  for (const k of found) c.drop(Math.floor(k / D), k % D);
  return found.length / 2;
}
