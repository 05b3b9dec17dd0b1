// The daily's API: today's puzzle, a given day's (never a future one), and the archive. Each day
// says the engine version that makes its code and its puzzle's difficulty score (made once a
// process and kept, so the archive stays cheap: see puzzles.ts).
import type { FastifyInstance } from 'fastify';
import { archiveBefore, type Daily, dailyOf, FIRST_DAY, slotFor } from '../play/daily.js';
import { addDays, startOf, todayIn } from '../../shared/days.js';
import { ApiError } from '../http/errors.js';
import { scoreOf } from '../play/puzzles.js';
import type { Services } from '../config/services.js';
import { dailyAsked } from '../play/day-gate.js';

/** What the API tells of a daily: the puzzle to make and its score, never its answer. */
function dailyView(daily: Daily) {
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

export function dailyRoutes(app: FastifyInstance, services: Services): void {
  const { secret, config, now } = services;
  app.get('/api/galaxies/daily', async () => todaysDaily(services));

  app.get<{ Params: { date: string } }>('/api/galaxies/daily/:date', async (request) =>
    dailyOn(services, request.params.date),
  );

  app.get('/api/galaxies/archive', async () =>
    archiveBefore(secret, todayIn(config.timeZone, now())).map(dailyView),
  );
}
