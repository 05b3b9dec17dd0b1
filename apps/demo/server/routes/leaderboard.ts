// Leaderboards: GET /api/galaxies/leaderboard/daily?date= (the day's puzzle named with its level
// and score), /all-time?size=&level= (best times at a size and level), /ratings. Each entry
// says whether it is the asking player, so the page can mark "you". Each board is kept a second
// by the server (http/kept-boards.ts), and a few by the asker's browser, with an ETag, and sent
// gzipped (http/board-cache.ts). Boards and the asker are read on the reads' connections
// (db/open.ts).
import { display } from '@galaxies/ratings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bestTimes, dailyTimes, ratings } from '../db/boards.js';
import { todayIn } from '../../shared/days.js';
import { ApiError } from '../words/api-error.js';
import { ReaderIds } from '../players/reader-ids.js';
import { defaultName, tagOf } from '../players/names.js';
import { isProvisional } from '../../shared/policy.js';
import { SITE_ENGINE, isMade, levelOf, scoreOf } from '../play/puzzles.js';
import { FIRST_SIZES, readSize, sizeLabel } from '../../shared/sizes.js';
import type { Services } from '../db/services.js';
import { sendBoard } from '../http/board-cache.js';
import {
  KEEP_MS,
  keptEntry,
  KeptBoards,
  type KeptBoard,
  type KeptEntry,
} from '../http/kept-boards.js';

import { dailyAsked } from '../play/day-gate.js';

/** A board's rows as kept entries: ranked, named, tagged; `extra` adds each row's own fields. */
function entriesOf<
  T extends { player_id: string; name: string | null; rd: number; rated_days: number },
>(rows: T[], extra: (row: T) => object): KeptEntry[] {
  return rows.map((row, k) =>
    keptEntry(row.player_id, {
      rank: k + 1,
      name: row.name ?? defaultName(row.player_id),
      // Names may look alike: the tag tells the players apart.
      tag: tagOf(row.player_id),
      provisional: isProvisional(row),
      ...extra(row),
    }),
  );
}

export function leaderboardRoutes(
  app: FastifyInstance,
  { store, secret, config, now }: Services,
): void {
  // A board dropped by a write is still given to the other readers while it is made again: a
  // burst of solves never has a reader wait for the database. The writer waits for the new one.
  const kept = new KeptBoards(() => now().getTime(), KEEP_MS, true);
  const readers = new ReaderIds(store);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    kept.drop();
    readers.wrote(request, reply, kept.drops);
  });
  const asker = (request: FastifyRequest) => readers.idOf(request);
  /** Sends the board `key` (made by `make` when not kept) as the asker sees it. */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    make: () => Promise<KeptBoard>,
  ) => {
    const since = readers.since(request);
    const [board, you] = await Promise.all([kept.board(key, make, since), asker(request)]);
    return sendBoard(request, reply, board.sentTo(you));
  };

  app.get<{ Querystring: { date?: string } }>(
    '/api/galaxies/leaderboard/daily',
    async (request, reply) => {
      const today = todayIn(config.timeZone, now());
      const day = request.query.date ?? today;
      const daily = dailyAsked(secret, day, today);
      return send(request, reply, `daily ${day}`, async () => {
        const { size, difficulty, engine } = daily;
        const score = scoreOf(daily);
        const head = {
          title: `Daily ${sizeLabel(size)} · ${difficulty} · ${score?.toFixed(1) ?? '–'} · ${day}`,
          date: day,
          size,
          difficulty,
          engine,
          score,
        };
        const rows = await dailyTimes(store.reads, day);
        return {
          head: JSON.stringify(head),
          entries: entriesOf(rows, (row) => ({ seconds: row.seconds })),
        };
      });
    },
  );

  app.get<{ Querystring: { size?: string; level?: string } }>(
    '/api/galaxies/leaderboard/all-time',
    async (request, reply) => {
      const size = readSize(request.query.size ?? FIRST_SIZES[0]);
      const own = size === null ? null : levelOf(size);
      if (size === null || !own) throw new ApiError(400, (w) => w.sizes);
      const level = request.query.level ?? own;
      if (!level || !isMade(size, level, SITE_ENGINE)) throw new ApiError(400, (w) => w.levels);
      return send(request, reply, `all-time ${size} ${level}`, async () => {
        const title = `Best times · ${sizeLabel(size)} · ${level}`;
        const head = { title, size, difficulty: level };
        const rows = await bestTimes(store.reads, size, level);
        return {
          head: JSON.stringify(head),
          entries: entriesOf(rows, (row) => ({ seconds: row.seconds })),
        };
      });
    },
  );

  app.get<{ Querystring: { provisional?: string } }>(
    '/api/galaxies/leaderboard/ratings',
    async (request, reply) => {
      const provisional = request.query.provisional === 'true';
      return send(request, reply, `ratings ${provisional}`, async () => {
        const rows = await ratings(store.reads, { provisional });
        return {
          head: JSON.stringify({ title: 'Ratings' }),
          entries: entriesOf(rows, (row) => ({
            display: display(row),
            rating: row.rating,
            rd: row.rd,
            games: row.games,
          })),
        };
      });
    },
  );
}
