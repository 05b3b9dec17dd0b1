// Start tickets: what the server signs when a player starts a puzzle (who, which puzzle, when by
// the server's clock), so a solve can show it was started here, by this player, long enough ago.
// `v1.<claim, base64url JSON>.<HMAC-SHA256, base64url>` under a key of the server's secret
// kept for tickets alone. The claim names the engine version its puzzle's code is made by; a
// ticket signed before versions were named (none in its claim) was for a version-1 puzzle. A
// published puzzle's ticket names the puzzle by its id instead. Pure.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TICKET_MAX_LENGTH, type Mode } from '../../shared/wire.js';
import { readSize, type Size } from '../../shared/sizes.js';

/** What a ticket says. `issued` is the server's time in milliseconds. */
export interface Ticket {
  player: string;
  mode: Mode;
  size: Size;
  difficulty: string;
  code: string;
  /** The engine version that makes the code. */
  engine: number;
  /** The daily's date, for daily and archive tickets. */
  date?: string;
  issued: number;
}

/** What a ticket for a published puzzle says: the puzzle by id, not by code. */
export interface CommunityTicket {
  player: string;
  mode: 'community';
  puzzle: string;
  issued: number;
}

const VERSION = 'v1';

function key(secret: string): Buffer {
  return createHmac('sha256', secret).update('galaxies ticket key').digest();
}

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', key(secret)).update(`${VERSION}.${body}`).digest();
}

/** The ticket for `claim`, signed with the server's secret. */
export function signTicket(secret: string, claim: Ticket | CommunityTicket): string {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${VERSION}.${body}.${mac(secret, body).toString('base64url')}`;
}

/** A claim as signed: older tickets name no engine. */
type Claim = Omit<Ticket, 'engine'> & { engine?: number };

function isTicket(value: unknown): value is Claim {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.player === 'string' &&
    (t.mode === 'daily' || t.mode === 'archive' || t.mode === 'endless') &&
    readSize(t.size) === t.size &&
    typeof t.difficulty === 'string' &&
    typeof t.code === 'string' &&
    (t.engine === undefined || Number.isInteger(t.engine)) &&
    (t.date === undefined || typeof t.date === 'string') &&
    Number.isInteger(t.issued)
  );
}

/** What a ticket says if this server signed it, unread; null for anything else. */
function signedClaim(secret: string, ticket: unknown): unknown {
  if (typeof ticket !== 'string' || ticket.length > TICKET_MAX_LENGTH) return null;
  const [version, body, signature, extra] = ticket.split('.');
  if (version !== VERSION || !body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** What a ticket signed by this server says, or null for anything else (forged, damaged). */
export function readTicket(secret: string, ticket: unknown): Ticket | null {
  const claim = signedClaim(secret, ticket);
  // Tickets from before versions were named were all for version 1's puzzles.
  return isTicket(claim) ? { ...claim, engine: claim.engine ?? 1 } : null;
}

/** What a published puzzle's ticket signed by this server says, or null for anything else. */
export function readCommunityTicket(secret: string, ticket: unknown): CommunityTicket | null {
  const claim = signedClaim(secret, ticket) as Partial<CommunityTicket> | null;
  if (!claim || typeof claim !== 'object' || claim.mode !== 'community') return null;
  const { player, puzzle, issued } = claim;
  if (typeof player !== 'string' || typeof puzzle !== 'string' || !Number.isInteger(issued)) {
    return null;
  }
  return { player, mode: 'community', puzzle, issued: issued! };
}
