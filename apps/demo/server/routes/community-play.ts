// Playing a published puzzle, through the doors every kind of play uses: a start ticket
// (`POST /api/galaxies/tickets {mode: 'community', puzzle}`, which counts the player's first play)
// and the solve (`POST /api/galaxies/solves {mode: 'community', …}`, judged by the community
// referee and stored once with both ratings). routes/tickets.ts and solves.ts hand these over;
// what each changes is dropped from the answers kept for reading (http/community-kept.ts); the
// solve is stored with its ratings by rating/store-community-solve.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countPlay } from '../db/community.js';
import { storeCommunitySolve } from '../rating/store-community-solve.js';
import { ApiError } from '../words/api-error.js';
import { judgeCommunity } from '../play/community-referee.js';
import { readCommunityTicket, signTicket } from '../play/tickets.js';
import type { RouteServices } from '../players/identity.js';
import { todayIn } from '../../shared/days.js';
import type { CommunitySolvePost, CommunityTicketAsk } from '../../shared/community.js';
import { availablePuzzle } from '../play/published-puzzles.js';
import { keptOf } from '../http/community-kept.js';
import type { Dot } from '@galaxies/engine';

/** A start ticket for a published puzzle; its author plays it unrated, without one. */
export async function startCommunity(
  request: FastifyRequest<{ Body: CommunityTicketAsk }>,
  reply: FastifyReply,
  services: RouteServices,
) {
  const row = await availablePuzzle(services.store.db, request.body.puzzle);
  const player = await services.identity.writer(request, reply);
  if (row.author_id === player.id) throw new ApiError(403, (w) => w.ownPuzzleTicket);
  const at = services.now();
  if (await countPlay(services.store.db, row.id, player.id, at)) {
    keptOf(request.server, services.now).played(row.id);
  }
  const ticket = { player: player.id, mode: 'community' as const, puzzle: row.id };
  reply.status(201);
  return {
    ticket: signTicket(services.secret, { ...ticket, issued: at.getTime() }),
    puzzle: row.id,
  };
}

/** A solve of a published puzzle, judged against the puzzle as stored, and stored once. */
export async function postCommunitySolve(
  request: FastifyRequest<{ Body: CommunitySolvePost }>,
  reply: FastifyReply,
  services: RouteServices,
) {
  const { store, secret, config, now, identity } = services;
  const at = now();
  const today = todayIn(config.timeZone, at);
  const player = await identity.known(request);
  const ticket = readCommunityTicket(secret, request.body.ticket);
  if (!ticket) throw new ApiError(400, (w) => w.foreignTicket);
  // Its solves stay when a puzzle is withdrawn, but no new one is taken.
  const row = await availablePuzzle(store.db, request.body.puzzle);
  const puzzle = { w: row.w, h: row.h, dots: JSON.parse(row.dots) as Dot[] };
  const verdict = judgeCommunity(request.body, puzzle, {
    today,
    now: at,
    player: player.id,
    ticket,
  });
  if (!verdict.ok) throw new ApiError(verdict.status, verdict.said);
  const stored = await storeCommunitySolve(store, player.id, verdict.solve, at, today);
  if (!stored.repeat) keptOf(request.server, now).changed(row.id);
  reply.status(stored.repeat ? 200 : 201);
  const { repeat, seconds, rating } = stored;
  return { repeat, seconds, rating, puzzle: stored.puzzle };
}
