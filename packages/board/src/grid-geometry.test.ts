import { describe, expect, it } from 'vitest';
import { dotPoint, innerLines } from './grid-geometry.js';

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
