// The daily puzzle: which size each day gets, and the day's code, which only the server can make
// (an HMAC of the day with the server's secret), so no one can see tomorrow's puzzle early.
import { createHmac } from 'node:crypto';
import { addDays, daysBetween, weekday } from './days.js';

export type Difficulty = 'easy' | 'medium' | 'hard';

export interface DailySlot {
  size: 7 | 10 | 13;
  difficulty: Difficulty;
}

/** The first day there was a daily. */
export const FIRST_DAY = '2026-10-13';
/** From this day the 7×7 easy replaced the 10×10 (10×10 was a bit much for a daily). */
const SEVENS_FROM = '2026-10-23';
/** From this day the weekday picks the size, climbing through the week. */
const WEEKDAYS_FROM = '2026-10-26';

const SEVEN: DailySlot = { size: 7, difficulty: 'easy' };
const TEN: DailySlot = { size: 10, difficulty: 'medium' };
const THIRTEEN: DailySlot = { size: 13, difficulty: 'hard' };
/** Sunday first: 13×13 Sunday, 7×7 Monday and Tuesday, 10×10 Wednesday to Saturday. */
const BY_WEEKDAY: readonly DailySlot[] = [THIRTEEN, SEVEN, SEVEN, TEN, TEN, TEN, TEN];

/** The size and difficulty of `day`'s daily, or null before the first daily. */
export function slotFor(day: string): DailySlot | null {
  if (day < FIRST_DAY) return null;
  if (day < SEVENS_FROM) return TEN;
  if (day < WEEKDAYS_FROM) return SEVEN;
  return BY_WEEKDAY[weekday(day)]!;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
export const DAILY_CODE_LENGTH = 12;

/** 12 characters of `[a-z2-7]` from the HMAC-SHA256 of `galaxies|<day>|<size>|<difficulty>`. */
export function dailyCode(secret: string, day: string, slot: DailySlot): string {
  const mac = createHmac('sha256', secret)
    .update(`galaxies|${day}|${slot.size}|${slot.difficulty}`)
    .digest();
  // 12 characters × 5 bits = 60 bits, read from the first 8 bytes.
  let bits = mac.readBigUInt64BE(0) >> 4n;
  let code = '';
  for (let k = 0; k < DAILY_CODE_LENGTH; k++) {
    code = BASE32[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

export interface Daily extends DailySlot {
  date: string;
  code: string;
}

/** The daily of `day`, or null before the first. (Callers keep future days to themselves.) */
export function dailyOf(secret: string, day: string): Daily | null {
  const slot = slotFor(day);
  return slot ? { date: day, ...slot, code: dailyCode(secret, day, slot) } : null;
}

/** Every past daily (before `today`) back to the first, newest first. */
export function archiveBefore(secret: string, today: string): Daily[] {
  const days: Daily[] = [];
  for (let k = 1; k <= daysBetween(FIRST_DAY, today); k++) {
    const daily = dailyOf(secret, addDays(today, -k));
    if (daily) days.push(daily);
  }
  return days;
}
