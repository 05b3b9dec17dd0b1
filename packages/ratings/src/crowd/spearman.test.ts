import { describe, expect, it } from 'vitest';
import { ranks, spearman } from './spearman.js';

describe('ranks', () => {
  it.each([
    { values: [30, 10, 20], want: [3, 1, 2] },
    { values: [10, 20, 20, 30], want: [1, 2.5, 2.5, 4] },
    { values: [5, 5, 5], want: [2, 2, 2] },
  ])('ranks $values as $want', ({ values, want }) => {
    expect(ranks(values)).toEqual(want);
  });
});

describe('spearman', () => {
  it.each([
    { name: 'the same order', xs: [1, 2, 3, 4], ys: [10, 20, 30, 40], want: 1 },
    { name: 'any increasing map of it', xs: [1, 2, 3, 4], ys: [1, 8, 27, 1000], want: 1 },
    { name: 'the reverse order', xs: [1, 2, 3, 4], ys: [9, 7, 5, 3], want: -1 },
    // 1 − 6·Σd²/(n(n² − 1)) without ties: d = (1, −1, 0, 0, 0), so 1 − 12/120.
    { name: 'one swap in five', xs: [1, 2, 3, 4, 5], ys: [2, 1, 3, 4, 5], want: 0.9 },
  ])('is $want for $name', ({ xs, ys, want }) => {
    expect(spearman(xs, ys)).toBeCloseTo(want, 12);
  });

  it('is NaN when one list is constant (nothing to rank)', () => {
    expect(spearman([1500, 1500, 1500], [1, 2, 3])).toBeNaN();
  });

  it('refuses lists of different lengths or too short', () => {
    expect(() => spearman([1, 2], [1, 2, 3])).toThrow(RangeError);
    expect(() => spearman([1], [1])).toThrow(RangeError);
  });
});
