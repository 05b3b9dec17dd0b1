import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { archiveBefore, dailyCode, dailyOf, FIRST_DAY, slotFor, VERSION_2_FROM } from './daily.js';
import { addDays, weekday } from '../../shared/days.js';

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
    ['2026-12-03', '10 medium'], // Thursday, the last day of version 1
  ])('%s is %s, made by version 1', (day, want) => {
    const slot = slotFor(day);
    expect(slot && `${slot.size} ${slot.difficulty}`).toBe(want);
    if (slot) expect(slot.engine).toBe(1);
  });

  it.each([
    ['2026-12-04', '10 medium'], // Friday, the first day of version 2
    ['2026-12-05', '10 hard'], // Saturday
    ['2026-12-06', '13 hard'], // Sunday
    ['2026-12-07', '7 easy'], // Monday
    ['2026-12-08', '7 easy'], // Tuesday
    ['2026-12-09', '10 easy'], // Wednesday
    ['2026-12-10', '10 medium'], // Thursday
    ['2027-06-30', '10 easy'], // a Wednesday, months on
  ])('%s is %s, made by version 2', (day, want) => {
    const slot = slotFor(day)!;
    expect(`${slot.size} ${slot.difficulty}`).toBe(want);
    expect(slot.engine).toBe(2);
  });

  it('starts version 2 at midnight: every day before it keeps its size, level and version', () => {
    expect(VERSION_2_FROM).toBe('2026-12-04');
    // Version 1's week, as it was posted.
    const v1Week = [
      '13 hard',
      '7 easy',
      '7 easy',
      '10 medium',
      '10 medium',
      '10 medium',
      '10 medium',
    ];
    for (let day = '2026-10-26'; day < VERSION_2_FROM; day = addDays(day, 1)) {
      const slot = slotFor(day)!;
      expect(`${slot.size} ${slot.difficulty} ${slot.engine}`, day).toBe(
        `${v1Week[weekday(day)]} 1`,
      );
    }
  });

  it('climbs through version 2’s week in level as in size, Monday to Sunday', () => {
    const order = { easy: 0, medium: 1, hard: 2 };
    const monday = '2026-12-07';
    const week = Array.from({ length: 7 }, (_, k) => slotFor(addDays(monday, k))!);
    for (let k = 1; k < 7; k++) {
      expect(week[k]!.size).toBeGreaterThanOrEqual(week[k - 1]!.size);
      expect(order[week[k]!.difficulty]).toBeGreaterThanOrEqual(order[week[k - 1]!.difficulty]);
    }
    expect(new Set(week.map((s) => s.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));
  });
});

describe('daily codes', () => {
  it('are 12 characters of [a-z2-7], the same for the same secret and day', () => {
    const slot = slotFor('2026-11-01')!;
    const code = dailyCode('secret one', '2026-11-01', slot);
    expect(code).toMatch(/^[a-z2-7]{12}$/);
    expect(dailyCode('secret one', '2026-11-01', slot)).toBe(code);
  });

  it('are the HMAC of galaxies|<day>|<size>|<difficulty> on both sides of version 2', () => {
    for (const day of ['2026-11-29', '2026-12-03', VERSION_2_FROM, '2026-12-05']) {
      const slot = slotFor(day)!;
      const mac = createHmac('sha256', 'secret one')
        .update(`galaxies|${day}|${slot.size}|${slot.difficulty}`)
        .digest();
      const bits = (mac.readBigUInt64BE(0) >> 4n).toString(2).padStart(60, '0');
      const code = bits
        .match(/.{5}/g)!
        .map((b) => 'abcdefghijklmnopqrstuvwxyz234567'[parseInt(b, 2)]);
      expect(dailyCode('secret one', day, slot)).toBe(code.join(''));
    }
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
