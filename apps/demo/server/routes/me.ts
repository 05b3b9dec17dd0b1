// The asking player's own record: GET /api/me, and PUT /api/me to set a display name.
import { display, newPlayer } from '@galaxies/ratings';
import type { FastifyInstance } from 'fastify';
import { playerRecord, renamedRecord } from '../db/boards.js';
import type { Player } from '../db/schema.js';
import { ApiError } from '../words/api-error.js';
import { statsOf } from '../players/stats.js';
import { todayIn } from '../../shared/days.js';
import { checkName, defaultName } from '../players/names.js';
import { ESTABLISHED_DAYS, ESTABLISHED_RD, isProvisional } from '../../shared/policy.js';
import { scoreOfSolve } from '../play/puzzles.js';
import { FIRST_SIZES } from '../../shared/sizes.js';
import type { RouteServices } from '../players/identity.js';

/** What the player sees of themselves: name, rating, best times and latest solves. */
function publicView(player: Player, { recent, best }: Awaited<ReturnType<typeof playerRecord>>) {
  return {
    // Their own id, for the operator to name them (a moderator, say); no one else's is shown.
    id: player.id,
    // The name chosen, else the one made from the player's id until they choose.
    name: player.name ?? defaultName(player.id),
    named: player.name !== null,
    rating: player.rating,
    rd: player.rd,
    display: display(player),
    games: player.games,
    ...standing(player),
    best,
    // The code is in `puzzle` already; the score beside the level, as every page shows it.
    recent: recent.map(({ rating_change, code, ...s }) => ({
      ...s,
      score: scoreOfSolve({ ...s, code }),
      ratingChange: rating_change,
    })),
  };
}

/** Whether the player is established, and what makes one: the interval and the days rated. */
function standing(player: Pick<Player, 'rd' | 'rated_days'>) {
  return {
    provisional: isProvisional(player),
    ratedDays: player.rated_days,
    established: { rd: ESTABLISHED_RD, days: ESTABLISHED_DAYS },
  };
}

/** What someone with no player yet sees: a new player's record, made by nobody. */
function blankView() {
  const fresh = newPlayer();
  return {
    id: null,
    moderator: false,
    name: null,
    named: false,
    rating: fresh.rating,
    rd: fresh.rd,
    display: display(fresh),
    games: 0,
    ...standing({ rd: fresh.rd, rated_days: 0 }),
    best: Object.fromEntries(FIRST_SIZES.map((size) => [size, null])),
    recent: [],
  };
}

export function meRoutes(
  app: FastifyInstance,
  { store, identity, config, now }: RouteServices,
): void {
  // A read never makes a player: the first ticket or name does.
  app.get('/api/me', async (request) => {
    const player = await identity.reader(request);
    if (!player) return blankView();
    const moderator = config.moderators.includes(player.id);
    return { ...publicView(player, await playerRecord(store.reads, player.id)), moderator };
  });

  // The player's stats from their solve log; nothing for someone with no player yet.
  app.get('/api/me/stats', async (request) => {
    const player = await identity.reader(request);
    const today = todayIn(config.timeZone, now());
    return statsOf(store.reads, player?.id ?? '', today);
  });

  app.put(
    '/api/me',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const player = await identity.writer(request, reply);
      const checked = checkName((request.body as { name: unknown }).name);
      if (!checked.ok) throw new ApiError(400, checked.said);
      const record = await renamedRecord(store.db, player.id, checked.name);
      const moderator = config.moderators.includes(player.id);
      return { ...publicView({ ...player, name: checked.name }, record), moderator };
    },
  );
}
