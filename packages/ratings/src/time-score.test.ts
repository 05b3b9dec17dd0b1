import { describe, expect, it } from 'vitest';
import { timeScore } from './time-score.js';

describe('timeScore', () => {
  it.each([
    { seconds: 820, par: 960, want: 0.578, digits: 3 },
    { seconds: 10, par: 180, want: 0.9969, digits: 4 },
    { seconds: 180, par: 180, want: 0.5, digits: 10 },
    { seconds: 360, par: 180, want: 0.2, digits: 10 },
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
});
