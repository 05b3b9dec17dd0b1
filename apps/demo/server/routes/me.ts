// The asking player's own record: GET /api/me, and PUT /api/me to set a display name.
import { display, newPlayer } from '@galaxies/ratings';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { personalBests, recentSolves } from '../db/boards.js';
import { renamePlayer } from '../db/players.js';
import type { Database, Player } from '../db/schema.js';
import { ApiError } from '../errors.js';

import { checkName } from '../names.js';
import type { RouteServices } from '../services.js';

const SIZES = [7, 10, 13];

/** What the player sees of themselves: name, rating, best times and latest solves. */
async function publicView(db: Kysely<Database>, player: Player) {
  const recent = await recentSolves(db, player.id);
  return {
    name: player.name,
    rating: player.rating,
    rd: player.rd,
    display: display(player),
    games: player.games,
    best: await personalBests(db, player.id, SIZES),
    recent: recent.map(({ rating_change, ...s }) => ({ ...s, ratingChange: rating_change })),
  };
}

/** What someone with no player yet sees: a new player's record, made by nobody. */
function blankView() {
  const fresh = newPlayer();
  return {
    name: null,
    rating: fresh.rating,
    rd: fresh.rd,
    display: display(fresh),
    games: 0,
    best: Object.fromEntries(SIZES.map((size) => [size, null])),
    recent: [],
  };
}

export function meRoutes(app: FastifyInstance, { store, identity }: RouteServices): void {
  // A read never makes a player: the first ticket or name does.
  app.get('/api/me', async (request) => {
    const player = await identity.reader(request);
    return player ? publicView(store.db, player) : blankView();
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
      if (!checked.ok) throw new ApiError(400, checked.error);
      await renamePlayer(store.db, player.id, checked.name);
      return publicView(store.db, { ...player, name: checked.name });
    },
  );
}
