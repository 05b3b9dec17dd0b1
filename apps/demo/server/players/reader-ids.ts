// Who reads a board, kept a few seconds by cookie, and what each wrote lately: a leaderboard
// marks the asker's own entry ("you"), and that is all it needs of them. A crowd of posts keeps
// the database busy; a reader seen lately is answered from here, with no query to wait for. A
// session revoked meanwhile is still marked on boards for at most KEEP_MS; nothing is written
// or shown with it. A player who wrote is known by the cookie they wrote with (or were given),
// with the mark the write left (http/kept-boards.ts's drops), so their next read waits for a
// board made after it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../db/open.js';
import { identify, PLAYER_COOKIE } from './identity.js';

const KEEP_MS = 5000;
/** Past this many cookies kept, the oldest half are forgotten. */
const MOST = 20_000;

/** `map` with its oldest half gone once it holds MOST (a Map keeps the order things came in). */
function bounded<V>(map: Map<string, V>): Map<string, V> {
  if (map.size >= MOST) for (const key of [...map.keys()].slice(0, MOST / 2)) map.delete(key);
  return map;
}

const PLAYER_COOKIE_SET = new RegExp(`^${PLAYER_COOKIE}=([^;]*)`);

/** The player cookie a response set, as a browser will send it back; null for none. */
function cookieSet(reply: FastifyReply): string | null {
  const header = reply.getHeader('set-cookie');
  const lines = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  for (const line of lines) {
    const match = PLAYER_COOKIE_SET.exec(line);
    if (match) return decodeURIComponent(match[1]!);
  }
  return null;
}

export class ReaderIds {
  private readonly kept = new Map<string, { id: string | null; until: number }>();
  private readonly writers = new Map<string, { mark: number; until: number }>();

  constructor(private readonly store: Store) {}

  /** The asking player's id, or null for no player (a forged cookie is nobody). */
  async idOf(request: FastifyRequest): Promise<string | null> {
    const raw = request.cookies[PLAYER_COOKIE];
    if (!raw) return null;
    const now = performance.now();
    const seen = this.kept.get(raw);
    if (seen && seen.until > now) return seen.id;
    const who = await identify(request, this.store);
    const id = who.kind === 'player' ? who.player.id : null;
    this.kept.delete(raw);
    bounded(this.kept).set(raw, { id, until: now + KEEP_MS });
    return id;
  }

  /** The asker of `request` wrote, leaving `mark`: their reads wait for what comes after it. */
  wrote(request: FastifyRequest, reply: FastifyReply, mark: number): void {
    const raw = cookieSet(reply) ?? request.cookies[PLAYER_COOKIE];
    if (!raw) return;
    this.writers.delete(raw);
    bounded(this.writers).set(raw, { mark, until: performance.now() + KEEP_MS });
  }

  /** The mark the asker's latest write left (0: none lately). */
  since(request: FastifyRequest): number {
    const raw = request.cookies[PLAYER_COOKIE];
    const wrote = raw ? this.writers.get(raw) : undefined;
    return wrote && wrote.until > performance.now() ? wrote.mark : 0;
  }
}
