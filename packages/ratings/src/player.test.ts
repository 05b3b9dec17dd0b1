import { describe, expect, it } from 'vitest';
import { ratePeriod, widen } from './glicko2.js';
import type { Game } from './glicko2.js';
import {
  assertPlayer,
  display,
  isProvisional,
  newPlayer,
  periodsSince,
  rateOnDay,
} from './player.js';
import type { PlayerState } from './player.js';

const settled: PlayerState = { rating: 1550, rd: 80 / 1.96, volatility: 0.06, games: 40, day: 9 };
const atPar: Game[] = [{ rating: 1550, rd: 0, score: 0.6, weight: 0.5 }];

describe('display', () => {
  it.each([
    { player: settled, want: '1550 ± 80' },
    { player: newPlayer(), want: '1500 ± 686' },
    { player: { rating: 1464.51, rd: 151.52, volatility: 0.06 }, want: '1465 ± 297' },
  ])('shows $want', ({ player, want }) => {
    expect(display(player)).toBe(want);
  });
});

describe('newPlayer', () => {
  it('starts at 1500, RD 350, σ 0.06, never rated, in a fresh object each time', () => {
    expect(newPlayer()).toEqual({ rating: 1500, rd: 350, volatility: 0.06, games: 0, day: null });
    expect(newPlayer()).not.toBe(newPlayer());
  });
});

describe('isProvisional', () => {
  it.each([
    { rd: 350, want: true },
    { rd: 110, want: true },
    { rd: 109.99, want: false },
    { rd: 80 / 1.96, want: false },
  ])('RD $rd: provisional $want', ({ rd, want }) => {
    expect(isProvisional({ ...settled, rd })).toBe(want);
  });

  it('holds a new player provisional', () => {
    expect(isProvisional(newPlayer())).toBe(true);
  });

  it.each([0, -1, 351, Number.NaN])('refuses an RD of %s', (rd) => {
    expect(() => isProvisional({ ...settled, rd })).toThrow(RangeError);
  });
});

describe('periodsSince', () => {
  it.each([
    { day: null, on: 5, want: 1 },
    { day: 5, on: 5, want: 0 },
    { day: 5, on: 6, want: 1 },
    { day: 5, on: 9, want: 4 },
  ])('counts $want periods from day $day to day $on', ({ day, on, want }) => {
    expect(periodsSince({ ...settled, day }, on)).toBe(want);
  });

  it('refuses a day before the last rating day', () => {
    expect(() => periodsSince(settled, 8)).toThrow(/time order/);
  });
});

describe('rateOnDay', () => {
  it("widens RD at the day's first rating only, and records the day", () => {
    const first = rateOnDay(settled, atPar, 10);
    const second = rateOnDay(first, atPar, 10);
    expect(first).toEqual({ ...ratePeriod(settled, atPar, true), games: 41, day: 10 });
    expect(second).toEqual({ ...ratePeriod(first, atPar, false), games: 42, day: 10 });
  });

  it('widens once more for each day not played', () => {
    const later = rateOnDay(settled, atPar, 13);
    const idle = { ...settled, rd: widen(settled.rd, settled.volatility, 3) };
    expect(later).toEqual({ ...ratePeriod(idle, atPar, true), games: 41, day: 13 });
  });

  it('never lets RD pass 350, however long the absence', () => {
    const after = rateOnDay({ ...settled, rd: 340 }, [], 1_000_000);
    expect(after.rd).toBe(350);
  });
});

describe('assertPlayer', () => {
  it.each([
    { rating: Number.NaN },
    { rating: Number.POSITIVE_INFINITY },
    { rd: 0 },
    { rd: 351 },
    { rd: Number.NaN },
    { volatility: 0 },
    { volatility: Number.POSITIVE_INFINITY },
    { games: -1 },
    { games: 1.5 },
    { day: 2.5 },
  ])('refuses a state with %o', (change) => {
    expect(() => assertPlayer('p', { ...settled, ...change })).toThrow(RangeError);
  });

  it('accepts a settled player and a new one', () => {
    expect(() => assertPlayer('p', settled)).not.toThrow();
    expect(() => assertPlayer('p', newPlayer())).not.toThrow();
  });
});
