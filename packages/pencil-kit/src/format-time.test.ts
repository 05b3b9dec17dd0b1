import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time.js';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [162, '2:42'],
    [599.9, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatTime(seconds)).toBe(shown);
  });
});
