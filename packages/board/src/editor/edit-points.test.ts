import { describe, expect, it } from 'vitest';
import {
  blankPuzzle,
  describePoint,
  hasDot,
  movePoint,
  pointAt,
  resizePuzzle,
  toggleDot,
} from './edit-points.js';

describe('the lattice of points', () => {
  it('lands a spot on the nearest centre, side or corner, off the frame', () => {
    expect(pointAt(3, 2, 0.5, 0.5)).toEqual([1, 1]); // a centre
    expect(pointAt(3, 2, 1.02, 0.45)).toEqual([1, 2]); // a side
    expect(pointAt(3, 2, 1.9, 1.05)).toEqual([2, 4]); // a corner
    expect(pointAt(3, 2, 0.01, 0.01)).toEqual([1, 1]); // the frame's corner: the nearest inside
    expect(pointAt(3, 2, -0.2, 1)).toBeNull();
  });

  it('moves the cursor half a cell, or a whole one with Shift, stopping at the frame', () => {
    expect(movePoint(3, 2, [1, 1], 'ArrowRight', false)).toEqual([1, 2]);
    expect(movePoint(3, 2, [1, 1], 'ArrowDown', true)).toEqual([3, 1]);
    expect(movePoint(3, 2, [1, 1], 'ArrowUp', false)).toEqual([1, 1]);
    expect(movePoint(3, 2, [3, 5], 'ArrowRight', true)).toEqual([3, 5]);
    expect(movePoint(3, 2, [1, 1], 'Enter', false)).toBeNull();
  });

  it('names points in plain words', () => {
    expect(describePoint([3, 7])).toBe('Centre of row 2, column 4.');
    expect(describePoint([3, 8])).toBe('Side between row 2, columns 4 and 5.');
    expect(describePoint([4, 7])).toBe('Side between rows 2 and 3, column 4.');
    expect(describePoint([4, 8])).toBe('Corner of rows 2 and 3, columns 4 and 5.');
  });
});

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
