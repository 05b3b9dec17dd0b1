// Puzzles players publish: POST /api/galaxies/puzzles (publish: checked, judged and stored once),
// GET …/puzzles (the list, newest, top or hardest, by keyset pages) and …/puzzles/:id (one),
// …/:id/board (its fastest first attempts), PUT …/:id/vote, POST …/:id/report, DELETE …/:id (its
// author withdraws it), and the moderators' /api/galaxies/moderation/puzzles (what reports hid)
// and …/:id (restore or remove). Playing them is the tickets' and solves' (community-play.ts).
// The GETs read on the reads' connections (db/open.ts); a write reads what it checks on its own.
// What a read works out (the list's ask and page, whether a puzzle can be shown, its board) is
// play/published-puzzles.ts's, which the pages draw from too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sizeOf } from '@galaxies/engine';
import {
  hiddenPuzzles,
  insertPuzzle,
  moderate,
  publishedOn,
  puzzleByCanonical,
  puzzleById,
  report,
  vote,
  withdraw,
} from '../db/community.js';
import { ApiError } from '../words/api-error.js';
import { canonicalOf, judgePublished, newPuzzleId, readPublishAsk } from '../play/publish.js';
import { seedPuzzle } from '../rating/rate-community.js';
import { tagOf } from '../players/names.js';
import type { Player } from '../db/schema.js';
import type { RouteServices } from '../players/identity.js';
import type { Phrase } from '../words/refusals.js';
import { addDays, startOf, todayIn } from '../../shared/days.js';
import { isProvisional, MINUTE_MS, PUBLISHES_PER_DAY, VOTE_WEIGHT } from '../../shared/policy.js';
import { PUBLISH_SCHEMA, PUZZLE_ID_RE, type PublishAsk } from '../../shared/community.js';
import { listView, puzzlePath, puzzleView } from '../play/puzzle-view.js';
import {
  availablePuzzle,
  boardEntries,
  listKey,
  listPage,
  readListQuery,
  type ListQuery,
} from '../play/published-puzzles.js';
import { Encoded, sendEncoded } from '../http/encoded.js';
import type { Kept } from '../http/kept.js';
import { keptOf, type KeptAnswer } from '../http/community-kept.js';
import { keptEntry } from '../http/kept-boards.js';
import { sendBoard } from '../http/board-cache.js';

const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: PUZZLE_ID_RE.source } },
} as const;

const LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: { type: 'string', maxLength: 8 },
    size: { type: 'string', maxLength: 7 },
    level: { type: 'string', maxLength: 16 },
    author: { type: 'string', maxLength: 8 },
    cursor: { type: 'string', maxLength: 200 },
  },
} as const;

/** Whether a player's say (a vote, a report) counts fully: established on the site's ratings. */
const established = (player: Player) => !isProvisional(player);

