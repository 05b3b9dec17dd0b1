import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mirrorOf, sideBetween } from './geometry.js';
import { arbPuzzle } from './test/arbitrary.js';
import { shape, shapeOrFault, Side } from './shape.js';
import { small } from './test/boards.js';

describe('shape', () => {
  const s = shape(small);

  it('counts cells and dots and finds each core', () => {
    expect([s.w, s.h, s.cells, s.D]).toEqual([4, 3, 12, 3]);
    expect(s.cores).toEqual([
      [0, 1, 4, 5],
      [2, 3, 6, 7],
      [9, 10],
    ]);
    expect([...s.coreOf]).toEqual([0, 0, 1, 1, 0, 0, 1, 1, -1, 2, 2, -1]);
  });

  it('knows each cell side by side, up, right, down, left', () => {
    expect([...s.neighbours.subarray(4 * 5, 4 * 6)]).toEqual([1, 6, 9, 4]);
    expect([...s.neighbours.subarray(0, 4)]).toEqual([-1, 1, 4, -1]);
    expect([...s.sideOf.subarray(4 * 5, 4 * 6)]).toEqual([3, 10, 11, 8]);
  });

  it('sorts the sides: frame, open, given, through a dot', () => {
    expect.soft(s.sideKind[6]).toBe(Side.frame); // right of cell 3
    expect.soft(s.sideKind[17]).toBe(Side.frame); // below cell 8
    expect.soft(s.sideKind[0]).toBe(Side.through); // cells 0 | 1, both dot 0's core
    expect.soft(s.sideKind[18]).toBe(Side.through); // cells 9 | 10, dot 2's core
    expect.soft(s.sideKind[2]).toBe(Side.given); // cells 1 | 2: dots 0 and 1
    expect.soft(s.sideKind[11]).toBe(Side.given); // cell 5 over cell 9: dots 0 and 2
    expect.soft(s.sideKind[9]).toBe(Side.open); // cell 4 over cell 8
    expect.soft(s.sideKind[16]).toBe(Side.open); // cells 8 | 9
  });

  it('holds the mirror table cell × dot', () => {
    for (let i = 0; i < s.cells; i++) {
      small.dots.forEach((dot, d) => expect(s.mirror[i * s.D + d]).toBe(mirrorOf(4, 3, i, dot)));
    }
  });

  it('is computed once per puzzle object', () => {
    expect(shape(small)).toBe(s);
    expect(shape({ ...small })).not.toBe(s);
  });

  it('throws the reason for a malformed puzzle, while shapeOrFault returns it', () => {
    const bad = { w: 3, h: 3, dots: [] };
    expect(() => shape(bad)).toThrow(/^No dots/);
    expect(shapeOrFault(bad)).toMatch(/^No dots/);
    expect(shapeOrFault(null)).toMatch(/^Not a puzzle/);
  });

  it('agrees with the geometry on every cell, side and turn, for any puzzle', () => {
    fc.assert(
      fc.property(arbPuzzle(), (puzzle) => {
        const s = shape(puzzle);
        for (let i = 0; i < s.cells; i++) {
          const r = Math.floor(i / s.w);
          const c = i % s.w;
          const around = [r > 0 ? i - s.w : -1, c < s.w - 1 ? i + 1 : -1];
          around.push(r < s.h - 1 ? i + s.w : -1, c > 0 ? i - 1 : -1);
          around.forEach((n, k) => {
            expect(s.neighbours[4 * i + k]).toBe(n);
            expect(s.sideOf[4 * i + k]).toBe(n === -1 ? -1 : sideBetween(s.w, i, n));
          });
          s.dots.forEach((dot, d) =>
            expect(s.mirror[i * s.D + d]).toBe(mirrorOf(s.w, s.h, i, dot)),
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
