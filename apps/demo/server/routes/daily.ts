// The daily's API: today's puzzle, a given day's (never a future one), and the archive. Each day
// says the engine version that makes its code and its puzzle's difficulty score (made once a
// process and kept, so the archive stays cheap: see puzzles.ts).
import type { FastifyInstance } from 'fastify';
import { archiveBefore, type Daily, dailyOf, FIRST_DAY, slotFor } from '../daily.js';
import { addDays, isDay, startOf, todayIn } from '../days.js';
import { ApiError } from '../errors.js';
import { scoreOf } from '../puzzles.js';
import type { Services } from '../services.js';

/** What the API tells of a daily: the puzzle to make and its score, never its answer. */
function dailyView(daily: Daily) {
  const { date, size, difficulty, code, engine } = daily;
  return { date, size, difficulty, code, engine, score: scoreOf(daily) };
}

export function dailyRoutes(app: FastifyInstance, { secret, config, now }: Services): void {
  const today = () => todayIn(config.timeZone, now());

  app.get('/api/galaxies/daily', async () => {
    const day = today();
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
  });

  app.get<{ Params: { date: string } }>('/api/galaxies/daily/:date', async (request) => {
    const { date } = request.params;
    if (!isDay(date)) throw new ApiError(400, (w) => w.notADate(date));
    if (date > today()) throw new ApiError(404, (w) => w.notOutYet(date));
    const daily = dailyOf(secret, date);
    if (!daily) throw new ApiError(404, (w) => w.noDailyBefore(date, FIRST_DAY));
    return dailyView(daily);
  });

  app.get('/api/galaxies/archive', async () => archiveBefore(secret, today()).map(dailyView));
}