export function puzzleRoutes(app: FastifyInstance, services: RouteServices): void {
  const { store, config, now, identity } = services;
  const writes = { rateLimit: { max: config.writeLimit, timeWindow: MINUTE_MS } };
  const kept = keptOf(app, now);

  app.post<{ Body: PublishAsk }>(
    '/api/galaxies/puzzles',
    { schema: { body: PUBLISH_SCHEMA }, config: writes },
    async (request, reply) => {
      const player = await identity.known(request);
      const { puzzle, title, note } = readPublishAsk(request.body);
      const canonical = canonicalOf(puzzle);
      const twin = await puzzleByCanonical(store.db, canonical);
      if (twin) throw new ApiError(409, (w) => w.publishedAlready(puzzlePath(twin.id)));
      const at = now();
      const today = todayIn(config.timeZone, at);
      const published = await publishedOn(store.db, player.id, today);
      if (published >= PUBLISHES_PER_DAY) {
        const tomorrow = startOf(addDays(today, 1), config.timeZone).getTime();
        const wait = Math.max(1, Math.ceil((tomorrow - at.getTime()) / 1000));
        throw new ApiError(429, (w) => w.publishedEnough(published), wait);
      }
      const judged = await judgePublished(puzzle);
      if (judged.answers !== 'one') {
        const said: Phrase =
          judged.answers === 'several'
            ? (w) => w.severalAnswers
            : judged.answers === 'none'
              ? (w) => w.noAnswer
              : (w) => w.uncounted;
        throw new ApiError(422, said);
      }
      const seed = seedPuzzle(judged.score);
      const id = newPuzzleId();
      const stored = await insertPuzzle(store.db, {
        id,
        w: puzzle.w,
        h: puzzle.h,
        size: String(sizeOf(puzzle.w, puzzle.h)),
        dots: JSON.stringify(puzzle.dots),
        canonical,
        title,
        note,
        author_id: player.id,
        author_tag: tagOf(player.id),
        published_at: at.toISOString(),
        published_day: today,
        score: judged.score,
        level: judged.level!,
        rating: seed.rating,
        rd: seed.rd,
        volatility: seed.volatility,
        rated_day: null,
      });
      if (!stored) {
        // Published by someone else while this one was judged.
        const first = await puzzleByCanonical(store.db, canonical);
        throw new ApiError(409, (w) => w.publishedAlready(puzzlePath(first?.id ?? id)));
      }
      kept.changed(null);
      reply.status(201);
      return { id, url: puzzlePath(id) };
    },
  );

  /** Sends JSON kept under `key` in `cache`, else made by `make` (a refusal is not kept). */
  const sendJson = async (
    request: FastifyRequest,
    reply: FastifyReply,
    cache: Kept<KeptAnswer>,
    key: string,
    make: () => Promise<object>,
  ) => {
    const answer = await cache.get(key, async () => ({
      status: 200,
      encoded: new Encoded(JSON.stringify(await make()), true),
    }));
    return sendEncoded(request, reply, answer.encoded, 'application/json; charset=utf-8', {
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    });
  };

  app.get<{ Querystring: ListQuery }>(
    '/api/galaxies/puzzles',
    { schema: { querystring: LIST_QUERY } },
    async (request, reply) => {
      const ask = readListQuery(request.query);
      return sendJson(request, reply, kept.lists, `api/${listKey(ask)}`, () =>
        listPage(store.reads, ask),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/galaxies/puzzles/:id',
    { schema: { params: ID_PARAMS } },
    async (request, reply) => {
      const { id } = request.params;
      try {
        return await sendJson(request, reply, kept.puzzles, `${id}/json`, async () =>
          puzzleView(await availablePuzzle(store.reads, id)),
        );
      } catch (error) {
        // A moderator sees what reports hid, to decide on it.
        const row = await puzzleById(store.reads, id);
        const player = row?.hidden === 1 ? await identity.reader(request) : null;
        if (row && player && config.moderators.includes(player.id)) return puzzleView(row);
        throw error;
      }
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/galaxies/puzzles/:id/board',
    { schema: { params: ID_PARAMS } },
    async (request, reply) => {
      const { id } = request.params;
      const [board, you] = await Promise.all([
        kept.boards.board(id, async () => {
          await availablePuzzle(store.reads, id);
          const rows = await boardEntries(store.reads, id);
          return {
            head: JSON.stringify({ puzzle: id }),
            entries: rows.map(({ playerId, entry }) => keptEntry(playerId, entry)),
          };
        }),
        identity.reader(request),
      ]);
      return sendBoard(request, reply, board.sentTo(you?.id ?? null));
    },
  );

  /** The asking player and the listed puzzle they have their say on (not their own). */
  const sayOn = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const player = await identity.known(request);
    const row = await availablePuzzle(store.db, request.params.id);
    if (row.author_id === player.id) throw new ApiError(403, (w) => w.ownPuzzle);
    return { player, row };
  };

  app.put<{ Params: { id: string }; Body: { up: boolean } }>(
    '/api/galaxies/puzzles/:id/vote',
    {
      schema: {
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['up'],
          properties: { up: { type: 'boolean' } },
        },
      },
      config: writes,
    },
    async (request) => {
      const { player, row } = await sayOn(request);
      const weight = established(player) ? VOTE_WEIGHT.established : VOTE_WEIGHT.provisional;
      const { up } = request.body;
      const votes = await store.db.transaction().execute(async (trx) => {
        await vote(trx, row.id, player.id, up, weight);
        return puzzleById(trx, row.id);
      });
      kept.changed(row.id);
      return { up, votes: listView(votes!).votes };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/galaxies/puzzles/:id/report',
    { schema: { params: ID_PARAMS }, config: writes },
    async (request) => {
      const { player, row } = await sayOn(request);
      const hidden = await store.db
        .transaction()
        .execute((trx) => report(trx, row.id, player.id, established(player), now()));
      kept.changed(row.id);
      return { hidden };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/galaxies/puzzles/:id',
    { schema: { params: ID_PARAMS }, config: writes },
    async (request) => {
      const player = await identity.known(request);
      const row = await puzzleById(store.db, request.params.id);
      if (!row) throw new ApiError(404, (w) => w.noSuchPuzzle);
      if (row.author_id !== player.id) throw new ApiError(403, (w) => w.notYourPuzzle);
      if (row.withdrawn_at === null) await withdraw(store.db, row.id, now());
      kept.changed(row.id);
      return { withdrawn: true };
    },
  );

  /** The asking player, if a moderator the operator named. */
  const moderator = async (request: FastifyRequest) => {
    const player = await identity.known(request);
    if (!config.moderators.includes(player.id)) throw new ApiError(403, (w) => w.notModerator);
    return player;
  };

  app.get('/api/galaxies/moderation/puzzles', async (request) => {
    await moderator(request);
    return { entries: (await hiddenPuzzles(store.reads, 100)).map(puzzleView) };
  });

  app.post<{ Params: { id: string }; Body: { action: 'restore' | 'remove' } }>(
    '/api/galaxies/moderation/puzzles/:id',
    {
      schema: {
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['action'],
          properties: { action: { type: 'string', enum: ['restore', 'remove'] } },
        },
      },
      config: writes,
    },
    async (request) => {
      await moderator(request);
      const row = await puzzleById(store.db, request.params.id);
      if (!row) throw new ApiError(404, (w) => w.noSuchPuzzle);
      await store.db
        .transaction()
        .execute((trx) => moderate(trx, row.id, request.body.action, now()));
      kept.changed(row.id);
      return { action: request.body.action };
    },
  );
}
