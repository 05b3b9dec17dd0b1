// The frozen rating of engine version 1: how generation rates a tiling (the tier a ladder needs
// to decide it and its steps at that tier), kept apart from the solving ladder so that a
// stronger or reordered solver never changes the puzzle a code makes. Every shared link and the
// daily archive depend on it: its answers are pinned by the code fingerprint
// (fingerprint.test.ts). It may be made faster; its tiers and step counts must not change.
import type { Candidates } from './candidates.js';
import { climb, TIER, type Ladder } from './ladder.js';
import type { Puzzle } from './puzzle.js';
import { shape } from './shape.js';
import { startingCandidates } from './solve.js';
import { bridge, mirror, reach, single, wall } from './techniques.js';

/** Version 1's ladder, in its order: never to be changed (add techniques to LADDER). */
export const RATING_V1: Ladder = [
  ['mirror', TIER.easy, mirror],
  ['single', TIER.easy, single],
  ['wall', TIER.easy, wall],
  ['reach', TIER.medium, reach],
  ['bridge', TIER.medium, bridge],
  ['suppose', TIER.hard, (c, skip) => supposeBeside(c, skip)],
];

/**
 * Version 1's supposition: from cell 0 every pass, for each undecided cell each dot it is
 * beside (a neighbour already that dot's), suppose the cell is that dot's and run the lower
 * tiers of RATING_V1: if that breaks the board, the cell is not the dot's. One deduction a step.
 */
function supposeBeside(c: Candidates, skip: ReadonlySet<string>): boolean {
  const { cells, neighbours } = c.s;
  for (let i = 0; i < cells; i++) {
    if (c.only(i) !== -1) continue;
    for (const d of c.list(i)) {
      let beside = false;
      for (let k = 0; k < 4 && !beside; k++) {
        const n = neighbours[4 * i + k]!;
        beside = n !== -1 && c.only(n) === d;
      }
      if (!beside) continue;
      if (c.ladder.trials-- <= 0) return false;
      const trial = c.scratch();
      trial.pin(i, d);
      climb(trial, TIER.medium, skip, undefined, RATING_V1);
      if (trial.broken) return c.drop(i, d);
    }
  }
  return false;
}

/** What version 1's ladder makes of a tiling's dots. */
export interface RatingV1 {
  readonly solved: boolean;
  /** The highest tier needed (1 easy, 2 medium, 3 hard). */
  readonly tier: number;
  /** Productive applications at that tier. */
  readonly steps: number;
  /** Productive applications of each technique. */
  readonly used: Readonly<Record<string, number>>;
}

/**
 * Rates a puzzle as version 1 does (no trail kept: only the counts matter here), with the
 * techniques up to `maxTier`. A puzzle decided below `maxTier` rates the same at any higher one
 * (a tier is only tried once those below it stall), so generation asks for no more than the
 * size's own tier and leaves a puzzle that needs more unsolved, never paying for suppositions
 * on a 7×7 or a 10×10 it will throw away.
 */
export function rateV1(puzzle: Puzzle, maxTier: number = TIER.hard): RatingV1 {
  const c = startingCandidates(shape(puzzle), null, false);
  const { tier, used, steps } = climb(c, maxTier, undefined, undefined, RATING_V1);
  return { solved: !c.broken && c.decided(), tier, steps: steps[tier]!, used };
}
