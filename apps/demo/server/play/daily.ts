// The daily puzzle: which size, level and engine version each day gets, and the day's code,
// which only the server can make (an HMAC of the day with the server's secret), so no one can see
// tomorrow's puzzle early. A change starts at midnight and never changes a day already posted:
// every day before VERSION_2_FROM keeps the slot, and so the puzzle, it was posted with.
import { createHmac } from 'node:crypto';
import type { Difficulty, EngineVersion } from '@galaxies/engine';
import { addDays, daysBetween, weekday } from '../../shared/days.js';

export type { Difficulty };

export interface DailySlot {
  size: 7 | 10 | 13;
  difficulty: Difficulty;
  /** The engine version that makes the day's code. */
  engine: EngineVersion;
}

/** The first day there was a daily. */
export const FIRST_DAY = '2026-10-13';
/** From this day the 7×7 easy replaced the 10×10 (10×10 was a bit much for a daily). */
const SEVENS_FROM = '2026-10-23';
/** From this day the weekday picks the size, climbing through the week. */
const WEEKDAYS_FROM = '2026-10-26';
/**
 * From this day engine version 2 makes the dailies, and the week climbs in level as well as in
 * size (the README says why): every day before keeps version 1's puzzle.
 */
export const VERSION_2_FROM = '2026-12-04';

const SEVEN: DailySlot = { size: 7, difficulty: 'easy', engine: 1 };
const TEN: DailySlot = { size: 10, difficulty: 'medium', engine: 1 };
const THIRTEEN: DailySlot = { size: 13, difficulty: 'hard', engine: 1 };
/** Sunday first: 13×13 Sunday, 7×7 Monday and Tuesday, 10×10 Wednesday to Saturday. */
const BY_WEEKDAY: readonly DailySlot[] = [THIRTEEN, SEVEN, SEVEN, TEN, TEN, TEN, TEN];

const v2 = (size: DailySlot['size'], difficulty: Difficulty): DailySlot => ({
  size,
  difficulty,
  engine: 2,
});
/**
 * Version 2's week, Sunday first: the sizes as before (7×7 Monday and Tuesday, 10×10 Wednesday
 * to Saturday, 13×13 Sunday), the level climbing with them: easy Monday to Wednesday, medium
 * Thursday and Friday, hard Saturday and Sunday.
 */
const BY_WEEKDAY_V2: readonly DailySlot[] = [
  v2(13, 'hard'),
  v2(7, 'easy'),
  v2(7, 'easy'),
  v2(10, 'easy'),
  v2(10, 'medium'),
  v2(10, 'medium'),
  v2(10, 'hard'),
];

/** The size, level and engine version of `day`'s daily, or null before the first daily. */
export function slotFor(day: string): DailySlot | null {
  if (day < FIRST_DAY) return null;
  if (day < SEVENS_FROM) return TEN;
  if (day < WEEKDAYS_FROM) return SEVEN;
  if (day < VERSION_2_FROM) return BY_WEEKDAY[weekday(day)]!;
  return BY_WEEKDAY_V2[weekday(day)]!;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
export const DAILY_CODE_LENGTH = 12;

/**
 * 12 characters of `[a-z2-7]` from the HMAC-SHA256 of `galaxies|<day>|<size>|<difficulty>`. The
 * version is not in it: it is the day's, and each day has a code of its own.
 */
export function dailyCode(
  secret: string,
  day: string,
  slot: Pick<DailySlot, 'size' | 'difficulty'>,
): string {
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
