// POST /api/galaxies/solves: the referee's door. Cheap first: the post's shape, the player's
// cookie and the ticket's signature are checked before the referee makes any puzzle. An
// accepted solve is stored once per player and puzzle; endless and archive solves are rated
// against par at once, in the same transaction, so a crash never leaves a solve without its
// rating or the other way round.
import { display } from '@galaxies/ratings';
import type { FastifyInstance } from 'fastify';
import { ratingState, saveRating } from '../db/ratings.js';
import type { Solve } from '../db/schema.js';
import { puzzleKey, ratedEndlessOn, recordSolve } from '../db/solves.js';
import { todayIn } from '../days.js';
import { ApiError } from '../errors.js';
import { rateSolve } from '../rate-solve.js';
import { judge, type SolvePost } from '../referee.js';
import type { RouteServices } from '../services.js';
import { SOLVE_POST_SCHEMA } from '../solve-post.js';
import { readTicket } from '../tickets.js';

const schema = { body: SOLVE_POST_SCHEMA };

function view(solve: Solve) {
  const { puzzle, size, mode, day, seconds, rating_change, hints } = solve;
  return { puzzle, size, mode, day, seconds, hints, ratingChange: rating_change };
}

export function solveRoutes(app: FastifyInstance, services: RouteServices): void {
  const { store, secret, config, now, identity } = services;
  app.post<{ Body: SolvePost }>(
    '/api/galaxies/solves',
    { schema, config: { rateLimit: { max: config.writeLimit, timeWindow: 60_000 } } },
    async (request, reply) => {
      const at = now();
      const today = todayIn(config.timeZone, at);
      const player = await identity.known(request);
      const ticket = readTicket(secret, request.body.ticket);
      if (!ticket)
        throw new ApiError(400, 'That start ticket was not issued by this site: reload to play.');
      const verdict = judge(request.body, { secret, today, now: at, player: player.id, ticket });
      if (!verdict.ok) throw new ApiError(verdict.status, verdict.error);
      const accepted = verdict.solve;

      const outcome = await store.db.transaction().execute(async (trx) => {
        const { solve, repeat } = await recordSolve(trx, {
          player_id: player.id,
          puzzle: puzzleKey(accepted.size, accepted.difficulty, accepted.code),
          size: accepted.size,
          difficulty: accepted.difficulty,
          code: accepted.code,
          mode: accepted.mode,
          day: accepted.day,
          seconds: accepted.seconds,
          solved_at: at.toISOString(),
          rating_change: null,
          hints: accepted.hints,
        });
        if (repeat) return { solve, repeat, rating: null, capped: false };
        // PostgreSQL: hold the player's row, so two solves posted at once are rated in turn
        // (and counted against the day's cap in turn).
        let query = trx.selectFrom('players').selectAll().where('id', '=', player.id);
        if (store.dialect === 'postgres') query = query.forUpdate();
        const fresh = await query.executeTakeFirstOrThrow();
        const ratedToday = await ratedEndlessOn(trx, player.id, today);
        const before = ratingState(fresh);
        const decision = rateSolve(accepted, before, ratedToday, today);
        if (!decision.rated) return { solve, repeat, rating: null, capped: decision.why === 'cap' };
        const { state, change } = decision;
        await saveRating(trx, player.id, before, state);
        await trx
          .updateTable('solves')
          .set({ rating_change: change })
          .where('id', '=', solve.id)
          .execute();
        return {
          solve: { ...solve, rating_change: change },
          repeat,
          rating: { change, display: display(state) },
          capped: false,
        };
      });
      reply.status(outcome.repeat ? 200 : 201);
      const { repeat, rating, capped } = outcome;
      return { solve: view(outcome.solve), repeat, rating, capped };
    },
  );
}
