import { describe, expect, it } from 'vitest';
import { archiveBefore, dailyCode, dailyOf, FIRST_DAY, slotFor } from './daily.js';

describe('the daily schedule', () => {
  it.each([
    ['2026-10-12', null],
    ['2026-10-13', '10 medium'],
    ['2026-10-22', '10 medium'],
    ['2026-10-23', '7 easy'],
    ['2026-10-25', '7 easy'], // a Sunday, still before the weekday schedule
    ['2026-10-26', '7 easy'], // Monday
    ['2026-10-27', '7 easy'], // Tuesday
    ['2026-10-28', '10 medium'], // Wednesday
    ['2026-10-31', '10 medium'], // Saturday
    ['2026-11-01', '13 hard'], // Sunday
    ['2026-11-30', '7 easy'], // Monday
  ])('%s is %s', (day, want) => {
    const slot = slotFor(day);
    expect(slot && `${slot.size} ${slot.difficulty}`).toBe(want);
  });
});

describe('daily codes', () => {
  it('are 12 characters of [a-z2-7], the same for the same secret and day', () => {
    const slot = slotFor('2026-11-01')!;
    const code = dailyCode('secret one', '2026-11-01', slot);
    expect(code).toMatch(/^[a-z2-7]{12}$/);
    expect(dailyCode('secret one', '2026-11-01', slot)).toBe(code);
  });

  it('differ by secret, day and size', () => {
    const codes = new Set([
      dailyCode('secret one', '2026-11-01', { size: 13, difficulty: 'hard' }),
      dailyCode('secret two', '2026-11-01', { size: 13, difficulty: 'hard' }),
      dailyCode('secret one', '2026-11-02', { size: 13, difficulty: 'hard' }),
      dailyCode('secret one', '2026-11-01', { size: 7, difficulty: 'easy' }),
    ]);
    expect(codes.size).toBe(4);
  });
});

describe('the archive', () => {
  it('lists every past daily back to the first, newest first, without today', () => {
    const days = archiveBefore('s', '2026-11-30');
    expect(days).toHaveLength(48);
    expect(days[0]!.date).toBe('2026-11-29');
    expect(days.at(-1)!.date).toBe(FIRST_DAY);
    expect(days[0]).toEqual(dailyOf('s', '2026-11-29'));
  });

  it('is empty until the day after the first daily', () => {
    expect(archiveBefore('s', '2026-10-01')).toEqual([]);
    expect(archiveBefore('s', FIRST_DAY)).toEqual([]);
    expect(archiveBefore('s', '2026-10-14').map((d) => d.date)).toEqual([FIRST_DAY]);
  });
});
