import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProvisional, newPlayer } from './player.js';
import { puzzleSeed } from './puzzle-seed.js';

const scoreArb = fc.double({ min: 1, max: 10, noNaN: true });

describe('puzzleSeed', () => {
  it.each([
    { score: 1, rating: 1200 },
    { score: 4.8, rating: 1485 },
    { score: 5, rating: 1500 },
    { score: 6.2, rating: 1590 },
    { score: 10, rating: 1875 },
  ])('seeds a puzzle of score $score at $rating', ({ score, rating }) => {
    expect(puzzleSeed(score).rating).toBeCloseTo(rating, 9);
  });

  it('starts as a new player does but for the rating: RD 350, σ 0.06, no games, never rated', () => {
    expect(puzzleSeed(7)).toEqual({ ...newPlayer(), rating: 1650 });
    expect(isProvisional(puzzleSeed(7))).toBe(true);
  });

  it('is monotone in the score, and stays from 1200 to 1875 (property)', () => {
    fc.assert(
      fc.property(scoreArb, scoreArb, (a, b) => {
        fc.pre(a <= b);
        const [low, high] = [puzzleSeed(a).rating, puzzleSeed(b).rating];
        // Strictly higher for any score a tenth higher (scores come to one decimal).
        if (b - a >= 0.1) expect(low).toBeLessThan(high);
        else expect(low).toBeLessThanOrEqual(high);
        expect(low).toBeGreaterThanOrEqual(1200);
        expect(high).toBeLessThanOrEqual(1875);
      }),
    );
  });

  it.each([0.9, 10.1, -5, Number.NaN, Number.POSITIVE_INFINITY, '5' as unknown as number])(
    'refuses a score of %o with a RangeError',
    (score) => {
      expect(() => puzzleSeed(score)).toThrow(RangeError);
      expect(() => puzzleSeed(score)).toThrow(/score must be a difficulty score from 1 to 10/);
    },
  );
});
