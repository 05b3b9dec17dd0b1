import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';
import { cellsOfSide } from './geometry.js';
import type { Dot, Puzzle } from './puzzle.js';
import { solve } from './solve.js';
import { arbPuzzle } from './test/arbitrary.js';
import { flat, real, tatham } from './test/corpus.js';
import { tintsOf, TINTS } from './tints.js';
import { touching } from './touching.js';
import { answerWalls } from './walls.js';

/** The relative imports of one of the engine's source files, sorted. */
function importsOf(file: string): string[] {
  const source = readFileSync(fileURLToPath(new URL(file, import.meta.url).href), 'utf8');
  return [...source.matchAll(/from '\.\/([\w-]+)\.js'/g)].map((m) => m[1]!).sort();
}

/** No dot could clash less with the galaxies around it by wearing another tint. */
function settled(puzzle: Puzzle, tints: number[]): boolean {
  const touch = touching(puzzle);
  const D = puzzle.dots.length;
  // How much wall dot d is expected to share with the other dots wearing tint t.
  const clash = (d: number, t: number) =>
    tints.reduce((sum, u, e) => (e !== d && u === t ? sum + touch[d * D + e]! : sum), 0);
  return tints.every((tint, d) =>
    [...Array(TINTS).keys()].every((t) => clash(d, tint) <= clash(d, t) + 1e-9),
  );
}

/** Each pair of dots whose galaxies share a side in `answer`, lower dot first. */
function neighbours(puzzle: Puzzle, answer: readonly number[]): [number, number][] {
  const pairs = new Map<string, [number, number]>();
  for (const id of answerWalls(puzzle, answer)) {
    const [a, b] = cellsOfSide(puzzle.w, puzzle.h, id)!.map((cell) => answer[cell]!);
    const pair: [number, number] = [Math.min(a!, b!), Math.max(a!, b!)];
    pairs.set(pair.join(' '), pair);
  }
  return [...pairs.values()];
}

/** Neighbouring galaxies, and how many of them share a tint, over some answered puzzles. */
function sameTint(answered: { puzzle: Puzzle; answer: readonly number[] }[]) {
  let [pairs, same] = [0, 0];
  for (const { puzzle, answer } of answered) {
    const tints = tintsOf(puzzle);
    for (const [a, b] of neighbours(puzzle, answer)) {
      pairs++;
      if (tints[a] === tints[b]) same++;
    }
  }
  return { pairs, same };
}

describe('tintsOf', () => {
  it('imports nothing that solves, so a tint never hints at the answer', () => {
    expect(importsOf('./tints.ts')).toEqual(['puzzle', 'touching']);
    expect(importsOf('./touching.ts')).toEqual(['puzzle', 'shape']);
  });

  it('gives each dot one tint 0–6, the same every time, on random puzzles', () => {
    fc.assert(
      fc.property(arbPuzzle(10), (puzzle) => {
        const dots = Object.freeze(
          puzzle.dots.map((dot): Dot => Object.freeze([dot[0], dot[1]] as const)),
        );
        const tints = tintsOf(Object.freeze({ ...puzzle, dots }));
        expect(tints).toHaveLength(puzzle.dots.length);
        expect(tints.every((t) => Number.isInteger(t) && t >= 0 && t < TINTS)).toBe(true);
        // A fresh copy, so nothing cached by the puzzle object decides it.
        expect(tintsOf({ w: puzzle.w, h: puzzle.h, dots: puzzle.dots.map((d) => [...d]) })).toEqual(
          tints,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('keeps dots that could touch apart as far as seven tints allow, on random puzzles', () => {
    fc.assert(
      fc.property(arbPuzzle(10), (puzzle) => {
        expect(settled(puzzle, tintsOf(puzzle))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('gives dots whose cores are side by side different tints', () => {
    // A 3 × 3 block of one-cell dots: each meets up to four others, and seven tints suffice.
    const dots = [1, 3, 5].flatMap((y) => [1, 3, 5].map((x) => [y, x] as const));
    const tints = tintsOf({ w: 3, h: 3, dots });
    for (let cell = 0; cell < 9; cell++) {
      if (cell % 3 < 2) expect(tints[cell]).not.toBe(tints[cell + 1]);
      if (cell < 6) expect(tints[cell]).not.toBe(tints[cell + 3]);
    }
  });

  it('spreads dots that will not meet over the tints in turn', () => {
    // Corner dots of an empty board: each can only own its own cell.
    const corners = {
      w: 9,
      h: 9,
      dots: [1, 17].flatMap((y) => [1, 17].map((x) => [y, x] as const)),
    };
    expect(tintsOf(corners)).toEqual([0, 1, 2, 3]);
    // Nine dots along a row, each meeting only the next: all seven tints, none more than twice.
    const row = { w: 64, h: 1, dots: [...Array(9).keys()].map((k) => [1, 14 * k + 1] as const) };
    const uses = new Array<number>(TINTS).fill(0);
    tintsOf(row).forEach((t) => uses[t]!++);
    expect(uses.every((n) => n === 1 || n === 2)).toBe(true);
  });

  it('numbers the tints in the order the dots first wear them', () => {
    fc.assert(
      fc.property(arbPuzzle(8), (puzzle) => {
        const tints = tintsOf(puzzle);
        tints.forEach((t, d) =>
          expect(t).toBeLessThanOrEqual(Math.max(-1, ...tints.slice(0, d)) + 1),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('gives under 1% of neighbouring galaxies one tint, on generated puzzles', () => {
    // The first 40 codes a size of `pnpm tints`, which measures 150 a size.
    const answered = [10, 13].flatMap((size) =>
      [...Array(40).keys()].map((k) => {
        const puzzle = generate(`tints${size}n${k}`, size);
        return { puzzle, answer: solve(puzzle).answer! };
      }),
    );
    const { pairs, same } = sameTint(answered);
    expect(pairs).toBeGreaterThan(3000);
    expect(same / pairs).toBeLessThan(0.01);
  });

  describe('on the corpus', () => {
    it('tints every reference puzzle settled, from its dots alone', () => {
      for (const { w, h, dots } of [...tatham.entries, ...real.entries]) {
        const tints = tintsOf({ w, h, dots });
        expect(tints.every((t) => t >= 0 && t < TINTS)).toBe(true);
        expect(settled({ w, h, dots }, tints)).toBe(true);
      }
    });

    it('gives under 1% of neighbouring galaxies in the answers one tint', () => {
      const answered = [
        ...tatham.entries.map(({ w, h, dots, answer }) => ({
          puzzle: { w, h, dots },
          answer: flat(answer),
        })),
        ...real.entries.flatMap(({ w, h, dots, answer, holes }) =>
          answer && !holes ? [{ puzzle: { w, h, dots }, answer }] : [],
        ),
      ];
      const { pairs, same } = sameTint(answered);
      expect(same / pairs).toBeLessThan(0.01);
    });
  });
});
