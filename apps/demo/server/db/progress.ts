// A player's progress on unfinished puzzles, kept so another device picks it up: the latest
// marks by move count (a save with fewer moves than the one kept is an older one, and loses).
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Keeps `marks` for the puzzle unless a save with more moves is kept; true when kept. */
export async function saveProgress(
  db: Kysely<Database>,
  playerId: string,
  puzzle: string,
  marks: unknown,
  moves: number,
  now: Date,
): Promise<boolean> {
  const row = { marks: JSON.stringify(marks), moves, updated_at: now.toISOString() };
  const result = await db
    .insertInto('progress')
    .values({ player_id: playerId, puzzle, ...row })
    .onConflict((oc) =>
      oc
        .columns(['player_id', 'puzzle'])
        .doUpdateSet(row)
        .where('progress.moves', '<=', sql<number>`excluded.moves`),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The kept progress on a puzzle, or null. */
export async function loadProgress(db: Kysely<Database>, playerId: string, puzzle: string) {
  const row = await db
    .selectFrom('progress')
    .select(['marks', 'moves', 'updated_at'])
    .where('player_id', '=', playerId)
    .where('puzzle', '=', puzzle)
    .executeTakeFirst();
  return row
    ? { marks: JSON.parse(row.marks) as unknown, moves: row.moves, at: row.updated_at }
    : null;
}
