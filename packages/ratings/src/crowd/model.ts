// The crowd simulation's model of a solve's time: log-normal about an expected time that grows
// with the puzzle's score and falls with the solver's skill,
//   ln t = ln(par) + a·(score − 5.5) − b·skill + ε,  ε ~ N(0, σ²),  skill ~ N(0, 1).

import type { Random } from './random.js';
import { normal } from './random.js';

/**
 * The model's constants, chosen to be plausible, not fitted (no solve times exist yet):
 * - a = 0.2: each score point costs a fifth more time, so a 10.0 takes 6× a 1.0's;
 * - b = 0.35: a solver one standard deviation stronger takes 0.7× the time, two 0.5×;
 * - σ = 0.4: one solver's times on puzzles alike vary by about ×1.5 either way.
 */
export const MODEL = { a: 0.2, b: 0.35, sigma: 0.4 } as const;

/** The grid sides a simulated puzzle is drawn from. */
export const SIDES = [7, 10, 13, 15] as const;

/**
 * Par, the expected time the site gives, from the grid alone: the medium level's 4.8 s a cell to
 * the nearest half minute (10×10 8:00). Par does not know the score, so the score's whole effect
 * on time is left for the crowd to find.
 */
export function parOf(side: number): number {
  return Math.max(30, Math.round((4.8 * side * side) / 30) * 30);
}

/** A solve's time in whole seconds (at least 1) under the model. */
export function solveSeconds(par: number, score: number, skill: number, random: Random): number {
  const { a, b, sigma } = MODEL;
  const log = Math.log(par) + a * (score - 5.5) - b * skill + sigma * normal(random);
  return Math.max(1, Math.round(Math.exp(log)));
}
