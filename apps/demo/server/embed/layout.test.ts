// The thumbnail's layout: the box clamped, the image fitted to it, the frame inside the image.
import { describe, expect, it } from 'vitest';
import { clampSide, DEFAULT_SIDE, layoutOf, MAX_SIDE, MIN_SIDE } from './layout.js';

describe('clampSide', () => {
  it.each([
    [undefined, DEFAULT_SIDE],
    [Number.NaN, DEFAULT_SIDE],
    [Number.POSITIVE_INFINITY, DEFAULT_SIDE],
    [-5, MIN_SIDE],
    [10, MIN_SIDE],
    [299.6, 300],
    [5000, MAX_SIDE],
  ])('%s → %s', (side, want) => expect(clampSide(side)).toBe(want));
});

describe('layoutOf', () => {
  it('fills the box along the tighter side and keeps the aspect', () => {
    expect(layoutOf(20, 12, 600, 600)).toMatchObject({ width: 600, height: 371, cell: 28 });
    expect(layoutOf(12, 20, 600, 600)).toMatchObject({ width: 371, height: 600, cell: 28 });
    expect(layoutOf(7, 7, 600, 600)).toMatchObject({ width: 600, height: 600, cell: 75 });
  });

  it('fits every grid in every box, frame and all, with odd widths', () => {
    for (const box of [MIN_SIDE, 100, DEFAULT_SIDE, MAX_SIDE]) {
      for (let w = 1; w <= 64; w++) {
        for (let h = 1; h <= 64; h++) {
          const at = layoutOf(w, h, box, box);
          const { width, height, cell, left, top, line, wall, frame } = at;
          // Only a grid wider than its box less one pixel a side cannot fit.
          if (w + 1 <= box) expect(width, `${w}×${h} in ${box}`).toBeLessThanOrEqual(box);
          if (h + 1 <= box) expect(height, `${w}×${h} in ${box}`).toBeLessThanOrEqual(box);
          expect(Number.isInteger(cell) && cell >= 1).toBe(true);
          for (const size of [line, wall, frame]) expect(size % 2).toBe(1);
          if (cell >= 8) expect(wall).toBeGreaterThan(line);
          const reach = (frame - 1) / 2;
          expect(left - reach, `${w}×${h} in ${box}`).toBeGreaterThanOrEqual(0);
          expect(top - reach, `${w}×${h} in ${box}`).toBeGreaterThanOrEqual(0);
          if (w + 1 <= box) expect(left + w * cell + reach).toBeLessThan(width);
          if (h + 1 <= box) expect(top + h * cell + reach).toBeLessThan(height);
        }
      }
    }
  });
});
