// Endless's offers: the puzzle the server draws into a page (pages/site-pages.ts) comes with an
// offer of it, signed as a ticket for no one (so no solve can be posted with it), which the page
// trades for its own start ticket (routes/tickets.ts) within a day; an offer forged, stale, for
// another size or level, or a player's ticket passed off as one, names no puzzle.
import { readTicket, signTicket } from './tickets.js';
import type { TicketAsk } from '../../shared/wire.js';
import type { Size } from '../../shared/sizes.js';

/** How long a page's offer of an endless puzzle may wait to be taken up. */
export const OFFER_HOURS = 24;

type EndlessPuzzle = { size: Size; difficulty: string; code: string; engine: number };

/**
 * The offer of an endless puzzle the server drew into a page, signed as a ticket for no one
 * (so no solve can be posted with it): the page trades it for its own ticket.
 */
export function offerOf(secret: string, puzzle: EndlessPuzzle, at: Date): string {
  return signTicket(secret, { player: '', mode: 'endless', ...puzzle, issued: at.getTime() });
}

/** The puzzle an offer names, with when it was drawn; null for one not this server's, or stale. */
export function offered(secret: string, offer: string, ask: TicketAsk, at: Date) {
  const claim = readTicket(secret, offer);
  if (!claim || claim.player !== '' || claim.mode !== 'endless') return null;
  if (at.getTime() - claim.issued > OFFER_HOURS * 3_600_000 || claim.issued > at.getTime()) {
    return null;
  }
  if (ask.size !== undefined && ask.size !== claim.size) return null;
  if (ask.difficulty !== undefined && ask.difficulty !== claim.difficulty) return null;
  const { size, difficulty, code, engine, issued } = claim;
  return { size, difficulty, code, engine, issued };
}
