// The solver: the ladder run from the cores to a fixpoint. A grid it decides has exactly one
// answer, because no technique ever removes a candidate of a true answer.
import { Candidates, type Deduction } from './candidates.js';
import { climb, TIER } from './ladder.js';
import type { Puzzle } from './puzzle.js';
import { shape, type Shape } from './shape.js';

/** What the solver made of a puzzle. */
export interface Solution {
  /** Every cell decided. */
  readonly solved: boolean;
  /** The candidates ran out somewhere: the puzzle has no answer. */
  readonly broken: boolean;
  /** The highest tier needed (1 easy, 2 medium, 3 hard). */
  readonly tier: number;
  /** Productive applications of each technique. */
  readonly used: Readonly<Record<string, number>>;
  /** Productive applications at the highest tier needed. */
  readonly steps: number;
  /** Each cell's dot, when solved. */
  readonly answer?: readonly number[];
  /** Every deduction in order (technique, the cell and its reasons, the dot dropped). */
  readonly trail: readonly Deduction[];
}

/** The candidates of a fresh board: each core pinned to its dot. */
export function startingCandidates(
  s: Shape,
  walls: Uint8Array | null = null,
  keepTrail = true,
): Candidates {
  // The cores are the puzzle itself, not deductions: the trail starts after them.
  const c = new Candidates(s, walls, keepTrail ? [] : null);
  c.seedCores();
  return c;
}

/**
 * Solves `puzzle` with the ladder's techniques up to `maxTier` (3: all), leaving out the
 * techniques named in `without` (to measure what each one is worth), trying at most `trials`
 * suppositions (a bound for the ablation: a board without mirror has too many candidates to
 * suppose each in reasonable time; every corpus board needs under 1,500). The solve keeps no trail;
 * `trail` is made when first read, by the same ladder again with its trail kept (the same
 * deductions: keeping a trail changes none), so a solve whose trail nobody reads is not paid
 * for it.
 */
export function solve(
  puzzle: Puzzle,
  maxTier: number = TIER.hard,
  without: readonly string[] = [],
  trials = Infinity,
): Solution {
  const s = shape(puzzle);
  const c = startingCandidates(s, null, false);
  c.trials = trials;
  const { tier, used, steps } = climb(c, maxTier, new Set(without));
  const solved = !c.broken && c.decided();
  let trail: readonly Deduction[] | undefined;
  return {
    solved,
    broken: c.broken,
    tier,
    used,
    steps: steps[tier]!,
    ...(solved ? { answer: c.answer() } : {}),
    get trail() {
      if (!trail) {
        const again = startingCandidates(s);
        again.trials = trials;
        climb(again, maxTier, new Set(without));
        trail = again.trail!;
      }
      return trail;
    },
  };
}
