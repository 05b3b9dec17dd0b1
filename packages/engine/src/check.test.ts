import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check, explainCheck } from './check.js';
import { shape } from './shape.js';
import type { Answer, Dot, Puzzle } from './puzzle.js';
import { cutOff, reachable, small, smallAnswer, strip } from './test/boards.js';
import { flat, real, tatham } from './test/corpus.js';

describe('check', () => {
  it('passes a valid answer', () => {
    expect(check(small, smallAnswer)).toBe(true);
    expect(explainCheck(small, smallAnswer)).toBeNull();
    expect(check({ w: 1, h: 1, dots: [[1, 1]] }, [0])).toBe(true);
  });

  it.each([
    { why: 'a malformed puzzle', puzzle: { w: 0, h: 1, dots: [] }, answer: [], rule: 'puzzle' },
    { why: 'not an array', puzzle: small, answer: 'abc', rule: 'answer' },
    { why: 'the wrong length', puzzle: small, answer: [0, 0, 1], rule: 'answer' },
    { why: 'a fraction', puzzle: small, answer: [0.5, ...smallAnswer.slice(1)], rule: 'answer' },
    {
      why: 'a dot out of range',
      puzzle: small,
      answer: [3, ...smallAnswer.slice(1)],
      rule: 'answer',
    },
    { why: 'a negative dot', puzzle: small, answer: [-1, ...smallAnswer.slice(1)], rule: 'answer' },
    {
      why: 'an empty cell',
      puzzle: small,
      answer: [undefined, ...smallAnswer.slice(1)],
      rule: 'answer',
    },
    {
      why: 'a core given away',
      puzzle: small,
      answer: [0, 0, 1, 1, 0, 0, 1, 1, 2, 0, 2, 2],
      rule: 'core',
    },
    {
      why: 'a lopsided galaxy',
      puzzle: small,
      answer: [0, 0, 1, 1, 0, 0, 1, 1, 0, 2, 2, 2],
      rule: 'symmetry',
    },
    { why: 'a twin off the grid', puzzle: strip, answer: [1, 0, 1, 2, 2], rule: 'symmetry' },
    { why: 'a pair cut off (strip)', puzzle: strip, answer: [1, 0, 1, 2, 1], rule: 'joined' },
    { why: 'a pair cut off (3 × 3)', puzzle: cutOff.puzzle, answer: cutOff.answer, rule: 'joined' },
  ])('fails $why, saying so', ({ puzzle, answer, rule }) => {
    expect(check(puzzle as Puzzle, answer as Answer)).toBe(false);
    expect(explainCheck(puzzle as Puzzle, answer as Answer)?.rule).toBe(rule);
  });

  it('names the rule and the cells in words', () => {
    expect(explainCheck(cutOff.puzzle, cutOff.answer)).toEqual({
      rule: 'joined',
      message:
        'The galaxy of dot 1 [3, 3] is not joined up: cell 0 (row 0, column 0) cannot be reached from its core',
      cells: [0, 8],
    });
    expect(explainCheck(small, [0, 0, 1, 1, 0, 0, 1, 1, 0, 2, 2, 2])).toEqual({
      rule: 'symmetry',
      message:
        'The galaxy of dot 0 [2, 2] is lopsided: cell 8 (row 2, column 0) turns onto off the grid',
      cells: [8],
    });
  });

  it('never throws, whatever it is given', () => {
    const anyAnswer = fc.oneof(
      fc.jsonValue(),
      fc.anything(),
      fc.array(fc.integer({ min: -2, max: 4 }), { minLength: 12, maxLength: 12 }),
    );
    const anyPuzzle = fc.oneof(fc.jsonValue(), fc.anything(), fc.constant(small));
    fc.assert(
      fc.property(anyPuzzle, anyAnswer, (puzzle, answer) => {
        expect(typeof check(puzzle as Puzzle, answer as Answer)).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with a brute-force reading of the rules on random small answers', () => {
    // All 3^12 answers are too many; random ones, judged by rules written out plainly here.
    const plain = (a: number[]): boolean => {
      const s = shape(small);
      if (s.cores.some((core, d) => core.some((cell) => a[cell] !== d))) return false;
      if (a.some((d, i) => a[s.mirror[i * s.D + d] as number] !== d)) return false;
      return a.every((d, i) => reachable(4, 3, a, [i]).has(s.cores[d]![0]!));
    };
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 12, maxLength: 12 }),
        (a) => {
          expect(check(small, a)).toBe(plain(a));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

/** A copy of `answer` with `cell` given to dot `d`. */
function given(answer: Answer, cell: number, d: number): number[] {
  const copy = [...answer];
  copy[cell] = d;
  return copy;
}

/**
 * A symmetric pair cut off from its core, made from a valid answer: two non-core cells p and
 * its twin q leave galaxy a for two new one-cell galaxies (new dots in their middles). Every
 * galaxy stays symmetric; the pair cut is chosen so that a is no longer joined. Null when no
 * cell of the answer cuts its galaxy that way.
 */
function cutOffPair(puzzle: Puzzle, answer: Answer): { puzzle: Puzzle; answer: number[] } | null {
  const s = shape(puzzle);
  for (let p = 0; p < s.cells; p++) {
    const a = answer[p]!;
    const q = s.mirror[p * s.D + a]!;
    if (s.coreOf[p] !== -1 || q <= p) continue;
    const trial = answer.map((d, i) => (i === p ? s.D : i === q ? s.D + 1 : d));
    const home = reachable(s.w, s.h, trial, s.cores[a]!);
    if (trial.every((d, i) => d !== a || home.has(i))) continue;
    // New dots in the middles of p and q, then all dots back into reading order.
    const middle = (i: number): Dot => [2 * Math.floor(i / s.w) + 1, 2 * (i % s.w) + 1];
    const dots = [...puzzle.dots, middle(p), middle(q)];
    const order = [...dots.keys()].sort(
      (d, e) => dots[d]![0] - dots[e]![0] || dots[d]![1] - dots[e]![1],
    );
    const place = new Array<number>(dots.length);
    order.forEach((d, k) => (place[d] = k));
    return {
      puzzle: { w: s.w, h: s.h, dots: order.map((d) => dots[d]!) },
      answer: trial.map((d) => place[d]!),
    };
  }
  return null;
}

describe('check on tatham-dev.jsonl', () => {
  const cases = tatham.entries.map((entry) => ({
    name: entry.id.slice(0, 24),
    puzzle: { w: entry.w, h: entry.h, dots: entry.dots },
    answer: flat(entry.answer),
  }));

  it.each(cases)('passes the answer of $name', ({ puzzle, answer }) => {
    expect(explainCheck(puzzle, answer)).toBeNull();
  });

  it('fails a symmetric pair cut off from its core, in most of them', () => {
    const cut = cases
      .map(({ puzzle, answer }) => cutOffPair(puzzle, answer))
      .filter((c) => c !== null);
    expect(cut.length).toBeGreaterThan(cases.length / 2);
    for (const { puzzle, answer } of cut) {
      expect(check(puzzle, answer)).toBe(false);
      expect(explainCheck(puzzle, answer)?.rule).toBe('joined');
    }
  });

  it.each(cases)('fails every mutation of $name', ({ puzzle, answer }) => {
    const s = shape(puzzle);
    for (let i = 0; i < s.cells; i++) {
      for (let k = 0; k < 4; k++) {
        const n = s.neighbours[4 * i + k] as number;
        if (n === -1 || answer[n] === answer[i]) continue;
        // One cell given to a neighbouring dot: a core cell breaks the core rule, any other
        // leaves its own galaxy lopsided.
        const mutated = given(answer, i, answer[n] as number);
        expect(explainCheck(puzzle, mutated)?.rule).toBe(s.coreOf[i] === -1 ? 'symmetry' : 'core');
      }
    }
    // Every core cell taken away, to the next dot when no neighbour is another dot's.
    for (let d = 0; d < s.D; d++) {
      for (const cell of s.cores[d] as number[]) {
        const mutated = given(answer, cell, (d + 1) % s.D);
        expect(explainCheck(puzzle, mutated)?.rule).toBe('core');
      }
    }
  });
});

describe('check on real-puzzles.jsonl', () => {
  it('passes every listed answer', () => {
    const solved = real.entries.filter((entry) => entry.answer);
    expect(solved.length).toBeGreaterThan(5);
    for (const { w, h, dots, answer } of solved)
      expect(explainCheck({ w, h, dots }, answer!)).toBeNull();
  });
});
