// POST /api/galaxies/tickets: a start ticket for the puzzle a page is about to show, today's
// daily, a past one, or an endless puzzle of a size and level whose code the server picks (made
// by the current engine version). The ticket names the player (made now if this is their first
// write), the puzzle with its engine version, and the server's time; the answer gives the
// puzzle's score too (making it now, so the solve's check later finds it made). An offer a drawn
// page carries (play/offers.ts) is traded here for the endless puzzle it names. A published
// puzzle's ticket is community-play.ts's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayIn } from '../../shared/days.js';
import { ApiError } from '../words/api-error.js';
import { SITE_ENGINE, isMade, levelOf, prepare, scoreOf } from '../play/puzzles.js';
import { TICKET_ASK_SCHEMA, type Mode, type TicketAsk } from '../../shared/wire.js';
import { readSize } from '../../shared/sizes.js';
import type { RouteServices } from '../players/identity.js';
import { signTicket, type Ticket } from '../play/tickets.js';
import { offered } from '../play/offers.js';
import { MINUTE_MS } from '../../shared/policy.js';
import { dailyAsked } from '../play/day-gate.js';
import { endlessCode } from '../play/ids.js';
import type { CommunityTicketAsk } from '../../shared/community.js';
import { startCommunity } from './community-play.js';

const schema = { body: TICKET_ASK_SCHEMA };

/** The puzzle a ticket is asked for, or why there is none. */
function puzzleFor(asked: TicketAsk, secret: string, today: string, at: Date) {
  // One way to write each size ("7x7" is 7), as tickets and the stores write it.
  const size = asked.size === undefined ? undefined : readSize(asked.size);
  if (size === null) throw new ApiError(400, (w) => w.sizes);
  const ask = { ...asked, size };
  if (ask.mode === 'endless') {
    if (ask.date !== undefined) throw new ApiError(400, (w) => w.endlessNoDate);
    if (ask.offer !== undefined) {
      const puzzle = offered(secret, ask.offer, ask, at);
      if (!puzzle) throw new ApiError(400, (w) => w.staleOffer);
      return puzzle;
    }
    const made = size ?? 0;
    const difficulty = ask.difficulty ?? levelOf(made);
    if (!difficulty || !isMade(made, difficulty, SITE_ENGINE)) {
      throw new ApiError(400, (w) => w.endlessSizes);
    }
    return { size: made, difficulty, code: endlessCode(), engine: SITE_ENGINE };
  }
  const date = ask.date ?? today;
  const daily = dailyAsked(secret, date, today);
  if (ask.mode === 'daily' && date !== today) {
    throw new ApiError(400, (w) => w.inArchive(date));
  }
  if (ask.size !== undefined && ask.size !== daily.size) {
    throw new ApiError(400, (w) => w.dailySize(date, daily.size));
  }
  if (ask.difficulty !== undefined && ask.difficulty !== daily.difficulty) {
    throw new ApiError(400, (w) => w.notThatDaily(date));
  }
  const { difficulty, code, engine } = daily;
  return { size: daily.size, difficulty, code, engine, date };
}

export function ticketRoutes(app: FastifyInstance, services: RouteServices): void {
  const { secret, config, now, identity } = services;
  app.post<{ Body: TicketAsk | CommunityTicketAsk }>(
    '/api/galaxies/tickets',
    { schema, config: { rateLimit: { max: config.writeLimit, timeWindow: MINUTE_MS } } },
    async (request, reply) => {
      if (request.body.mode === 'community') {
        return startCommunity(
          request as FastifyRequest<{ Body: CommunityTicketAsk }>,
          reply,
          services,
        );
      }
      const body = request.body;
      const at = now();
      // Cheap first: the ask is read and the puzzle named before anyone is made.
      const named: { issued?: number } & ReturnType<typeof puzzleFor> = puzzleFor(
        body,
        secret,
        todayIn(config.timeZone, at),
        at,
      );
      const { issued = at.getTime(), ...puzzle } = named;
      const player = await identity.writer(request, reply);
      const mode = body.mode === 'endless' ? 'endless' : (body.mode as Mode);
      // An offered puzzle was started when the page showed it.
      const ticket: Ticket = { player: player.id, mode, ...puzzle, issued };
      // Made now and kept: the solve's check finds it made, and the page shows its score.
      await prepare(puzzle);
      const score = scoreOf(puzzle);
      reply.status(201);
      return { ticket: signTicket(secret, ticket), ...puzzle, score };
    },
  );
}
