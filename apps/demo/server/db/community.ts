// Published puzzles in storage: each kept once (its canonical form is unique), read by id, and
// listed newest, most voted or hardest first by keyset pagination (an index each, so a page is
// as quick at the millionth row as at the first), filtered by size, level or author's tag. Votes
// (one a player, weighed) and reports (one a player; enough established ones hide the puzzle)
// keep the puzzle's own counts in the same transaction, so a list never counts rows to sort.
import { sql, type Kysely, type Transaction } from 'kysely';
import { REPORTS_TO_HIDE } from '../../shared/policy.js';
import type { PuzzleSort } from '../../shared/community.js';
import type { CommunityPuzzle, Database, NewCommunityPuzzle } from './schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Stores a new puzzle; false when one of the same canonical form is there already (published
 * before, or at this very moment by someone else).
 */
export async function insertPuzzle(db: Db, puzzle: NewCommunityPuzzle): Promise<boolean> {
  const inserted = await db
    .insertInto('community_puzzles')
    .values(puzzle)
    .onConflict((oc) => oc.column('canonical').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A published puzzle with its author's chosen name (null: the name made from their id). */
export type PuzzleRow = CommunityPuzzle & { author_name: string | null };

/** The published puzzles, each with its author's name. */
function withAuthors(db: Db) {
  return db
    .selectFrom('community_puzzles as c')
    .innerJoin('players as p', 'p.id', 'c.author_id')
    .selectAll('c')
    .select('p.name as author_name');
}

export function puzzleById(db: Db, id: string): Promise<PuzzleRow | undefined> {
  return withAuthors(db).where('c.id', '=', id).executeTakeFirst();
}

export function puzzleByCanonical(db: Db, canonical: string) {
  return db
    .selectFrom('community_puzzles')
    .select(['id'])
    .where('canonical', '=', canonical)
    .executeTakeFirst();
}

/** How many puzzles `authorId` published on `day`. */
export async function publishedOn(db: Db, authorId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('community_puzzles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('author_id', '=', authorId)
    .where('published_day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a list is asked for: its order, its filters, where it goes on from, how many. */
export interface ListAsk {
  sort: PuzzleSort;
  size?: string;
  level?: string;
  author?: string;
  /** The last row of the page before, as the cursor names it. */
  after?: { key: string | number; id: string };
  limit: number;
}

/** The column each order reads, highest first (newest, most voted, hardest). */
const KEY: Record<PuzzleSort, 'published_at' | 'votes' | 'rating'> = {
  new: 'published_at',
  top: 'votes',
  hard: 'rating',
};

/** A page of listed puzzles (neither withdrawn nor hidden), in `ask.sort`'s order. */
export function listPuzzles(db: Db, ask: ListAsk): Promise<PuzzleRow[]> {
  const key = `c.${KEY[ask.sort]}` as const;
  let query = withAuthors(db).where('c.withdrawn_at', 'is', null).where('c.hidden', '=', 0);
  if (ask.size !== undefined) query = query.where('c.size', '=', ask.size);
  if (ask.level !== undefined) query = query.where('c.level', '=', ask.level);
  if (ask.author !== undefined) query = query.where('c.author_tag', '=', ask.author);
  if (ask.after) {
    const { key: last, id } = ask.after;
    // Past the cursor: a lower key, or the same key and a lower id, written as one comparison
    // of (key, id) pairs so that both databases start the index scan there (as `a < x or (a = x
    // and …)` they scanned from the first row and filtered: a page 50 in read 1,000 rows).
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple(key, 'c.id'), '<', tuple(last, id)),
    );
  }
  return query.orderBy(key, 'desc').orderBy('c.id', 'desc').limit(ask.limit).execute();
}

/** The puzzles reports hid, oldest first, for the moderators (a page of `limit`). */
export function hiddenPuzzles(db: Db, limit: number): Promise<PuzzleRow[]> {
  return withAuthors(db)
    .where('c.hidden', '=', 1)
    .where('c.withdrawn_at', 'is', null)
    .orderBy('c.published_at')
    .limit(limit)
    .execute();
}

/** The median time of a puzzle's solves without hints (null before the first), read by index. */
export async function medianSeconds(db: Db, puzzleId: string): Promise<number | null> {
  const base = db
    .selectFrom('community_solves')
    .where('puzzle_id', '=', puzzleId)
    .where('hints', '=', 0);
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(count.n);
  if (n === 0) return null;
  // The middle row (the lower middle's and upper's mean when even), read by index.
  const rows = await base
    .select('seconds')
    .orderBy('seconds')
    .orderBy('id')
    .limit(n % 2 ? 1 : 2)
    .offset(Math.floor((n - 1) / 2))
    .execute();
  return rows.reduce((sum, row) => sum + row.seconds, 0) / rows.length;
}

/** Keeps the puzzle's median time up to date after a solve without hints. */
export async function keepMedian(db: Db, puzzleId: string): Promise<void> {
  const median = await medianSeconds(db, puzzleId);
  await db
    .updateTable('community_puzzles')
    .set({ median_seconds: median })
    .where('id', '=', puzzleId)
    .execute();
}

/** A puzzle's fastest first attempts without hints, with each solver's name. */
export function puzzleBoard(db: Db, puzzleId: string, limit: number) {
  return db
    .selectFrom('community_solves as s')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .select(['s.player_id', 'p.name', 's.seconds', 's.solved_at'])
    .where('s.puzzle_id', '=', puzzleId)
    .where('s.hints', '=', 0)
    .orderBy('s.seconds')
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/** Counts a start of the puzzle by the player, once each; whether it was their first. */
export async function countPlay(db: Db, puzzleId: string, playerId: string, at: Date) {
  const inserted = await db
    .insertInto('community_plays')
    .values({ puzzle_id: puzzleId, player_id: playerId, started_at: at.toISOString() })
    .onConflict((oc) => oc.columns(['puzzle_id', 'player_id']).doNothing())
    .executeTakeFirst();
  const first = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  if (first) {
    await db
      .updateTable('community_puzzles')
      .set((eb) => ({ plays: eb('plays', '+', 1) }))
      .where('id', '=', puzzleId)
      .execute();
  }
  return first;
}

/**
 * The player's vote on the puzzle, `up` or down, weighing `weight` (a changed vote replaces the
 * old): the puzzle's sum moves by the difference, in this transaction.
 */
export async function vote(
  db: Db,
  puzzleId: string,
  playerId: string,
  up: boolean,
  weight: number,
): Promise<void> {
  const old = await db
    .selectFrom('community_votes')
    .select(['up', 'weight'])
    .where('puzzle_id', '=', puzzleId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  const worth = (v: { up: number; weight: number } | undefined) =>
    v ? (v.up ? v.weight : -v.weight) : 0;
  const now = { up: up ? 1 : 0, weight };
  await db
    .insertInto('community_votes')
    .values({ puzzle_id: puzzleId, player_id: playerId, ...now })
    .onConflict((oc) => oc.columns(['puzzle_id', 'player_id']).doUpdateSet(now))
    .execute();
  const delta = worth(now) - worth(old);
  if (delta !== 0) {
    await db
      .updateTable('community_puzzles')
      .set((eb) => ({ votes: eb('votes', '+', delta) }))
      .where('id', '=', puzzleId)
      .execute();
  }
}

/**
 * The player's report of the puzzle, once: an established player's counts, and enough of
 * those hide the puzzle until a moderator looks. Whether it is hidden now.
 */
export async function report(
  db: Db,
  puzzleId: string,
  playerId: string,
  counted: boolean,
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('community_reports')
    .values({
      puzzle_id: puzzleId,
      player_id: playerId,
      reported_at: at.toISOString(),
      counted: counted ? 1 : 0,
    })
    .onConflict((oc) => oc.columns(['puzzle_id', 'player_id']).doNothing())
    .executeTakeFirst();
  if (counted && Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
    await db
      .updateTable('community_puzzles')
      .set((eb) => ({
        reports: eb('reports', '+', 1),
        hidden: sql<number>`case when reports + 1 >= ${REPORTS_TO_HIDE} then 1 else hidden end`,
      }))
      .where('id', '=', puzzleId)
      .execute();
  }
  const row = await db
    .selectFrom('community_puzzles')
    .select('hidden')
    .where('id', '=', puzzleId)
    .executeTakeFirstOrThrow();
  return row.hidden === 1;
}

/** The author takes the puzzle back: no longer listed or playable; its solves stay. */
export async function withdraw(db: Db, puzzleId: string, at: Date): Promise<void> {
  await db
    .updateTable('community_puzzles')
    .set({ withdrawn_at: at.toISOString() })
    .where('id', '=', puzzleId)
    .execute();
}

/**
 * A moderator's decision on a puzzle reports hid: `restore` lists it again (its reports
 * forgotten, so they do not hide it again), `remove` takes it down as a withdrawal does.
 */
export async function moderate(
  db: Db,
  puzzleId: string,
  action: 'restore' | 'remove',
  at: Date,
): Promise<void> {
  if (action === 'restore') {
    await db.deleteFrom('community_reports').where('puzzle_id', '=', puzzleId).execute();
    await db
      .updateTable('community_puzzles')
      .set({ hidden: 0, reports: 0 })
      .where('id', '=', puzzleId)
      .execute();
    return;
  }
  await db
    .updateTable('community_puzzles')
    .set({ hidden: 1, withdrawn_at: at.toISOString() })
    .where('id', '=', puzzleId)
    .execute();
}
