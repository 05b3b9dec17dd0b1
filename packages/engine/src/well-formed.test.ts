import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wellFormed } from './well-formed.js';
import { small } from './test/boards.js';
import { real, tatham } from './test/corpus.js';

describe('wellFormed', () => {
  it('accepts a puzzle, extra fields and all', () => {
    expect(wellFormed(small)).toEqual({ ok: true });
    expect(wellFormed({ ...small, code: 'abc', black: [1] })).toEqual({ ok: true });
    expect(wellFormed({ w: 1, h: 1, dots: [[1, 1]] })).toEqual({ ok: true });
    expect(wellFormed({ w: 64, h: 2, dots: [[2, 64]] })).toEqual({ ok: true });
  });

  it.each([
    { why: 'not an object', puzzle: 7, reason: /^Not a puzzle/ },
    { why: 'null', puzzle: null, reason: /^Not a puzzle/ },
    { why: 'an array', puzzle: [3, 3, []], reason: /^Not a puzzle/ },
    { why: 'no w', puzzle: { h: 3, dots: [[1, 1]] }, reason: /^Bad size: w/ },
    { why: 'w 0', puzzle: { w: 0, h: 3, dots: [[1, 1]] }, reason: /^Bad size: w .* got 0/ },
    { why: 'h 65', puzzle: { w: 3, h: 65, dots: [[1, 1]] }, reason: /^Bad size: h .* got 65/ },
    { why: 'w 2.5', puzzle: { w: 2.5, h: 3, dots: [[1, 1]] }, reason: /^Bad size: w/ },
    { why: 'w as text', puzzle: { w: '3', h: 3, dots: [[1, 1]] }, reason: /^Bad size: w/ },
    { why: 'no dots', puzzle: { w: 3, h: 3, dots: [] }, reason: /^No dots/ },
    { why: 'dots not a list', puzzle: { w: 3, h: 3, dots: 'a' }, reason: /^No dots/ },
    {
      why: 'a dot of one number',
      puzzle: { w: 3, h: 3, dots: [[1]] },
      reason: /^Dot 0 is not two/,
    },
    { why: 'a half', puzzle: { w: 3, h: 3, dots: [[1, 1.5]] }, reason: /^Dot 0 is not two/ },
    {
      why: 'a dot on the frame',
      puzzle: { w: 3, h: 3, dots: [[0, 3]] },
      reason: /off the grid or on its frame/,
    },
    {
      why: 'a dot on the far frame',
      puzzle: { w: 3, h: 2, dots: [[3, 6]] },
      reason: /off the grid or on its frame/,
    },
    {
      why: 'a dot off the grid',
      puzzle: { w: 3, h: 3, dots: [[9, 1]] },
      reason: /^Dot 0 \[9, 1\] is off the grid/,
    },
    {
      why: 'a repeat',
      puzzle: {
        w: 3,
        h: 3,
        dots: [
          [1, 1],
          [1, 1],
        ],
      },
      reason: /^Dot 1 \[1, 1\] repeats dot 0/,
    },
    {
      why: 'out of order',
      puzzle: {
        w: 3,
        h: 3,
        dots: [
          [3, 1],
          [1, 5],
        ],
      },
      reason: /^Dots out of reading order/,
    },
    {
      why: 'x out of order',
      puzzle: {
        w: 3,
        h: 3,
        dots: [
          [1, 5],
          [1, 1],
        ],
      },
      reason: /^Dots out of reading order/,
    },
    {
      why: 'cores overlapping',
      puzzle: {
        w: 3,
        h: 3,
        dots: [
          [1, 1],
          [1, 2],
        ],
      },
      reason: /^Dots too close: dot 0 \[1, 1\] and dot 1 \[1, 2\] both touch cell 0/,
    },
    {
      why: 'corner cores overlapping',
      puzzle: {
        w: 3,
        h: 3,
        dots: [
          [2, 2],
          [3, 3],
        ],
      },
      reason: /^Dots too close/,
    },
  ])('refuses $why', ({ puzzle, reason }) => {
    const result = wellFormed(puzzle);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('refuses objects that throw when read, without throwing', () => {
    const hostile = Object.defineProperty({}, 'w', {
      get() {
        throw new Error('boom');
      },
    });
    expect(wellFormed(hostile)).toEqual({
      ok: false,
      reason: 'Not a puzzle: reading it threw',
      fault: { code: 'not-a-puzzle' },
    });
  });

  it('names the fault as data a UI can put into words', () => {
    const fault = (puzzle: unknown) => {
      const r = wellFormed(puzzle);
      return r.ok ? null : r.fault;
    };
    expect(fault({ w: 3, h: 3, dots: [] })).toEqual({ code: 'no-dots' });
    expect(fault({ w: 0, h: 3, dots: [[1, 1]] })).toEqual({ code: 'bad-size' });
    expect(
      fault({
        w: 3,
        h: 3,
        dots: [
          [1, 1],
          [1, 2],
        ],
      }),
    ).toEqual({
      code: 'too-close',
      dots: [0, 1],
      cell: 0,
    });
    expect(fault({ w: 3, h: 3, dots: [[0, 1]] })).toEqual({ code: 'off-grid', dot: 0 });
    expect(
      fault({
        w: 3,
        h: 3,
        dots: [
          [3, 3],
          [1, 1],
        ],
      }),
    ).toEqual({ code: 'out-of-order', dot: 1 });
  });

  it('never throws on arbitrary JSON or values', () => {
    const anyPuzzle = fc.oneof(
      fc.anything(),
      fc.jsonValue(),
      fc.record({ w: fc.jsonValue(), h: fc.jsonValue(), dots: fc.jsonValue() }),
      fc.record({
        w: fc.integer({ min: -1, max: 66 }),
        h: fc.integer({ min: -1, max: 66 }),
        dots: fc.array(
          fc.tuple(fc.integer({ min: -1, max: 20 }), fc.integer({ min: -1, max: 20 })),
        ),
      }),
    );
    fc.assert(
      fc.property(anyPuzzle, (puzzle) => {
        const result = wellFormed(puzzle);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  describe('on the corpus', () => {
    it('accepts every reference puzzle', () => {
      for (const { w, h, dots } of [...tatham.entries, ...real.entries]) {
        expect(wellFormed({ w, h, dots })).toEqual({ ok: true });
      }
    });
  });
});
