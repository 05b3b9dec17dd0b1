// Who is asking: anonymous players known by an HttpOnly, SameSite=Lax cookie the server signs,
// naming a device session (so one device can be signed out; a revoked session is nobody).
// Reading never makes a player; the first write does (asking for a ticket, setting a name), a
// few per client address at most. A cookie the server did not sign is refused, never trusted.
// A cookie from before sessions names the player itself: still known, and given a session of
// its own on the player's next write. The routes get this keeper with the services
// (`RouteServices`, below).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AddressLimit } from '../limits/address-limit.js';
import type { WindowCounts } from '../db/window-counts.js';
import { deviceName } from './device-name.js';
import { createPlayer, createSession, findPlayer, findSessionPlayer } from '../db/players.js';
import type { Player } from '../db/schema.js';
import type { Store } from '../db/open.js';
import type { Services } from '../db/services.js';
import { ApiError } from '../words/api-error.js';
import type { Phrase } from '../words/refusals.js';
import { TEN_MINUTES_MS } from '../../shared/policy.js';

export const PLAYER_COOKIE = 'gx_player';
const A_YEAR = 365 * 24 * 60 * 60;

export type Who =
  | { kind: 'none' }
  | { kind: 'forged' }
  | { kind: 'player'; player: Player; legacy: boolean; session: string | null };

/**
 * Reads the player cookie: absent, forged (bad signature, no such session or player, or a
 * revoked session), or a player (`legacy` when the cookie names the player, not a session).
 * A read (GET, HEAD) is looked up on the reads' connections, never waiting behind writes.
 */
export async function identify(request: FastifyRequest, store: Store): Promise<Who> {
  const raw = request.cookies[PLAYER_COOKIE];
  if (!raw) return { kind: 'none' };
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return { kind: 'forged' };
  const db = request.method === 'GET' || request.method === 'HEAD' ? store.reads : store.db;
  const player = await findSessionPlayer(db, unsigned.value);
  if (player) return { kind: 'player', player, legacy: false, session: unsigned.value };
  const legacy = await findPlayer(db, unsigned.value);
  return legacy
    ? { kind: 'player', player: legacy, legacy: true, session: null }
    : { kind: 'forged' };
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: string): void {
  reply.setCookie(PLAYER_COOKIE, session, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: A_YEAR,
  });
}

const FORGED: Phrase = (w) => w.forged;
const NO_PLAYER: Phrase = (w) => w.noPlayer;

/** The players of one server: who is asking, and a new player on a first write. */
export class Identity {
  private readonly newPlayers: AddressLimit;

  constructor(
    private readonly store: Store,
    private readonly now: () => Date,
    /** New players an address may make in ten minutes. */
    newPlayerLimit: number,
    /** Where that is counted: this process, or the database the servers share. */
    counts: WindowCounts,
  ) {
    this.newPlayers = new AddressLimit(counts, newPlayerLimit, TEN_MINUTES_MS);
  }

  /** The asking player, or null: for reads, which never make one (a forged cookie is nobody). */
  async reader(request: FastifyRequest): Promise<Player | null> {
    const who = await identify(request, this.store);
    return who.kind === 'player' ? who.player : null;
  }

  /** The asking player, refusing anyone without a cookie this site signed (a solve's post). */
  async known(request: FastifyRequest): Promise<Player> {
    const who = await identify(request, this.store);
    if (who.kind === 'player') return who.player;
    if (who.kind === 'forged') throw new ApiError(401, FORGED);
    throw new ApiError(401, NO_PLAYER);
  }

  /** The asking player and the device session they ask from (null for a cookie from before). */
  async device(request: FastifyRequest): Promise<{ player: Player; session: string | null }> {
    const who = await identify(request, this.store);
    if (who.kind === 'player') return { player: who.player, session: who.session };
    throw new ApiError(401, who.kind === 'forged' ? FORGED : NO_PLAYER);
  }

  /** Signs this browser in as `playerId`: a new device session, and its cookie. */
  async signIn(request: FastifyRequest, reply: FastifyReply, playerId: string): Promise<void> {
    const session = await this.newSession(request, playerId);
    setSessionCookie(request, reply, session);
  }

  private newSession(request: FastifyRequest, playerId: string): Promise<string> {
    return createSession(
      this.store.db,
      playerId,
      this.now(),
      deviceName(request.headers['user-agent']),
    );
  }

  /** The asking player for a write, made now (with its cookie) when there is none. */
  async writer(request: FastifyRequest, reply: FastifyReply): Promise<Player> {
    const who = await identify(request, this.store);
    const at = this.now();
    if (who.kind === 'player') {
      if (who.legacy)
        setSessionCookie(request, reply, await this.newSession(request, who.player.id));
      return who.player;
    }
    if (who.kind === 'forged') throw new ApiError(401, FORGED);
    const wait = await this.newPlayers.take(request.ip, at.getTime());
    if (wait !== null) throw new ApiError(429, (w) => w.tooManyPlayers, wait);
    const player = await createPlayer(this.store.db, at);
    setSessionCookie(request, reply, await this.newSession(request, player.id));
    return player;
  }
}

/** The services with the server's own identity keeper, as the routes get them. */
export interface RouteServices extends Services {
  identity: Identity;
}
