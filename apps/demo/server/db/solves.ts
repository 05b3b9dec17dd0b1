// Accepted solves in storage. One per player and puzzle (named by puzzle-key.ts, with its engine
// version from version 2): a repeat post finds the first.
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
  return { solve: stored, repeat: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 };
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
