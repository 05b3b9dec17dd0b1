import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';
import { hint } from './hint.js';
import { shape, Side } from './shape.js';
import { solve } from './solve.js';
import { small, smallAnswer } from './test/boards.js';
import { answerWalls } from './walls.js';
import { followHints } from './test/hints.js';
import { flat, tatham } from './test/corpus.js';

describe('hint', () => {
  it('says solved once the walls are the answer’s', () => {
    expect(hint(small, { w: answerWalls(small, smallAnswer) })).toEqual({ kind: 'solved' });
  });

  it('points out a drawn wall that no answer has', () => {
    // Side 0 is through a dot; 16 parts cells 8 and 9, both dot 2's.
    const found = hint(small, { w: [16] });
    expect(found).toMatchObject({ kind: 'mistake', wall: 16 });
    expect(found.kind === 'mistake' && found.message).toMatch(
      /cuts through a galaxy: cell 8 .* cell 9/,
    );
  });

  it('proves walls with the technique behind them and a sentence', () => {
    const found = hint(small, { w: [] });
    expect(found.kind).toBe('wall');
    if (found.kind !== 'wall') return;
    expect(found.walls.length).toBeGreaterThan(0);
    expect(found.cells.length).toBeGreaterThanOrEqual(2);
    expect(found.message.length).toBeGreaterThan(20);
  });

  it.each([7, 10, 13].flatMap((size) => ['a', 'b', 'c'].map((code) => ({ code, size }))))(
    'solves the generated $size × $size "$code" hint by hint, every hinted wall in the answer',
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
      expect(hints.every((h) => h.kind !== 'wall' || h.technique !== 'answer')).toBe(true);
    },
  );
});

describe.skipIf(!tatham.found)('hint on tatham-dev.jsonl', () => {
  it.each(tatham.entries.filter((_, k) => k % 8 === 0).map((e) => ({ id: e.id.slice(0, 24), e })))(
    'leads to the answer of $id',
    ({ e }) => {
      const puzzle = { w: e.w, h: e.h, dots: e.dots };
      expect(followHints(puzzle, flat(e.answer)).hints.at(-1)).toEqual({ kind: 'solved' });
    },
  );
});
