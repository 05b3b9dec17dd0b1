import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';
import { hint } from './hint.js';
import { shape, Side } from './shape.js';
import { solve } from './solve.js';
import { small, smallAnswer } from './test/boards.js';
import { answerWalls } from './walls.js';
import { ENGINE_WORDS, followHints } from './test/hints.js';
import { cellWords, dotWords, hintMessage } from './words.js';

describe('hint', () => {
  it('says solved once the walls are the answer’s', () => {
    expect(hint(small, { w: answerWalls(small, smallAnswer) })).toEqual({ kind: 'solved' });
  });

  it('calls out a drawn wall that no answer has first, in the same form, counted from 1', () => {
    // Side 16 parts cells 8 and 9 (row 3, columns 1 and 2), both dot 2's.
    const found = hint(small, { w: [2, 16] });
    expect(found).toMatchObject({
      kind: 'mistake',
      wall: 16,
      walls: [16],
      cells: [8, 9],
      dots: [],
      reason: { code: 'cuts-a-galaxy', cell: 8, across: 9 },
    });
    expect(found.kind === 'mistake' && found.message).toBe(
      'This wall cuts through a galaxy: the cell in row 3, column 1 and the cell in row 3, column 2 belong together.',
    );
  });

  it('gives one smallest deduction: a wall or two, its reason, its cells and dots', () => {
    const found = hint(small, { w: [] });
    expect(found.kind).toBe('wall');
    if (found.kind !== 'wall') return;
    expect(found.walls.length).toBeGreaterThanOrEqual(1);
    expect(found.walls.length).toBeLessThanOrEqual(3);
    expect(found.cells).toContain(found.reason.cell);
    expect(found.cells.length).toBeLessThanOrEqual(6);
    expect(found.dots.length).toBeGreaterThan(0);
    expect(found.message).toMatch(/^The cell in row \d, column \d (can’t|must) belong to the dot/);
    expect(found.message).not.toMatch(ENGINE_WORDS);
  });

  it('starts a fresh 7 × 7 with one wall, not a screenful', () => {
    const puzzle = generate('k3x9q', 7);
    const found = hint(puzzle, { w: [] });
    expect(found.kind === 'wall' && found.walls).toHaveLength(1);
  });

  it.each([7, 10, 13].flatMap((size) => ['a', 'b', 'c'].map((code) => ({ code, size }))))(
    'solves the generated $size × $size "$code" hint by hint, every hint checked',
    ({ code, size }) => {
      const puzzle = generate(code, size);
      const answer = solve(puzzle).answer!;
      const { hints, walls } = followHints(puzzle, answer);
      expect(hints.at(-1)).toEqual({ kind: 'solved' });
      expect(new Set(walls)).toEqual(
        new Set(
          answerWalls(puzzle, answer).filter((id) => shape(puzzle).sideKind[id] === Side.open),
        ),
      );
      expect(hints.every((h) => h.kind !== 'wall' || h.reason.code !== 'in-the-answer')).toBe(true);
    },
  );
});

describe('the words of a hint', () => {
  it('name cells and dots by where they are, from 1', () => {
    expect(cellWords(7, 0)).toBe('the cell in row 1, column 1');
    expect(cellWords(7, 15)).toBe('the cell in row 3, column 2');
    expect(dotWords([5, 7])).toBe('the dot in row 3, column 4');
    expect(dotWords([4, 9])).toBe('the dot on the line between rows 2 and 3 in column 5');
    expect(dotWords([5, 8])).toBe('the dot on the line between columns 4 and 5 in row 3');
    expect(dotWords([4, 8])).toBe('the dot where rows 2 and 3 meet columns 4 and 5');
  });

  it('say why, then why a wall goes there', () => {
    const dots = small.dots;
    expect(
      hintMessage(4, dots, { code: 'twin-off-grid', cell: 3, dot: 0 }, [{ cell: 2, dot: 0 }]),
    ).toBe(
      'The cell in row 1, column 4 can’t belong to the dot where rows 1 and 2 meet columns 1 and 2: turned half way round that dot, it would land off the grid. The cell in row 1, column 3 does belong to that dot, so a wall goes between them.',
    );
    expect(
      hintMessage(4, dots, { code: 'twin-joins', cell: 4, dot: 0, twin: 1 }, [{ cell: 8, dot: 2 }]),
    ).toBe(
      'The cell in row 2, column 1 must belong to the dot where rows 1 and 2 meet columns 1 and 2: turned half way round that dot, it lands on the cell in row 1, column 2, which belongs to it. The cell in row 3, column 1 belongs to the dot on the line between columns 2 and 3 in row 3, so a wall goes between them.',
    );
  });
});
