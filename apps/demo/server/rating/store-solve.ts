// An accepted solve into storage, with its rating, in one transaction: stored once per player and
// puzzle (a repeat changes nothing), then rated as the rating policy says, so a crash never
// leaves a solve without its rating or the other way round. Here beside the rating it applies
// (rate-solve.ts) and the field's (field-rating.ts), over storage's queries (db/solves.ts,
// db/ratings.ts); POST /api/galaxies/solves (routes/solves.ts) calls it once the referee accepts.
import { display } from '@galaxies/ratings';
import { isProvisional } from '../../shared/policy.js';
import { rateSolve } from './rate-solve.js';
import type { Accepted } from '../play/referee.js';
import type { Store } from '../db/open.js';
import { ratingState, saveRating } from '../db/ratings.js';
import type { Solve } from '../db/schema.js';
import { puzzleKey } from '../../shared/puzzle-key.js';
import { ratedEndlessOn, recordSolve } from '../db/solves.js';
import type { StoredSolve } from '../../shared/wire.js';

/** What storing a solve came to: the stored solve, and its rating if it was rated. */
export type Stored = StoredSolve<Solve>;

export async function storeSolve(
  store: Store,
  playerId: string,
  accepted: Accepted,
  at: Date,
  today: string,
): Promise<Stored> {
  return store.db.transaction().execute(async (trx) => {
    const { solve, repeat } = await recordSolve(trx, {
      player_id: playerId,
      puzzle: puzzleKey(accepted),
      size: accepted.size,
      difficulty: accepted.difficulty,
      code: accepted.code,
      engine: accepted.engine,
      score: accepted.score,
      mode: accepted.mode,
      day: accepted.day,
      seconds: accepted.seconds,
      solved_at: at.toISOString(),
      rating_change: null,
      hints: accepted.hints,
    });
    if (repeat) return { solve, repeat, rating: null, capped: false };
    // PostgreSQL: hold the player's row, so two solves posted at once are rated in turn (and
    // counted against the day's cap in turn).
    let query = trx.selectFrom('players').selectAll().where('id', '=', playerId);
    if (store.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirstOrThrow();
    const before = ratingState(row);
    const decision = rateSolve(accepted, before, await ratedEndlessOn(trx, playerId, today), today);
    if (!decision.rated) return { solve, repeat, rating: null, capped: decision.why === 'cap' };
    const { state, change } = decision;
    const newDays = await saveRating(trx, playerId, before, state);
    await trx
      .updateTable('solves')
      .set({ rating_change: change })
      .where('id', '=', solve.id)
      .execute();
    return {
      solve: { ...solve, rating_change: change },
      repeat,
      rating: {
        change,
        display: display(state),
        rating: state.rating,
        rd: state.rd,
        provisional: isProvisional({
          rd: state.rd,
          rated_days: row.rated_days + newDays,
        }),
      },
      capped: false,
    };
  });
}
