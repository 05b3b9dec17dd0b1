// The daily as the API tells it and the pages draw it: today's (with when the next one is out and
// what it is), a given day's (never a future one), and what any day's tells (its puzzle to make,
// its engine version and difficulty score, never its answer). The daily's routes (routes/daily.ts)
// and the pages that draw it (pages/site-pages.ts, embed/embed-puzzle.ts) all ask here.
import { type Daily, dailyOf, FIRST_DAY, slotFor } from './daily.js';
import { addDays, startOf, todayIn } from '../../shared/days.js';
import { ApiError } from '../words/api-error.js';
import { scoreOf } from './puzzles.js';
import type { Services } from '../db/services.js';
import { dailyAsked } from './day-gate.js';

/** What the API tells of a daily: the puzzle to make and its score, never its answer. */
export function dailyView(daily: Daily) {
  const { date, size, difficulty, code, engine } = daily;
  return { date, size, difficulty, code, engine, score: scoreOf(daily) };
}

type DailyServices = Pick<Services, 'secret' | 'config' | 'now'>;

/** Today's daily as the API tells it, with when the next one is out and what it is. */
export function todaysDaily({ secret, config, now }: DailyServices) {
  const day = todayIn(config.timeZone, now());
  const daily = dailyOf(secret, day);
  if (!daily) throw new ApiError(404, (w) => w.firstDaily(FIRST_DAY));
  // When the next one is out, and what it is (the weekday says it; its code and score stay
  // secret).
  const tomorrow = addDays(day, 1);
  const at = startOf(tomorrow, config.timeZone);
  const slot = slotFor(tomorrow)!;
  const next = {
    date: tomorrow,
    at: at.toISOString(),
    seconds: Math.max(0, Math.round((at.getTime() - now().getTime()) / 1000)),
    size: slot.size,
    difficulty: slot.difficulty,
    engine: slot.engine,
  };
  return { ...dailyView(daily), next };
}

/** The daily of `date` as the API tells it: a real day, not one still to come. */
export function dailyOn({ secret, config, now }: DailyServices, date: string) {
  return dailyView(dailyAsked(secret, date, todayIn(config.timeZone, now())));
}
