import { describe, expect, it } from 'vitest';
import { fromPuzzLink, toPuzzLink } from './puzz-link.js';
import { real } from './test/corpus.js';

const bodyOf = (url: string): string => url.slice(url.indexOf('?') + 1);

describe('fromPuzzLink / toPuzzLink', () => {
  it('reads stars over the interior points, odd values black', () => {
    // 2 × 2: 9 points. "0" a white star at point 0, advancing 1; "g" skips 1; "3" a black star
    // at point 2, advancing 2; "h" skips 2; "2" a white star at 6, advancing 2; "g" skips the last.
    const puzzle = {
      w: 2,
      h: 2,
      dots: [
        [1, 1],
        [1, 3],
        [3, 1],
      ] as const,
      black: [1],
    };
    expect(fromPuzzLink('https://puzz.link/p?tentaisho/2/2/0g3h2g')).toEqual(puzzle);
  });

  it('writes the shortest body: a star absorbs up to 7 empty points after it, even past the end', () => {
    expect(
      toPuzzLink({
        w: 2,
        h: 2,
        dots: [
          [1, 1],
          [3, 3],
        ],
      }),
    ).toBe('https://puzz.link/p?tentaisho/2/2/ee');
    expect(toPuzzLink({ w: 2, h: 2, dots: [[3, 3]] })).toBe('https://puzz.link/p?tentaisho/2/2/ne');
    // 21 empty points ("z" 20, "g" 1), a star covering 7 more ("e"), the last 20 ("z").
    expect(toPuzzLink({ w: 4, h: 4, dots: [[4, 1]] })).toBe(
      'https://puzz.link/p?tentaisho/4/4/zgez',
    );
  });

  // "e" is a white star that also covers the 7 points after it.
  it.each([
    'http://pzv.jp/p.html?tentaisho/2/2/ee',
    'https://pzprxs.vercel.app/p?tentaisho/2/2/ee',
    'https://www.puzz.link/p?tentaisho/2/2/ee',
    ' https://puzz.link/p?tentaisho/2/2/ee ',
  ])('reads %s', (url) => {
    expect(fromPuzzLink(url)).toEqual({
      w: 2,
      h: 2,
      dots: [
        [1, 1],
        [3, 3],
      ],
    });
  });

  it.each([
    { why: 'not a string', url: null, error: /^Not a puzz.link tentaisho URL: expected a string/ },
    {
      why: 'not a URL',
      url: 'tentaisho/2/2/ee',
      error: /^Not a puzz.link tentaisho URL: expected "https/,
    },
    {
      why: 'a bad host',
      url: 'https://example.com/p?tentaisho/2/2/ee',
      error: /^Not a puzz.link tentaisho URL: host "example.com" is not one of/,
    },
    {
      why: 'another puzzle',
      url: 'https://puzz.link/p?nurikabe/2/2/ee',
      error: /the puzzle type is "nurikabe", not tentaisho/,
    },
    {
      why: 'no body',
      url: 'https://puzz.link/p?tentaisho/2/2',
      error: /^Truncated: the URL ends before its width, height and body/,
    },
    {
      why: 'a bad size',
      url: 'https://puzz.link/p?tentaisho/0/2/ae',
      error: /^Bad size in a puzz.link URL: the width is "0"/,
    },
    {
      why: 'a size too big',
      url: 'https://puzz.link/p?tentaisho/2/99/ae',
      error: /^Bad size .* the height is "99"/,
    },
    {
      why: 'a truncated body',
      url: 'https://puzz.link/p?tentaisho/4/4/zge',
      error: /^Truncated: the body ends before the last point \(it reaches point 29 of 49\)/,
    },
    { why: 'an empty body', url: 'https://puzz.link/p?tentaisho/2/2/', error: /^Truncated/ },
    {
      why: 'a bad character',
      url: 'https://puzz.link/p?tentaisho/2/2/a.e',
      error: /^Bad character "\." at 1/,
    },
    {
      why: 'dots too close',
      url: 'https://puzz.link/p?tentaisho/2/2/0e',
      error: /^Dots too close: dot 0 \[1, 1\] and dot 1 \[1, 2\]/,
    },
    { why: 'no stars', url: 'https://puzz.link/p?tentaisho/2/2/o', error: /^No dots/ },
    {
      why: 'removed cells',
      url: 'https://puzz.link/p?tentaisho/2/2/eeg',
      error:
        /^Removed cells are not supported: the URL removes 1 cell\(s\) \(cell 0 \(row 0, column 0\)\)/,
    },
    {
      why: 'junk after the last point',
      url: 'https://puzz.link/p?tentaisho/2/2/ee!',
      error: /^Bad character "!" after the last point/,
    },
  ])('refuses $why', ({ url, error }) => {
    expect(() => fromPuzzLink(url as string)).toThrow(error);
  });
});

describe('puzz.link URLs of real-puzzles.jsonl', () => {
  const whole = real.entries.filter((entry) => !entry.holes);
  const holed = real.entries.filter((entry) => entry.holes);

  it.each(whole.map(({ url, w, h, dots, black }) => ({ url, w, h, dots, black })))(
    'decodes and re-encodes $url',
    ({ url, w, h, dots, black }) => {
      const puzzle = fromPuzzLink(url);
      expect(puzzle).toEqual({ w, h, dots, ...(black?.length ? { black } : {}) });
      expect(bodyOf(toPuzzLink(puzzle))).toBe(bodyOf(url));
    },
  );

  it('refuses the one with removed cells, saying so', () => {
    expect(holed).toHaveLength(1);
    expect(() => fromPuzzLink(holed[0]!.url)).toThrow(
      'Removed cells are not supported: the URL removes 1 cell(s) (cell 4 (row 0, column 4)); Galaxies needs a full grid',
    );
  });
});
