// The ladder: techniques cheapest tier first, back to the bottom after every step up, until
// nothing changes. Hard is one supposition looked ahead with the lower tiers, never a chain.
import type { Candidates } from './candidates.js';
import { bridge, mirror, reach, single, wall } from './techniques.js';

/** Tiers by name: a puzzle's tier is the highest its solving needs. */
export const TIER = { easy: 1, medium: 2, hard: 3 } as const;

/** A technique: true when it removed a candidate. `skip` is the ladder's left-out names. */
type Technique = (c: Candidates, skip: ReadonlySet<string>) => boolean;

/** A ladder: its techniques with their tiers, in the order they are tried. */
export type Ladder = readonly (readonly [name: string, tier: number, run: Technique])[];

/** The solving ladder (players' hints, imports, the solver): free to grow stronger. */
export const TECHNIQUES: Ladder = [
  ['mirror', TIER.easy, mirror],
  ['single', TIER.easy, single],
  ['wall', TIER.easy, wall],
  ['reach', TIER.medium, reach],
  ['bridge', TIER.medium, bridge],
  [
    'suppose',
    TIER.hard,
    (c, skip) => supposeOn(c, TECHNIQUES, { resume: true, anywhere: true }, skip),
  ],
];

/** How a ladder run went. */
export interface Climb {
  /** The highest tier that deduced anything (1 when easy sufficed or nothing was needed). */
  tier: number;
  /** Productive applications of each technique. */
  used: Record<string, number>;
  /** Productive applications at each tier, by tier number. */
  steps: number[];
}

/**
 * Runs `ladder` up to `maxTier` until nothing changes, the board is decided or broken.
 * `skip` names techniques left out (for ablation). `onStep` may stop the run after a step.
 */
export function climb(
  c: Candidates,
  maxTier: number,
  skip: ReadonlySet<string> = new Set(),
  onStep?: (name: string) => boolean,
  ladder: Ladder = TECHNIQUES,
): Climb {
  const result: Climb = { tier: TIER.easy, used: {}, steps: [0, 0, 0, 0] };
  for (;;) {
    let progressed = false;
    for (const [name, tier, run] of ladder) {
      if (tier > maxTier || skip.has(name)) continue;
      c.technique = name;
      if (!run(c, skip)) continue;
      result.used[name] = (result.used[name] ?? 0) + 1;
      result.steps[tier]!++;
      result.tier = Math.max(result.tier, tier);
      progressed = true;
      if (onStep?.(name)) return result;
      break; // back to the cheapest tier
    }
    if (c.broken) return result;
    if (c.decided()) {
      // Decided by lower tiers alone, the galaxies may still be cut: walking home confirms
      // them (it drops nothing when they are joined, and breaks the board when not).
      c.technique = 'reach';
      reach(c);
      return result;
    }
    if (!progressed) return result;
  }
}

/** How a supposition pass goes (version 1's rating: neither). */
export interface Supposing {
  /**
   * Go on from the cell of the board's last find, round to it, instead of from cell 0: the cells
   * before it were tried since, and what a supposition breaks a board breaks it still with fewer
   * candidates, so the same cells end decided either way, in fewer trials.
   */
  readonly resume?: boolean;
  /** Suppose any candidate of an undecided cell, not only one beside a cell already its dot's. */
  readonly anywhere?: boolean;
}

/**
 * Suppose cell i is dot d's and run the lower tiers of `ladder`: if that breaks the board, i is
 * not d's. One deduction a step, never a supposition inside another. Only beside a cell already
 * d's (where a galaxy grows), or, with `anywhere`, any candidate: those beside first in each cell.
 * The lower tiers leave out what the ladder leaves out (`skip`, for the ablation).
 */
export function supposeOn(
  c: Candidates,
  ladder: Ladder,
  how: Supposing = {},
  skip: ReadonlySet<string> = new Set(),
): boolean {
  const { cells, neighbours } = c.s;
  const start = how.resume ? c.supposeAt : 0;
  for (let k = 0; k < cells; k++) {
    const i = start + k < cells ? start + k : start + k - cells;
    if (c.only(i) !== -1) continue;
    const besides: number[] = [];
    const others: number[] = [];
    for (const d of c.list(i)) {
      let beside = false;
      for (let k = 0; k < 4 && !beside; k++) {
        const n = neighbours[4 * i + k]!;
        beside = n !== -1 && c.only(n) === d;
      }
      (beside ? besides : others).push(d);
    }
    for (const d of how.anywhere ? [...besides, ...others] : besides) {
      if (c.trials-- <= 0) return false;
      const trial = c.scratch();
      trial.pin(i, d);
      climb(trial, TIER.medium, skip, undefined, ladder);
      if (trial.broken) {
        c.supposeAt = i;
        return c.drop(i, d);
      }
    }
  }
  return false;
}
