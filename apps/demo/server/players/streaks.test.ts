import { describe, expect, it } from 'vitest';
import { streakOf } from './streaks.js';

describe('streakOf', () => {
  const today = '2026-12-01';

  it('counts the run ending today, or yesterday while today is still to play', () => {
    expect(streakOf(['2026-11-29', '2026-11-30', '2026-12-01'], today)).toEqual({
      current: 3,
      best: 3,
    });
    expect(streakOf(['2026-11-29', '2026-11-30'], today)).toEqual({ current: 2, best: 2 });
  });

  it('ends a run when a whole day passes, and keeps the best', () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-28'];
    expect(streakOf(days, today)).toEqual({ current: 0, best: 4 });
    expect(streakOf([...days, '2026-12-01'], today)).toEqual({ current: 1, best: 4 });
  });

  it('crosses months and years, in any order, counting a day once', () => {
    const days = ['2027-01-01', '2026-12-31', '2026-12-30', '2026-12-31'];
    expect(streakOf(days, '2027-01-01')).toEqual({ current: 3, best: 3 });
  });

  it('is nothing for no solves, and ignores days after today', () => {
    expect(streakOf([], today)).toEqual({ current: 0, best: 0 });
    expect(streakOf(['2026-12-02'], today)).toEqual({ current: 0, best: 0 });
  });
});
