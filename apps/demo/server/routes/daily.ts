// The daily's API: today's puzzle, a given day's (never a future one), and the archive. Each day
// says the engine version that makes its code and its puzzle's difficulty score (made once a
// process and kept, so the archive stays cheap: see play/puzzles.ts). What each tells is
// play/daily-shown.ts's, which the pages draw too.
import type { FastifyInstance } from 'fastify';
import { archiveBefore } from '../play/daily.js';
import { todayIn } from '../../shared/days.js';
import type { Services } from '../db/services.js';
import { dailyOn, dailyView, todaysDaily } from '../play/daily-shown.js';

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
