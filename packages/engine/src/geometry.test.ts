import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellName, cellsOfSide, coreOf, mirrorOf, sideBetween } from './geometry.js';

describe('mirrorOf', () => {
  // 4 columns × 3 rows. Cells: 0 1 2 3 / 4 5 6 7 / 8 9 10 11.
  const w = 4;
  const h = 3;
  it.each([
    { kind: 'a cell middle', dot: [3, 3] as const, i: 5, want: 5 },
    { kind: 'a cell middle', dot: [3, 3] as const, i: 0, want: 10 },
    { kind: 'a side (right of cell 5)', dot: [3, 4] as const, i: 5, want: 6 },
    { kind: 'a side (below cell 1)', dot: [2, 3] as const, i: 1, want: 5 },
    { kind: 'a corner', dot: [2, 2] as const, i: 0, want: 5 },
    { kind: 'a corner', dot: [2, 2] as const, i: 4, want: 1 },
    { kind: 'off the grid', dot: [1, 1] as const, i: 5, want: -1 },
    { kind: 'off the grid to the right', dot: [3, 7] as const, i: 4, want: -1 },
  ])('turns cell $i about $kind $dot onto $want', ({ dot, i, want }) => {
    expect(mirrorOf(w, h, i, dot)).toBe(want);
  });

  it('is its own inverse wherever the twin is on the grid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (cw, ch, cell, y, x) => {
          const i = cell % (cw * ch);
          const dot = [1 + (y % (2 * ch - 1)), 1 + (x % (2 * cw - 1))] as const;
          const twin = mirrorOf(cw, ch, i, dot);
          if (twin !== -1) expect(mirrorOf(cw, ch, twin, dot)).toBe(i);
        },
      ),
    );
  });
});

describe('coreOf', () => {
  it.each([
    { kind: 'a cell middle', dot: [3, 3] as const, core: [5] },
    { kind: 'a side between columns', dot: [3, 4] as const, core: [5, 6] },
    { kind: 'a side between rows', dot: [2, 3] as const, core: [1, 5] },
    { kind: 'a corner', dot: [4, 6] as const, core: [6, 7, 10, 11] },
  ])('gives $kind $dot the cells $core', ({ dot, core }) => {
    expect(coreOf(4, dot)).toEqual(core);
  });
});

describe('side ids', () => {
  // 4 × 3 again: 2 · cell is a cell's right side, 2 · cell + 1 its lower side.
  it.each([
    { a: 5, b: 6, id: 10 },
    { a: 6, b: 5, id: 10 },
    { a: 1, b: 5, id: 3 },
    { a: 9, b: 5, id: 11 },
  ])('names the side between $a and $b $id', ({ a, b, id }) => {
    expect(sideBetween(4, a, b)).toBe(id);
    expect(cellsOfSide(4, 3, id)).toEqual([Math.min(a, b), Math.max(a, b)]);
  });

  it.each([
    { why: 'the right frame', id: 2 * 3 },
    { why: 'the lower frame', id: 2 * 9 + 1 },
    { why: 'negative', id: -2 },
    { why: 'past the grid', id: 24 },
    { why: 'a fraction', id: 2.5 },
  ])('is not an id on $why ($id)', ({ id }) => {
    expect(cellsOfSide(4, 3, id)).toBeNull();
  });

  it('tells a lower side from a right side on one-column grids', () => {
    expect(sideBetween(1, 0, 1)).toBe(1);
    expect(cellsOfSide(1, 2, 1)).toEqual([0, 1]);
    expect(cellsOfSide(1, 2, 0)).toBeNull();
  });

  it('names cells in words', () => {
    expect(cellName(4, 9)).toBe('cell 9 (row 2, column 1)');
  });
});
