// Leaderboards: GET /api/galaxies/leaderboard/daily?date= (the day's puzzle named with its level
// and score), /all-time?size=&level= (best times at a size and level), /ratings. Each entry
// says whether it is the asking player, so the page can mark "you". Each board is kept a few
// seconds by the asker's browser and carries an ETag (board-cache.ts).
import { display } from '@galaxies/ratings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bestTimes, dailyTimes, ratings } from '../db/boards.js';
import { dailyOf, FIRST_DAY } from '../daily.js';
import { isDay, todayIn } from '../days.js';
import { ApiError } from '../errors.js';
import { identify } from '../identity.js';
import { defaultName, tagOf } from '../names.js';
import { isProvisional } from '../policy.js';
import { ENGINE_VERSION, isMade, levelOf, scoreOf, SIZES_NOW } from '../puzzles.js';
import type { Services } from '../services.js';
import { boardCache } from './board-cache.js';

function ranked<
  T extends { player_id: string; name: string | null; rd: number; rated_days: number },
>(rows: T[], you: string | null) {
  return rows.map((row, k) => ({
    rank: k + 1,
    name: row.name ?? defaultName(row.player_id),
    // Names may look alike: the tag tells the players apart.
    tag: tagOf(row.player_id),
    you: row.player_id === you,
    provisional: isProvisional(row),
    row,
  }));
}

export function leaderboardRoutes(
  app: FastifyInstance,
  { store, secret, config, now }: Services,
): void {
  const asker = async (request: FastifyRequest) => {
    const who = await identify(request, store);
    return who.kind === 'player' ? who.player.id : null;
  };

  app.get<{ Querystring: { date?: string } }>(
    '/api/galaxies/leaderboard/daily',
    { onSend: boardCache },
    async (request) => {
      const today = todayIn(config.timeZone, now());
      const day = request.query.date ?? today;
      if (!isDay(day)) throw new ApiError(400, (w) => w.notADate(day));
      if (day > today) throw new ApiError(404, (w) => w.notOutYet(day));
      const daily = dailyOf(secret, day);
      if (!daily) throw new ApiError(404, (w) => w.noDailyBefore(day, FIRST_DAY));
      const { size, difficulty, engine } = daily;
      const score = scoreOf(daily);
      const you = await asker(request);
      return {
        title: `Daily ${size}×${size} · ${difficulty} · ${score?.toFixed(1) ?? '–'} · ${day}`,
        date: day,
        size,
        difficulty,
        engine,
        score,
        entries: ranked(await dailyTimes(store.db, day), you).map(({ row, ...e }) => ({
          ...e,
          seconds: row.seconds,
        })),
      };
    },
  );

  app.get<{ Querystring: { size?: string; level?: string } }>(
    '/api/galaxies/leaderboard/all-time',
    { onSend: boardCache },
    async (request) => {
      const size = Number(request.query.size ?? SIZES_NOW[0]);
      const own = levelOf(size);
      if (!own) throw new ApiError(400, (w) => w.sizes);
      const level = request.query.level ?? own;
      if (!level || !isMade(size, level, ENGINE_VERSION)) throw new ApiError(400, (w) => w.levels);
      const you = await asker(request);
      return {
        title: `Best times · ${size}×${size} · ${level}`,
        size,
        difficulty: level,
        entries: ranked(await bestTimes(store.db, size, level), you).map(({ row, ...e }) => ({
          ...e,
          seconds: row.seconds,
        })),
      };
    },
  );

  app.get<{ Querystring: { provisional?: string } }>(
    '/api/galaxies/leaderboard/ratings',
    { onSend: boardCache },
    async (request) => {
      const you = await asker(request);
      const provisional = request.query.provisional === 'true';
      return {
        title: 'Ratings',
        entries: ranked(await ratings(store.db, { provisional }), you).map(({ row, ...e }) => ({
          ...e,
          display: display(row),
          rating: row.rating,
          rd: row.rd,
          games: row.games,
        })),
      };
    },
  );
}
