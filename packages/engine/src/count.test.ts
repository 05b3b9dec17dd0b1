import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from './check.js';
import { count, unique } from './count.js';
import { coreOf, mirrorOf } from './geometry.js';
import type { Dot, Puzzle } from './puzzle.js';
import { stream } from './stream.js';
import { cutOff, small, smallAnswer, strip, threeDotBoards } from './test/boards.js';
import { flat, real, tatham } from './test/corpus.js';
import { tile } from './tiler.js';

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

/**
 * Every answer of a small puzzle, by trying each cell as each dot in reading order (kept only
 * when its twin is on the grid and, if already tried, the same dot's; cores their dots'), each
 * full board checked by `check`: slow and plainly right, to hold the counter's pruning to.
 */
function everyAnswer(puzzle: Puzzle): number {
  const { w, h, dots } = puzzle;
  const cells = w * h;
  const fixed = new Array<number>(cells).fill(-1);
  dots.forEach((dot, d) => coreOf(w, dot).forEach((cell) => (fixed[cell] = d)));
  const answer = new Array<number>(cells).fill(-1);
  let found = 0;
  const fill = (i: number): void => {
    if (i === cells) {
      if (check(puzzle, answer)) found++;
      return;
    }
    for (let d = 0; d < dots.length; d++) {
      if (fixed[i] !== -1 && fixed[i] !== d) continue;
      const twin = mirrorOf(w, h, i, dots[d]!);
      if (twin === -1 || (twin < i && answer[twin] !== d)) continue;
      answer[i] = d;
      fill(i + 1);
    }
    answer[i] = -1;
  };
  fill(0);
  return found;
}

/**
 * A small tiling's puzzle, as made or with one dot taken away or one put where a core is free:
 * one answer, none, or several.
 */
const smallPuzzle = fc
  .record({
    w: fc.integer({ min: 2, max: 5 }),
    h: fc.integer({ min: 2, max: 4 }),
    seed: fc.string(),
    share: fc.double({ min: 0.2, max: 0.7, noNaN: true }),
    change: fc.constantFrom('none', 'drop', 'add'),
    pick: fc.nat(),
  })
  .map(({ w, h, seed, share, change, pick }): Puzzle => {
    const { dots } = tile(w, h, stream(seed), share);
    if (change === 'drop' && dots.length > 1)
      return { w, h, dots: dots.filter((_, d) => d !== pick % dots.length) };
    if (change !== 'add') return { w, h, dots };
    const taken = new Set(dots.flatMap((dot) => coreOf(w, dot)));
    const free: Dot[] = [];
    for (let y = 1; y < 2 * h; y++)
      for (let x = 1; x < 2 * w; x++)
        if (coreOf(w, [y, x]).every((cell) => !taken.has(cell))) free.push([y, x]);
    if (free.length === 0) return { w, h, dots };
    const added = [...dots, free[pick % free.length]!];
    return { w, h, dots: added.sort((a, b) => a[0] - b[0] || a[1] - b[1]) };
  });

describe('count against every answer', () => {
  it('finds as many answers as trying every board does, on small puzzles', () => {
    fc.assert(
      fc.property(smallPuzzle, (puzzle) => {
        const found = count(puzzle, 100);
        expect(found.gaveUp).toBe(false);
        expect(found.count).toBe(Math.min(100, everyAnswer(puzzle)));
        for (const answer of found.answers) expect(check(puzzle, answer)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('finds as many answers as trying every board does, for every three-dot board up to 4 × 4', () => {
    const tally = [0, 0, 0];
    for (const puzzle of threeDotBoards([
      [3, 3],
      [4, 3],
      [4, 4],
    ])) {
      const found = count(puzzle, 100);
      expect(found.count).toBe(everyAnswer(puzzle));
      tally[Math.min(2, found.count)]!++;
    }
    // Boards of each kind: none, one and several answers.
    expect(Math.min(...tally)).toBeGreaterThan(10);
  });
});

describe('count on the corpus', () => {
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
