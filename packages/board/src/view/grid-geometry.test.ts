import { describe, expect, it } from 'vitest';
import {
  cellsCentre,
  cellsPath,
  crossesPath,
  dotPoint,
  innerLines,
  sideMiddle,
  sidesPath,
} from './grid-geometry.js';

describe('dotPoint', () => {
  it.each([
    { dot: [1, 1] as const, want: { cx: 0.5, cy: 0.5 }, where: 'the middle of cell (0, 0)' },
    { dot: [1, 2] as const, want: { cx: 1, cy: 0.5 }, where: 'the side right of cell (0, 0)' },
    { dot: [4, 6] as const, want: { cx: 3, cy: 2 }, where: 'a corner' },
  ])('puts $dot at $where', ({ dot, want }) => {
    expect(dotPoint(dot)).toEqual(want);
  });
});

describe('innerLines', () => {
  it('lists the lines between cells, not the frame', () => {
    expect(innerLines(4)).toEqual([1, 2, 3]);
    expect(innerLines(1)).toEqual([]);
  });
});

describe('paths', () => {
  it('draws a right side as a vertical segment and a lower side as a horizontal one', () => {
    expect(sidesPath(4, [2 * 5, 2 * 5 + 1])).toBe('M2 1L2 2M1 2L2 2');
    expect(sideMiddle(4, 2 * 5)).toEqual({ x: 2, y: 1.5 });
  });

  it('draws cells as unit squares, and finds their centre', () => {
    expect(cellsPath(4, [0, 5])).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(cellsCentre(4, [0, 5])).toEqual({ x: 1, y: 1 });
  });

  it('crosses a side at its middle', () => {
    expect(crossesPath(4, [2 * 5], 0.5)).toBe('M1.5 1L2.5 2M1.5 2L2.5 1');
  });
});
