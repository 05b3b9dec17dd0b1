import { describe, expect, it } from 'vitest';
import { check } from './check.js';
import { DIFFICULTIES } from './constants.js';
import { count } from './count.js';
import { BANDS } from './grade.js';
import { gradeV2 } from './grade-v2.js';
import { roundsOf, scoreOfRounds } from './grade-v3.js';
import { makeV3 } from './make-v3.js';
import { stream } from './stream.js';

/** Sizes to make: a few squares from 5 to 30 and rectangles drawn from a seeded stream. */
const SQUARES = [5, 6, 8, 11, 16, 21, 30];
const drawn = stream('make-v3 sizes');
const RECTANGLES = Array.from({ length: 10 }, () => {
  const w = 5 + drawn.below(26);
  let h = 5 + drawn.below(26);
  if (h === w) h = w === 30 ? 5 : w + 1;
  return [w, h] as const;
});

describe('version 3 making', () => {
  it.each([...SQUARES.map((n) => [n, n] as const), ...RECTANGLES])(
    '%i × %i at every level: one answer, decided by the ladder, scored in its band',
    (w, h) => {
      for (const level of DIFFICULTIES) {
        const made = makeV3(w, h, level, stream(`test|${w}x${h}|${level}`));
        const puzzle = { w, h, dots: made.dots };
        expect(check(puzzle, made.answer), `${w}×${h} ${level}`).toBe(true);
        expect(gradeV2(puzzle).decided).toBe(true);
        expect(count(puzzle, 2).count, `${w}×${h} ${level}`).toBe(1);
        const [low, high] = BANDS[level];
        expect(made.score).toBe(scoreOfRounds(roundsOf(puzzle), w * h));
        expect(made.score).toBeGreaterThanOrEqual(low);
        expect(made.score).toBeLessThanOrEqual(high);
      }
    },
    120_000,
  );

  it('makes the same puzzle from the same stream', () => {
    const one = makeV3(12, 9, 'hard', stream('same'));
    const two = makeV3(12, 9, 'hard', stream('same'));
    expect(two).toEqual(one);
    expect(makeV3(12, 9, 'hard', stream('other')).dots).not.toEqual(one.dots);
  });
});
