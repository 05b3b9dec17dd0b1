// The editor's verdict on a puzzle: not well formed (and why, as data), no solution, several
// solutions (two that differ, and where), or unique with its score and level (the engine's
// `grade`, as the board shows them), its tier and the ladder's step counts. `judge` runs in the
// editor's worker; its words are words/verdicts.ts's. Pure.
import {
  count,
  grade,
  solve,
  TIER,
  wellFormed,
  type Difficulty,
  type Fault,
  type Puzzle,
} from '@galaxies/engine';

/** A unique puzzle's tier: the ladder's highest, or `search` when only the counter decides it. */
export type VerdictTier = 'easy' | 'medium' | 'hard' | 'search';

/** What the editor knows of a puzzle. */
export type Verdict =
  | { kind: 'malformed'; reason: string; fault: Fault }
  | { kind: 'none' }
  | { kind: 'several'; answers: [number[], number[]]; differ: number[] }
  | {
      kind: 'unique';
      /** The difficulty score, 1.0–10.0 (the engine's `grade`); null when only search decides it. */
      score: number | null;
      /** The level whose band holds the score; none when there is no score. */
      level?: Difficulty;
      tier: VerdictTier;
      /** Productive steps at the highest tier the ladder needed (0 for `search`). */
      steps: number;
      /** Productive steps of each technique the ladder used. */
      used: Record<string, number>;
      answer: number[];
    }
  | { kind: 'unknown'; budget: number };

/** Search nodes the counter may visit per verdict: under a second on a 15 × 15. */
export const JUDGE_BUDGET = 200_000;

const TIER_NAMES: Record<number, VerdictTier> = {
  [TIER.easy]: 'easy',
  [TIER.medium]: 'medium',
  [TIER.hard]: 'hard',
};

/** The cells where two answers give different dots. */
export function differingCells(a: readonly number[], b: readonly number[]): number[] {
  const cells: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) cells.push(i);
  return cells;
}

/**
 * Judges a puzzle. The ladder first: when it decides every cell the answer is unique (it never
 * drops a true answer's candidate), and when it breaks there is none. Otherwise the counter,
 * within `budget` nodes, tells none, one (it needs search) or two.
 */
export function judge(puzzle: Puzzle, budget = JUDGE_BUDGET): Verdict {
  const formed = wellFormed(puzzle);
  if (!formed.ok) return { kind: 'malformed', reason: formed.reason, fault: formed.fault };
  const ladder = solve(puzzle);
  if (ladder.solved && ladder.answer) {
    const { score, band } = grade(puzzle);
    return {
      kind: 'unique',
      score,
      ...(band ? { level: band } : {}),
      tier: TIER_NAMES[ladder.tier] ?? 'hard',
      steps: ladder.steps,
      used: { ...ladder.used },
      answer: [...ladder.answer],
    };
  }
  if (ladder.broken) return { kind: 'none' };
  const found = count(puzzle, 2, budget);
  const [a, b] = found.answers;
  if (a && b) return { kind: 'several', answers: [[...a], [...b]], differ: differingCells(a, b) };
  if (found.gaveUp) return { kind: 'unknown', budget };
  if (!a) return { kind: 'none' };
  const used = { ...ladder.used };
  return { kind: 'unique', score: null, tier: 'search', steps: 0, used, answer: [...a] };
}
