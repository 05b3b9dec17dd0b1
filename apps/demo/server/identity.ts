// Who is asking: anonymous players known by an HttpOnly, SameSite=Lax cookie the server signs.
// No cookie makes a new player; a cookie the server did not sign is refused, never trusted.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createPlayer, findPlayer } from './db/players.js';
import type { Player } from './db/schema.js';
import type { Store } from './db/open.js';
import { ApiError } from './errors.js';

export const PLAYER_COOKIE = 'gx_player';
const A_YEAR = 365 * 24 * 60 * 60;

export type Identity = { kind: 'none' } | { kind: 'forged' } | { kind: 'player'; player: Player };

/** Reads the player cookie: absent, forged (bad signature or no such player), or a player. */
export async function identify(request: FastifyRequest, store: Store): Promise<Identity> {
  const raw = request.cookies[PLAYER_COOKIE];
  if (!raw) return { kind: 'none' };
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return { kind: 'forged' };
  const player = await findPlayer(store.db, unsigned.value);
  return player ? { kind: 'player', player } : { kind: 'forged' };
}

function setPlayerCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(PLAYER_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: A_YEAR,
  });
}

/**
 * The asking player, made on first visit. A forged cookie is refused (`strict`, for writes) or
 * replaced by a new player (for reads, so a stale cookie never locks anyone out).
 */
export async function currentPlayer(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  now: Date,
  { strict }: { strict: boolean },
): Promise<Player> {
  const who = await identify(request, store);
  if (who.kind === 'player') return who.player;
  if (who.kind === 'forged' && strict) {
    throw new ApiError(401, 'That player cookie was not signed by this site.');
  }
  const player = await createPlayer(store.db, now);
  setPlayerCookie(request, reply, player.id);
  return player;
}
