// The asking player's own record: GET /api/me, and PUT /api/me to set a display name.
import type { FastifyInstance } from 'fastify';
import { renamePlayer } from '../db/players.js';
import type { Player } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { currentPlayer } from '../identity.js';
import { checkName } from '../names.js';
import type { Services } from '../services.js';

function publicView(player: Player) {
  return {
    name: player.name,
    rating: player.rating,
    rd: player.rd,
    games: player.games,
  };
}

export function meRoutes(app: FastifyInstance, { store, now }: Services): void {
  app.get('/api/me', async (request, reply) => {
    const player = await currentPlayer(request, reply, store, now(), { strict: false });
    return publicView(player);
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
      const player = await currentPlayer(request, reply, store, now(), { strict: true });
      const checked = checkName((request.body as { name: unknown }).name);
      if (!checked.ok) throw new ApiError(400, checked.error);
      await renamePlayer(store.db, player.id, checked.name);
      return publicView({ ...player, name: checked.name });
    },
  );
}
