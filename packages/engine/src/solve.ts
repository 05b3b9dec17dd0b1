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
  c.ladder.trials = trials;
  const skip = without.length === 0 ? NOTHING : new Set(without);
  const { tier, used, steps } = climb(c, maxTier, skip);
  return new Solved(s, c, tier, used, steps[tier]!, { maxTier, skip, trials });
}

const NOTHING: ReadonlySet<string> = new Set();

/** How a solve ran, to make its trail the same way. */
interface How {
  readonly maxTier: number;
  readonly skip: ReadonlySet<string>;
  readonly trials: number;
}

/** A solve's outcome; its trail made when first read (see solve). */
class Solved implements Solution {
  readonly solved: boolean;
  readonly broken: boolean;
  declare readonly answer?: readonly number[];
  readonly #shape: Shape;
  readonly #how: How;
  #trail: readonly Deduction[] | null = null;

  constructor(
    s: Shape,
    c: Candidates,
    readonly tier: number,
    readonly used: Readonly<Record<string, number>>,
    readonly steps: number,
    how: How,
  ) {
    this.#shape = s;
    this.#how = how;
    this.solved = !c.broken && c.decided();
    this.broken = c.broken;
    if (this.solved) (this as { answer?: readonly number[] }).answer = c.answer();
  }

  get trail(): readonly Deduction[] {
    if (!this.#trail) {
      const again = startingCandidates(this.#shape);
      again.ladder.trials = this.#how.trials;
      climb(again, this.#how.maxTier, this.#how.skip);
      this.#trail = again.trail!;
    }
    return this.#trail;
  }
}
