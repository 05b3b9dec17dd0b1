import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secondsArb } from './test-support.js';
import { timeScore } from './time-score.js';

describe('timeScore', () => {
  it.each([
    { seconds: 820, par: 960, want: 0.578, digits: 3 },
    { seconds: 10, par: 180, want: 0.9969, digits: 4 },
    { seconds: 180, par: 180, want: 0.5, digits: 10 },
    { seconds: 360, par: 180, want: 0.2, digits: 10 },
    { seconds: 0, par: 180, want: 1, digits: 10 },
  ])('scores $seconds s against a $par s par as $want', ({ seconds, par, want, digits }) => {
    expect(timeScore(seconds, par)).toBeCloseTo(want, digits);
  });

  it.each([
    [-1, 180],
    [Number.NaN, 180],
    [Number.POSITIVE_INFINITY, 180],
    [10, 0],
    [10, -5],
    [10, Number.NaN],
  ])('refuses %s seconds against a %s par with a RangeError', (seconds, par) => {
    expect(() => timeScore(seconds, par)).toThrow(RangeError);
  });

  it('is in (0, 1], 0.5 at par, and falls as the time grows (property)', () => {
    fc.assert(
      fc.property(secondsArb, secondsArb, secondsArb, (a, b, par) => {
        fc.pre(a < b);
        const score = timeScore(a, par);
        expect(score).toBeGreaterThan(0);
        expect(score).toBeLessThanOrEqual(1);
        expect(score).toBeGreaterThan(timeScore(b, par));
        expect(timeScore(par, par)).toBe(0.5);
      }),
    );
  });
});
