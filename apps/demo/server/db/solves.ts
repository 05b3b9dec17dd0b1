// Accepted solves in storage. One per player and puzzle (named by puzzle-key.ts, with its engine
// version from version 2): a repeat post finds the first. Each stored solve without hints
// updates its player's best time at its size and level (the best-times boards read those).
import type { Kysely, Transaction } from 'kysely';
import type { Database, NewSolve, Solve } from './schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function findSolve(
  db: Db,
  playerId: string,
  puzzle: string,
): Promise<Solve | undefined> {
  return db
    .selectFrom('solves')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('puzzle', '=', puzzle)
    .executeTakeFirst();
}

/**
 * Stores a solve unless the player has one for this puzzle already. Returns the stored solve
 * and whether it was there before (the first post counts; repeats change nothing).
 */
export async function recordSolve(
  db: Db,
  solve: NewSolve,
): Promise<{ solve: Solve; repeat: boolean }> {
  const inserted = await db
    .insertInto('solves')
    .values(solve)
    .onConflict((oc) => oc.columns(['player_id', 'puzzle']).doNothing())
    .executeTakeFirst();
  const stored = await findSolve(db, solve.player_id, solve.puzzle);
  if (!stored) throw new Error('The solve was neither stored nor found.');
  const repeat = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0;
  if (!repeat && stored.hints === 0) await keepBest(db, stored);
  return { solve: stored, repeat };
}

/**
 * Keeps `solve` as its player's best time at its size and level when it beats the one kept (or
 * is the first): in the caller's transaction, so a board never misses a stored solve.
 */
async function keepBest(db: Db, solve: Solve): Promise<void> {
  await db
    .insertInto('best_times')
    .values({
      size: solve.size,
      difficulty: solve.difficulty,
      player_id: solve.player_id,
      seconds: solve.seconds,
      solve_id: solve.id,
    })
    .onConflict((oc) =>
      oc
        .columns(['size', 'difficulty', 'player_id'])
        .doUpdateSet((eb) => ({
          seconds: eb.ref('excluded.seconds'),
          solve_id: eb.ref('excluded.solve_id'),
        }))
        .where((eb) => eb('best_times.seconds', '>', eb.ref('excluded.seconds'))),
    )
    .execute();
}

/** How many endless solves `playerId` has had rated on `day` (for the day's cap). */
export async function ratedEndlessOn(db: Db, playerId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('solves')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mode', '=', 'endless')
    .where('day', '=', day)
    .where('player_id', '=', playerId)
    .where('rating_change', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
