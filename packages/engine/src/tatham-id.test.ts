import { describe, expect, it } from 'vitest';
import { fromTathamId, toTathamId } from './tatham-id.js';
import { tatham } from './test/corpus.js';

describe('fromTathamId / toTathamId', () => {
  it('reads dots row by row over the interior points, capitals black', () => {
    // 3 × 2: 5 points a row. "a" places at point 0; "j" skips 9 to point 10 (the third row);
    // "B" skips 1 to point 12 and places a black dot.
    const puzzle = {
      w: 3,
      h: 2,
      dots: [
        [1, 1],
        [3, 1],
        [3, 3],
      ] as const,
      black: [2],
    };
    expect(fromTathamId('3x2:ajB')).toEqual(puzzle);
    expect(toTathamId(puzzle)).toBe('3x2:ajB');
  });

  it('skips 25 points with z', () => {
    // 14 × 2: 27 points a row; point 26 is the row's last, point 27 the next row's first.
    const puzzle = {
      w: 14,
      h: 2,
      dots: [
        [1, 27],
        [2, 1],
      ] as const,
    };
    expect(toTathamId(puzzle)).toBe('14x2:zba');
    expect(fromTathamId('14x2:zba')).toEqual(puzzle);
  });

  it.each([
    { why: 'not a string', id: 42, error: /^Not a Tatham game ID: expected a string/ },
    { why: 'no colon', id: '7x7', error: /^Not a Tatham game ID: expected "WxH:<desc>"/ },
    { why: 'no x', id: '77:abc', error: /^Not a Tatham game ID/ },
    { why: 'a zero size', id: '0x7:a', error: /^Bad size in a Tatham game ID: the width is "0"/ },
    {
      why: 'a size too big',
      id: '7x65:a',
      error: /^Bad size .* the height is "65", not a whole number from 1 to 64/,
    },
    { why: 'a size in words', id: 'sevenx7:a', error: /^Bad size/ },
    { why: 'a bad character', id: '3x3:a1', error: /^Bad character "1" at 1/ },
    { why: 'Z', id: '3x3:Z', error: /^Bad character "Z"/ },
    {
      why: 'a dot past the end',
      id: '2x2:ay',
      error: /^Dot past the end in a Tatham game ID: "y" at 1 reaches point 25 of 9/,
    },
    { why: 'no dots', id: '3x3:', error: /^No dots/ },
    {
      why: 'dots too close',
      id: '3x3:aa',
      error: /^Dots too close: dot 0 \[1, 1\] and dot 1 \[1, 2\] both touch cell 0/,
    },
  ])('refuses $why', ({ id, error }) => {
    expect(() => fromTathamId(id as string)).toThrow(error);
  });

  it('refuses to write a malformed puzzle', () => {
    expect(() =>
      toTathamId({
        w: 3,
        h: 3,
        dots: [
          [1, 1],
          [1, 1],
        ],
      }),
    ).toThrow(/repeats dot 0/);
  });
});

describe('Tatham IDs of tatham-dev.jsonl', () => {
  it.each(tatham.entries.map(({ id, w, h, dots }) => ({ id, w, h, dots })))(
    'round-trips $id',
    ({ id, w, h, dots }) => {
      const puzzle = fromTathamId(id);
      expect(puzzle).toEqual({ w, h, dots });
      expect(toTathamId(puzzle)).toBe(id);
    },
  );
});
