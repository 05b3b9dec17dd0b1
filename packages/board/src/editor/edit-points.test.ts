import { describe, expect, it } from 'vitest';
import { blankPuzzle, hasDot, resizePuzzle, toggleDot } from './edit-points.js';

describe('editing dots', () => {
  it('places dots in reading order and removes them again, never changing the old puzzle', () => {
    const blank = blankPuzzle(3, 3);
    const one = toggleDot(blank, [3, 3]);
    const two = toggleDot(one, [1, 5]);
    expect(two.dots).toEqual([
      [1, 5],
      [3, 3],
    ]);
    expect(hasDot(two, [3, 3])).toBe(true);
    expect(toggleDot(two, [3, 3]).dots).toEqual([[1, 5]]);
    expect(blank.dots).toEqual([]);
  });

  it('resizes within 1–64, keeping the dots that still fit', () => {
    const p = { w: 5, h: 5, dots: [[1, 1] as const, [8, 8] as const] };
    expect(resizePuzzle(p, 3, 4)).toEqual({ w: 3, h: 4, dots: [[1, 1]] });
    expect(resizePuzzle(p, 100, 0).w).toBe(64);
    expect(blankPuzzle(12, 8)).toEqual({ w: 12, h: 8, dots: [] });
  });
});
