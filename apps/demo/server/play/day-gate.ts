// The day gate, one check for every place a day is asked for (the daily's API, the day's board,
// a ticket, the referee): a real day, not one still to come, on or after the first daily. It
// says which of those failed; `dailyAsked` says it in the API's words.
import { isDay } from '../../shared/days.js';
import { ApiError } from '../words/api-error.js';
import { dailyOf, FIRST_DAY, type Daily } from './daily.js';

/** Why a day has no daily to show or play: not a date, still to come, or before the first. */
export type DayRefusal = 'not-a-day' | 'to-come' | 'none';

/** The daily of `day` as of `today`, or why there is none to show or play. */
export function dayGate(secret: string, day: unknown, today: string): Daily | DayRefusal {
  if (typeof day !== 'string' || !isDay(day)) return 'not-a-day';
  if (day > today) return 'to-come';
  return dailyOf(secret, day) ?? 'none';
}

/** The daily of `day` as the API serves it, or the API's refusal (400 or 404) in its words. */
export function dailyAsked(secret: string, day: string, today: string): Daily {
  const gate = dayGate(secret, day, today);
  if (gate === 'not-a-day') throw new ApiError(400, (w) => w.notADate(day));
  if (gate === 'to-come') throw new ApiError(404, (w) => w.notOutYet(day));
  if (gate === 'none') throw new ApiError(404, (w) => w.noDailyBefore(day, FIRST_DAY));
  return gate;
}
