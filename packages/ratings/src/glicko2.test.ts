import { describe, expect, it } from 'vitest';
import { MAX_RD, SCALE, ratePeriod, widen } from './glicko2.js';
import type { Game } from './glicko2.js';
import { GLICKMAN } from './worked-examples.js';

const settled = { rating: 1550, rd: 40, volatility: 0.06 };
const win = (weight: number): Game => ({ rating: 1500, rd: 80, score: 1, weight });

describe('ratePeriod', () => {
  it("matches Glickman's worked example: 1464.06 / 151.52, σ 0.05999", () => {
    const after = ratePeriod(GLICKMAN.player, GLICKMAN.games, true);
    // His figures carry intermediate values rounded to four places, hence 0.02 and not less.
    expect(Math.abs(after.rating - GLICKMAN.published.rating)).toBeLessThan(0.02);
    expect(Math.abs(after.rd - GLICKMAN.published.rd)).toBeLessThan(0.01);
    expect(Math.abs(after.volatility - GLICKMAN.published.volatility)).toBeLessThan(1e-5);
  });

  it('counts two half-games as one whole game', () => {
    const halves = ratePeriod(settled, [win(0.5), win(0.5)], true);
    const whole = ratePeriod(settled, [win(1)], true);
    expect(halves.rating).toBeCloseTo(whole.rating, 9);
    expect(halves.rd).toBeCloseTo(whole.rd, 9);
    expect(halves.volatility).toBeCloseTo(whole.volatility, 9);
  });

  it('moves further for a heavier game', () => {
    const half = ratePeriod(settled, [win(0.5)], true).rating - settled.rating;
    const whole = ratePeriod(settled, [win(1)], true).rating - settled.rating;
    expect(half).toBeGreaterThan(0);
    expect(whole).toBeGreaterThan(half * 1.5);
  });

  it.each([
    { score: 1, direction: 1 },
    { score: 0, direction: -1 },
  ])('moves the rating the way of the score ($score)', ({ score, direction }) => {
    const after = ratePeriod(settled, [{ rating: 1550, rd: 0, score, weight: 0.5 }], true);
    expect(Math.sign(after.rating - settled.rating)).toBe(direction);
  });

  it.each([
    { widenRd: true, rd: widen(settled.rd, settled.volatility) },
    { widenRd: false, rd: settled.rd },
  ])('keeps rating and σ with no games, RD widened: $widenRd', ({ widenRd, rd }) => {
    expect(ratePeriod(settled, [], widenRd)).toEqual({ ...settled, rd });
  });

  it('narrows RD less when it does not widen first', () => {
    const game = [win(0.5)];
    expect(ratePeriod(settled, game, false).rd).toBeLessThan(ratePeriod(settled, game, true).rd);
  });
});

describe('widen', () => {
  const step = 0.06 * SCALE;
  it.each([
    { rd: 200, periods: 1, want: Math.sqrt(200 ** 2 + step ** 2) },
    { rd: 50, periods: 4, want: Math.sqrt(50 ** 2 + 4 * step ** 2) },
    { rd: 349.9, periods: 1, want: MAX_RD },
    { rd: 30, periods: 10_000, want: MAX_RD },
  ])('widens RD $rd over $periods periods to $want', ({ rd, periods, want }) => {
    expect(widen(rd, 0.06, periods)).toBeCloseTo(want, 9);
  });
});
