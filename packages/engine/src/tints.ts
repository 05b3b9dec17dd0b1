// Tints: a colour 0–6 for each dot so that galaxies likely to share a wall look different. From
// the dots alone (touching.ts guesses which galaxies meet), so a tint never hints at the answer.
// Colouring is DSatur-like: the most hemmed-in dot first, each taking the tint it clashes with
// least, then a few rounds of second thoughts until no dot can clash less by changing.
import type { Dot, Puzzle } from './puzzle.js';
import { touching } from './touching.js';

export type { Dot, Puzzle };

/** How many tints there are. */
export const TINTS = 7;

/** A tint counts as taken around a dot once the dots wearing it share this much wall with it. */
const TAKEN = 0.25;

/** The least lowering of a clash worth a change of tint: anything smaller is rounding. */
const GAIN = 1e-9;

/** Rounds of second thoughts at most: each lowers the total clash; four settled every board. */
const ROUNDS = 32;

/** The colouring in progress: each dot's tint (−1 for none yet), its clashes, each tint's use. */
interface Tinting {
  readonly D: number;
  readonly touch: Float64Array;
  readonly tints: Int32Array;
  /** `d · TINTS + t`: how much wall dot d is expected to share with dots of tint t. */
  readonly clash: Float64Array;
  readonly used: Int32Array;
}

/**
 * A tint 0–6 for each dot, numbered in the order the dots first wear them. Dots whose galaxies
 * are likely to touch get different tints when seven allow it; when not, the pairs least likely
 * to touch share. Far-apart dots spread over the tints evenly.
 */
export function tintsOf(puzzle: Puzzle): number[] {
  const touch = touching(puzzle);
  const D = puzzle.dots.length;
  const tinting: Tinting = {
    D,
    touch,
    tints: new Int32Array(D).fill(-1),
    clash: new Float64Array(D * TINTS),
    used: new Int32Array(TINTS),
  };
  tintInTurn(tinting);
  settle(tinting);
  return inOrderOfUse(tinting.tints);
}

/** Tints every dot once, the one with the most tints taken around it first. */
function tintInTurn(tinting: Tinting): void {
  const { D, touch, tints, clash } = tinting;
  // How much wall each dot shares with dots not yet tinted: the last tie-break, as in DSatur.
  const open = new Float64Array(D);
  for (let d = 0; d < D; d++) for (let e = 0; e < D; e++) open[d]! += touch[d * D + e]!;
  for (let step = 0; step < D; step++) {
    let pick = -1;
    let best = [-1, -1, -1];
    for (let d = 0; d < D; d++) {
      if (tints[d] !== -1) continue;
      let taken = 0;
      let least = Infinity;
      for (let t = 0; t < TINTS; t++) {
        const c = clash[d * TINTS + t]!;
        if (c >= TAKEN) taken++;
        least = Math.min(least, c);
      }
      // Most tints taken, then the dearest best tint, then the most wall still to come.
      const key = [taken, least, open[d]!];
      if (pick === -1 || before(key, best)) [pick, best] = [d, key];
    }
    wear(tinting, pick, kindest(tinting, pick));
    for (let e = 0; e < D; e++) open[e]! -= touch[pick * D + e]!;
  }
}

/** Moves dots to a tint they clash with less until none can; each move lowers the total. */
function settle(tinting: Tinting): void {
  const { D, tints, clash } = tinting;
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (let d = 0; d < D; d++) {
      const t = kindest(tinting, d);
      if (clash[d * TINTS + t]! < clash[d * TINTS + tints[d]!]! - GAIN) {
        wear(tinting, d, t);
        moved = true;
      }
    }
    if (!moved) return;
  }
}

/** The tint dot d clashes with least; ties to the least used, then the lowest. */
function kindest({ clash, used }: Tinting, d: number): number {
  let best = 0;
  for (let t = 1; t < TINTS; t++) {
    const [a, b] = [clash[d * TINTS + t]!, clash[d * TINTS + best]!];
    if (a < b || (a === b && used[t]! < used[best]!)) best = t;
  }
  return best;
}

/** Gives dot d tint t, taking it off its old one, and updates everyone's clashes. */
function wear({ D, touch, tints, clash, used }: Tinting, d: number, t: number): void {
  const old = tints[d]!;
  for (let e = 0; e < D; e++) {
    const w = touch[d * D + e]!;
    if (old !== -1) clash[e * TINTS + old]! -= w;
    clash[e * TINTS + t]! += w;
  }
  if (old !== -1) used[old]!--;
  used[t]!++;
  tints[d] = t;
}

/** Whether key a comes before key b: larger first, entry by entry. */
function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

/** The tints renumbered so the first dot wears 0, the next new one 1, and so on. */
function inOrderOfUse(tints: Int32Array): number[] {
  const renamed = new Map<number, number>();
  return [...tints].map((t) => {
    if (!renamed.has(t)) renamed.set(t, renamed.size);
    return renamed.get(t)!;
  });
}
