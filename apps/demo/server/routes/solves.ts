// POST /api/galaxies/solves: the referee's door. Cheap first: the post's shape, the player's
// cookie and the ticket's signature are checked before the referee makes any puzzle; then the
// referee judges, and one call stores the accepted solve with its rating (rating/store-solve.ts). A
// published puzzle's solve is community-play.ts's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommunitySolvePost } from '../../shared/community.js';
import { postCommunitySolve } from './community-play.js';
import type { Solve } from '../db/schema.js';
import { storeSolve } from '../rating/store-solve.js';
import { todayIn } from '../../shared/days.js';
import { ApiError } from '../words/api-error.js';
import { prepare } from '../play/puzzles.js';
import { judge, type SolvePost } from '../play/referee.js';
import type { RouteServices } from '../players/identity.js';
import { SOLVE_POST_SCHEMA } from '../../shared/wire.js';
import { readTicket } from '../play/tickets.js';
import { MINUTE_MS } from '../../shared/policy.js';

const schema = { body: SOLVE_POST_SCHEMA };

function view(solve: Solve) {
  const { puzzle, size, difficulty, engine, score, mode, day, seconds, rating_change, hints } =
    solve;
  return {
    puzzle,
    size,
    difficulty,
    engine,
    score: score === null ? null : Number(score),
    mode,
    day,
    seconds,
    hints,
    ratingChange: rating_change,
  };
}

export function solveRoutes(app: FastifyInstance, services: RouteServices): void {
  const { store, secret, config, now, identity } = services;
  app.post<{ Body: SolvePost | CommunitySolvePost }>(
    '/api/galaxies/solves',
    { schema, config: { rateLimit: { max: config.writeLimit, timeWindow: MINUTE_MS } } },
    async (request, reply) => {
      if (request.body.mode === 'community') {
        const asked = request as FastifyRequest<{ Body: CommunitySolvePost }>;
        return postCommunitySolve(asked, reply, services);
      }
      const body = request.body;
      const at = now();
      const today = todayIn(config.timeZone, at);
      const player = await identity.known(request);
      const ticket = readTicket(secret, body.ticket);
      if (!ticket) throw new ApiError(400, (w) => w.foreignTicket);
      // The ticket's puzzle (signed here) made first, a big one off the main thread, so the
      // referee finds it made; one the referee will refuse is left to its refusal.
      if (ticket.player === player.id) await prepare(ticket).catch(() => undefined);
      const verdict = judge(body, { secret, today, now: at, player: player.id, ticket });
      if (!verdict.ok) throw new ApiError(verdict.status, verdict.said);
      const outcome = await storeSolve(store, player.id, verdict.solve, at, today);
      reply.status(outcome.repeat ? 200 : 201);
      const { repeat, rating, capped } = outcome;
      return { solve: view(outcome.solve), repeat, rating, capped };
    },
  );
}
