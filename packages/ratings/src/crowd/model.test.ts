import { describe, expect, it } from 'vitest';
import { MODEL, parOf, solveSeconds } from './model.js';
import { seeded } from './random.js';

/** The median of many simulated solves. */
function medianSeconds(par: number, score: number, skill: number): number {
  const random = seeded(11);
  const times = Array.from({ length: 2001 }, () => solveSeconds(par, score, skill, random));
  return times.sort((a, b) => a - b)[1000]!;
}

describe('parOf', () => {
  it.each([
    { side: 7, par: 240 },
    { side: 10, par: 480 },
    { side: 13, par: 810 },
    { side: 15, par: 1080 },
  ])('gives a $side×$side $par s', ({ side, par }) => {
    expect(parOf(side)).toBe(par);
  });
});

describe('solveSeconds', () => {
  it.each([
    { score: 5.5, skill: 0 },
    { score: 10, skill: 0 },
    { score: 1, skill: 0 },
    { score: 5.5, skill: 2 },
    { score: 8, skill: -1 },
  ])('has its median at par·e^(a(score − 5.5) − b·skill): score $score, skill $skill', (case_) => {
    const want = 480 * Math.exp(MODEL.a * (case_.score - 5.5) - MODEL.b * case_.skill);
    expect(Math.abs(medianSeconds(480, case_.score, case_.skill) / want - 1)).toBeLessThan(0.03);
  });

  it('gives whole seconds, at least 1', () => {
    const random = seeded(2);
    for (let k = 0; k < 200; k++) {
      const seconds = solveSeconds(30, 1, 4, random);
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeGreaterThanOrEqual(1);
    }
  });
});
