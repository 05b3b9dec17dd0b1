import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { count, unique } from './count.js';
import { cutOff, small, smallAnswer, strip } from './test/boards.js';
import { flat, real, tatham } from './test/corpus.js';

describe('count', () => {
  it('imports nothing of the solver, so it proves uniqueness independently', () => {
    const source = readFileSync(fileURLToPath(new URL('./count.ts', import.meta.url).href), 'utf8');
    const imports = [...source.matchAll(/from '\.\/([\w-]+)\.js'/g)].map((m) => m[1]);
    expect(imports.sort()).toEqual(['check', 'puzzle', 'shape']);
  });

  it('finds the one answer of a small puzzle', () => {
    expect(count(small)).toEqual({ count: 1, answers: [smallAnswer], gaveUp: false });
    expect(unique(small, smallAnswer)).toBe(true);
    expect(unique(small, [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 2, 1])).toBe(false);
  });

  // 3 × 3, dots in the middles of the top, centre and bottom cells: rows, or the centre dot
  // taking the corners as well.
  const twoWays = {
    w: 3,
    h: 3,
    dots: [
      [1, 3],
      [3, 3],
      [5, 3],
    ] as const,
  };

  it('counts several answers up to the limit', () => {
    expect(count(twoWays, 5)).toEqual({
      count: 2,
      answers: [
        [0, 0, 0, 1, 1, 1, 2, 2, 2],
        [1, 0, 1, 1, 1, 1, 1, 2, 1],
      ],
      gaveUp: false,
    });
    expect(count(twoWays, 1).count).toBe(1);
    expect(unique(twoWays, [0, 0, 0, 1, 1, 1, 2, 2, 2])).toBe(false);
  });

  it('finds no answer where there is none', () => {
    expect(count({ w: 3, h: 1, dots: [[1, 2]] }).count).toBe(0); // cell 2's twin is off the grid
    expect(count(strip).count).toBe(0); // cells 0 and 4 can only be the middle dot’s, cut off
    expect(count(cutOff.puzzle).count).toBe(0);
  });

  it('gives up when the budget runs out, and unique then says false', () => {
    expect(count(small, 2, 0)).toEqual({ count: 0, answers: [], gaveUp: true });
    expect(unique(small, smallAnswer, 0)).toBe(false);
  });
});

describe.skipIf(!tatham.found || !real.found)('count on the corpus', () => {
  it.each(tatham.entries.map((e) => ({ id: e.id.slice(0, 24), e })))(
    'finds exactly the listed answer of $id',
    ({ e }) => {
      expect(count(e)).toEqual({ count: 1, answers: [flat(e.answer)], gaveUp: false });
    },
  );

  it.each(real.entries.filter((e) => !e.holes).map((e) => ({ size: `${e.w}x${e.h}`, e })))(
    'finds the listed answers of the $size from real-puzzles.jsonl',
    ({ e }) => {
      const found = count(e);
      expect(found.gaveUp).toBe(false);
      expect(found.count).toBe(e.solutions);
      if (e.answer) expect(found.answers[0]).toEqual(e.answer);
    },
    30_000, // proving the 15 × 15 has no answer takes 1–2 s, more on a busy machine
  );
});
