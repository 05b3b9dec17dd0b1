// The ladder: techniques cheapest tier first, back to the bottom after every step up, until
// nothing changes. Hard is one supposition looked ahead with the lower tiers, never a chain.
import type { Candidates } from './candidates.js';
import { suppose } from './suppose.js';
import { bridge, mirror, reach, single, wall } from './techniques.js';

/** Tiers by name: a puzzle's tier is the highest its solving needs. */
export const TIER = { easy: 1, medium: 2, hard: 3 } as const;

/** A technique: true when it removed a candidate. `skip` is the ladder's left-out names. */
type Technique = (c: Candidates, skip: ReadonlySet<string>) => boolean;

/** A ladder: its techniques with their tiers, in the order they are tried. */
export type Ladder = readonly (readonly [name: string, tier: number, run: Technique])[];

/** The solving ladder (players' hints, imports, the solver): free to grow stronger. */
export const LADDER: Ladder = [
  ['mirror', TIER.easy, mirror],
  ['single', TIER.easy, single],
  ['wall', TIER.easy, wall],
  ['reach', TIER.medium, reach],
  ['bridge', TIER.medium, bridge],
  ['suppose', TIER.hard, suppose],
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
  ladder: Ladder = LADDER,
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

/**
 * The solving ladder's techniques as data, in the order they are tried: each name (as `solve`'s
 * `used` counts it and its `without` takes it) with its tier.
 */
export const TECHNIQUES: readonly (readonly [name: string, tier: number])[] = LADDER.map(
  ([name, tier]) => [name, tier] as const,
);
