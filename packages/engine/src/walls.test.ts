import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellsOfSide } from './geometry.js';
import { shape, Side } from './shape.js';
import { answerWalls, givenWalls, regionsOf } from './walls.js';
import { arbPuzzle } from './test/arbitrary.js';
import { pair, small, smallAnswer } from './test/boards.js';
import { flat, tatham } from './test/corpus.js';

describe('givenWalls', () => {
  it('lists the sides between two dots’ cores, and no side through a dot', () => {
    // 1 | 2 (dots 0 and 1), 5 | 6 (0 and 1), 5 over 9 (0 and 2), 6 over 10 (1 and 2).
    expect(givenWalls(small)).toEqual([2, 10, 11, 13]);
    expect(givenWalls({ w: 2, h: 1, dots: [[1, 2]] })).toEqual([]);
  });

  it('throws for a malformed puzzle', () => {
    expect(() => givenWalls({ w: 2, h: 2, dots: [] })).toThrow(/^No dots/);
  });

  describe('on tatham-dev.jsonl', () => {
    it('never blocks the answer: each given wall parts two different dots', () => {
      for (const entry of tatham.entries) {
        const answer = flat(entry.answer);
        for (const id of givenWalls(entry)) {
          const [a, b] = cellsOfSide(entry.w, entry.h, id)!;
          expect(answer[a]).not.toBe(answer[b]);
        }
      }
    });
  });
});

describe('answerWalls', () => {
  it('draws the sides between cells of different dots, given walls included, in order', () => {
    // 0 0 1 1 / 0 0 1 1 / 2 2 2 2: right of cells 1 and 5, under cells 4–7.
    expect(answerWalls(small, smallAnswer)).toEqual([2, 9, 10, 11, 13, 15]);
    for (const id of givenWalls(small)) expect(answerWalls(small, smallAnswer)).toContain(id);
  });

  it('draws no wall for one galaxy, and every side for all-different cells', () => {
    expect(answerWalls({ w: 2, h: 2, dots: [[2, 2]] }, [0, 0, 0, 0])).toEqual([]);
    expect(answerWalls({ w: 2, h: 2, dots: [] }, [0, 1, 2, 3])).toEqual([0, 1, 3, 4]);
  });
});

describe('regionsOf', () => {
  it('joins everything but what the given walls part when no wall is drawn', () => {
    expect(regionsOf(small, [])).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]);
    expect(regionsOf(pair, [])).toEqual([[0], [1]]);
  });

  it('cuts the grid along the walls of an answer', () => {
    expect(regionsOf(small, answerWalls(small, smallAnswer))).toEqual([
      [0, 1, 4, 5],
      [2, 3, 6, 7],
      [8, 9, 10, 11],
    ]);
  });

  it('ignores ids that are not open sides, and stray walls split nothing', () => {
    const walls = [...answerWalls(small, smallAnswer), -1, 6, 99, 2.5, 0, 18];
    expect(regionsOf(small, walls)).toHaveLength(3);
  });

  it('partitions the grid into joined regions parted only by walls', () => {
    const arb = arbPuzzle(7).chain((puzzle) =>
      fc.record({
        puzzle: fc.constant(puzzle),
        walls: fc.array(fc.integer({ min: -2, max: 2 * puzzle.w * puzzle.h + 2 })),
      }),
    );
    fc.assert(
      fc.property(arb, ({ puzzle, walls }) => {
        const s = shape(puzzle);
        const regions = regionsOf(puzzle, walls);
        const region = new Array<number>(s.cells).fill(-1);
        regions.forEach((cells, r) => cells.forEach((i) => (region[i] = r)));
        expect(regions.flat().sort((a, b) => a - b)).toEqual([...Array(s.cells).keys()]);
        const standing = new Set(walls);
        for (let id = 0; id < 2 * s.cells; id++) {
          const across = cellsOfSide(s.w, s.h, id);
          if (!across || region[across[0]] === region[across[1]]) continue;
          // Cells of different regions are parted by a wall the puzzle lets stand there.
          const kind = s.sideKind[id];
          expect(kind === Side.given || (kind === Side.open && standing.has(id))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
