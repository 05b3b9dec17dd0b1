// A published puzzle's accepted solve into storage, with both ratings, in one transaction: stored
// once per player and puzzle (a repeat changes nothing), the puzzle's solves counted, then the
// game rated (rate-community.ts, beside it) and both sides saved, so a crash never leaves a solve
// without its ratings or the other way round. On PostgreSQL the puzzle's row and then the
// solver's are held in that order, so solves posted at once are rated in turn, never deadlocked.
// The community solve route (routes/community-play.ts) calls it once the referee accepts.
import { display, isProvisional, type PlayerState } from '@galaxies/ratings';
import type { CommunityAccepted } from '../play/community-referee.js';
import { rateCommunitySolve } from './rate-community.js';
import type { CommunityOutcome } from '../../shared/community.js';
import { dayNumber, dayOfNumber } from '../../shared/days.js';
import { keepMedian } from '../db/community.js';
import type { Store } from '../db/open.js';
import type { CommunitySolve } from '../db/schema.js';

/** What storing came to: the stored solve, and what it did to both ratings. */
export type CommunityStored = CommunityOutcome & { solve: CommunitySolve };

/** A stored rating row as the ratings package sees it. */
function stateOf(row: {
  rating: number;
  rd: number;
  volatility: number;
  games: number;
  rated_day: string | null;
}): PlayerState {
  const { rating, rd, volatility, games, rated_day } = row;
  return { rating, rd, volatility, games, day: rated_day === null ? null : dayNumber(rated_day) };
}

/** A rating as stored. */
function rowOf(state: PlayerState) {
  const { rating, rd, volatility, games, day } = state;
  return { rating, rd, volatility, games, rated_day: day === null ? null : dayOfNumber(day) };
}

export async function storeCommunitySolve(
  store: Store,
  playerId: string,
  accepted: CommunityAccepted,
  at: Date,
  today: string,
): Promise<CommunityStored> {
  return store.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('community_solves')
      .values({
        puzzle_id: accepted.puzzle,
        player_id: playerId,
        seconds: accepted.seconds,
        hints: accepted.hints,
        day: today,
        solved_at: at.toISOString(),
        rating_change: null,
        puzzle_change: null,
      })
      .onConflict((oc) => oc.columns(['player_id', 'puzzle_id']).doNothing())
      .executeTakeFirst();
    const solve = await trx
      .selectFrom('community_solves')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('puzzle_id', '=', accepted.puzzle)
      .executeTakeFirstOrThrow();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      return { solve, repeat: true, seconds: solve.seconds, rating: null, puzzle: null };
    }
    // The count first: on PostgreSQL this update holds the puzzle's row to the end.
    await trx
      .updateTable('community_puzzles')
      .set((eb) => ({ solves: eb('solves', '+', 1) }))
      .where('id', '=', accepted.puzzle)
      .execute();
    const unrated = { solve, repeat: false, seconds: solve.seconds, rating: null, puzzle: null };
    if (accepted.hints > 0) return unrated;
    await keepMedian(trx, accepted.puzzle);
    const puzzleRow = await trx
      .selectFrom('community_puzzles')
      .select(['w', 'h', 'rating', 'rd', 'volatility', 'games', 'rated_day'])
      .where('id', '=', accepted.puzzle)
      .executeTakeFirstOrThrow();
    let solverQuery = trx
      .selectFrom('community_ratings')
      .selectAll()
      .where('player_id', '=', playerId);
    if (store.dialect === 'postgres') solverQuery = solverQuery.forUpdate();
    const solverRow = await solverQuery.executeTakeFirst();
    const before = solverRow ? stateOf(solverRow) : null;
    const rated = rateCommunitySolve(before, stateOf(puzzleRow), {
      w: puzzleRow.w,
      h: puzzleRow.h,
      seconds: accepted.seconds,
      hints: accepted.hints,
      today,
    });
    const solver = rowOf(rated.solver.state);
    await trx
      .insertInto('community_ratings')
      .values({ player_id: playerId, ...solver })
      .onConflict((oc) => oc.column('player_id').doUpdateSet(solver))
      .execute();
    if (rated.moved) {
      await trx
        .updateTable('community_puzzles')
        .set(rowOf(rated.puzzle.state))
        .where('id', '=', accepted.puzzle)
        .execute();
    }
    const changes = {
      rating_change: rated.solver.change,
      puzzle_change: rated.moved ? rated.puzzle.change : null,
    };
    await trx.updateTable('community_solves').set(changes).where('id', '=', solve.id).execute();
    const { state } = rated.solver;
    const puzzleState = rated.puzzle.state;
    return {
      solve: { ...solve, ...changes },
      repeat: false,
      seconds: solve.seconds,
      rating: {
        change: rated.solver.change,
        display: display(state),
        rating: state.rating,
        rd: state.rd,
        provisional: isProvisional(state),
      },
      puzzle: {
        change: rated.puzzle.change,
        rating: puzzleState.rating,
        rd: puzzleState.rd,
        provisional: isProvisional(puzzleState),
        moved: rated.moved,
      },
    };
  });
}
