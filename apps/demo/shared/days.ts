// Calendar days as `YYYY-MM-DD` strings: today in the site's time zone, and day arithmetic.
// Days are whole dates with no time of day, so arithmetic runs in UTC where no clock shifts.

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_RE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtc(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Each time zone's day formatter, made once: making one loads the zone's data, and took about
 * 100 µs, where using it takes a few (the server asks the day on most requests).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day it is at `now` in `timeZone` (an IANA name such as `UTC` or `Europe/Berlin`). */
export function todayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether `timeZone` is a time zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The day `n` days after `day` (before, for negative `n`). */
export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * MS_PER_DAY);
}

/** Day of the week, 0 for Sunday to 6 for Saturday. */
export function weekday(day: string): number {
  return new Date(toUtc(day)).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

/** The day as a whole number, days since 1970-01-01: the rating day `@galaxies/ratings` takes. */
export function dayNumber(day: string): number {
  return Math.round(toUtc(day) / MS_PER_DAY);
}

/** The day a day number stands for. */
export function dayOfNumber(n: number): string {
  return fromUtc(n * MS_PER_DAY);
}

/** The wall-clock time in `timeZone` at `ms`, as if it were UTC, in ms. */
function wallClock(timeZone: string, ms: number): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/** The instant `day` begins in `timeZone` (its first moment, where a clock change moves it). */
export function startOf(day: string, timeZone: string): Date {
  const midnight = toUtc(day);
  // The zone's offset at a moment is its wall clock less the moment; twice, for a clock change.
  let start = midnight - (wallClock(timeZone, midnight) - midnight);
  start = midnight - (wallClock(timeZone, start) - start);
  return new Date(start);
}
