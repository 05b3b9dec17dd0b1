import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isDay, isTimeZone, startOf, todayIn, weekday } from './days.js';

describe('days', () => {
  it.each([
    ['2026-10-13', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['not a day', false],
    [20261013, false],
  ])('isDay(%j) is %s', (value, want) => {
    expect(isDay(value)).toBe(want);
  });

  it('tells today in the site time zone, not the server clock', () => {
    const now = new Date('2026-10-25T23:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-10-25');
    expect(todayIn('Europe/Berlin', now)).toBe('2026-10-26');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-10-25');
  });

  it('knows real time zones from made-up ones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-10-13', '2026-11-30')).toBe(48);
  });

  it('names weekdays from Sunday (0)', () => {
    expect(weekday('2026-10-26')).toBe(1); // a Monday
    expect(weekday('2026-11-01')).toBe(0); // a Sunday
  });
});

describe('startOf', () => {
  it('is the first moment of a day in a time zone, across clock changes', () => {
    expect(startOf('2026-12-01', 'UTC').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(startOf('2026-12-01', 'Asia/Tokyo').toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(startOf('2026-12-01', 'America/New_York').toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
    // Berlin's clocks go forward on 2026-03-29 and back on 2026-10-25, both at night.
    expect(startOf('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOf('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOf('2026-10-26', 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});
