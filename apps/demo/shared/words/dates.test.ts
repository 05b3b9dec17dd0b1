// The site's dates, written out by hand (day-parts.ts), read as Intl.DateTimeFormat writes them
// in English and Japanese, for every day of two years and for times of day around the clock.
import { describe, expect, it } from 'vitest';
import { DATES_EN } from './en/dates.js';
import { DATES_JA } from './ja/dates.js';

const days: string[] = [];
for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
  days.push(new Date(t).toISOString().slice(0, 10));
}
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const intl = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (day: string) => format.format(utc(day));
};

describe('dates written by hand', () => {
  it('reads as Intl in English', () => {
    const long = intl('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
    const short = intl('en-US', { month: 'short', day: 'numeric' });
    const month = intl('en-US', { month: 'long', year: 'numeric' });
    const weekday = intl('en-US', { weekday: 'long' });
    for (const day of days) {
      expect(DATES_EN.longDate(day)).toBe(long(day));
      expect(DATES_EN.shortDate(day)).toBe(short(day));
      expect(DATES_EN.month(day)).toBe(month(day));
      expect(DATES_EN.weekday(day)).toBe(weekday(day));
    }
    expect(DATES_EN.longDate('2026-12-04')).toBe('Friday, December 4');
  });

  it('reads as Intl in Japanese', () => {
    const monthDay = intl('ja-JP', { month: 'long', day: 'numeric' });
    const weekdayShort = intl('ja-JP', { weekday: 'short' });
    const month = intl('ja-JP', { month: 'long', year: 'numeric' });
    const weekday = intl('ja-JP', { weekday: 'long' });
    for (const day of days) {
      expect(DATES_JA.longDate(day)).toBe(`${monthDay(day)}（${weekdayShort(day)}）`);
      expect(DATES_JA.shortDate(day)).toBe(monthDay(day));
      expect(DATES_JA.month(day)).toBe(month(day));
      expect(DATES_JA.weekday(day)).toBe(weekday(day));
    }
    expect(DATES_JA.longDate('2026-12-04')).toBe('12月4日（金）');
  });

  it('writes the time of day as a 24-hour clock in both languages', () => {
    const en = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
    const ja = new Intl.DateTimeFormat('ja-JP', { hour: '2-digit', minute: '2-digit' });
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const at = new Date(2026, 11, 4, 0, minutes);
      expect(DATES_EN.clock(at)).toBe(en.format(at));
      expect(DATES_JA.clock(at)).toBe(ja.format(at));
    }
  });

  it('names the weekdays from Monday', () => {
    expect(DATES_EN.weekdaysShort).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(DATES_JA.weekdays[0]).toBe('月曜日');
    expect(DATES_JA.weekdays[6]).toBe('日曜日');
  });
});
