// The puzzles players publish, as the API reads them and its pages draw them: the list's ask
// from its address (order, filters, cursor; a 400 in the player's words for a bad one) and a page
// of it, whether a stored puzzle can be shown and played (404 for none, 410 for one withdrawn or
// hidden), and a puzzle's board of fastest first attempts. The routes (routes/puzzles.ts,
// community-play.ts), the pages (pages/community-pages.ts) and the frames (embed/) all ask here.
import type { Kysely } from 'kysely';
import { listPuzzles, puzzleBoard, puzzleById, type PuzzleRow } from '../db/community.js';
import type { Database } from '../db/schema.js';
import { ApiError } from '../words/api-error.js';
import type { Phrase } from '../words/refusals.js';
import { defaultName, tagOf } from '../players/names.js';
import { PUZZLE_SORTS, type PuzzlePage, type PuzzleSort } from '../../shared/community.js';
import { readSize } from '../../shared/sizes.js';
import { cursorAfter, listView, readCursor } from './puzzle-view.js';

/** Puzzles a list page holds. */
export const PAGE_SIZE = 20;

/** Fastest first attempts a puzzle's board shows. */
export const BOARD_SIZE = 20;

/** What the list is asked for, as its address writes it. */
export interface ListQuery {
  sort?: string;
  size?: string;
  level?: string;
  author?: string;
  cursor?: string;
}

const LEVELS = ['easy', 'medium', 'hard'];
const TAG_RE = /^#?([a-km-np-z2-9]{4})$/;

/** The ask a list query names, or a 400 in the player's words. */
export function readListQuery(query: ListQuery) {
  const sort = (query.sort ?? 'new') as PuzzleSort;
  if (!PUZZLE_SORTS.includes(sort)) throw new ApiError(400, (w) => w.puzzleSorts);
  let size: string | undefined;
  if (query.size) {
    const read = readSize(query.size);
    if (read === null) throw new ApiError(400, (w) => w.sizes);
    size = String(read);
  }
  if (query.level && !LEVELS.includes(query.level)) throw new ApiError(400, (w) => w.levels);
  let author: string | undefined;
  if (query.author) {
    const tag = TAG_RE.exec(query.author);
    if (!tag) throw new ApiError(400, (w) => w.authorTag);
    author = `#${tag[1]}`;
  }
  const after = query.cursor ? readCursor(query.cursor, sort) : undefined;
  if (after === null) throw new ApiError(400, (w) => w.badCursor);
  return { sort, size, level: query.level || undefined, author, after, limit: PAGE_SIZE };
}

/** What a list ask is kept under: its order, filters and cursor. */
export function listKey(ask: ReturnType<typeof readListQuery>): string {
  const { sort, size, level, author, after } = ask;
  return JSON.stringify([sort, size ?? '', level ?? '', author ?? '', after ?? null]);
}

/** A page of the list as the API gives it, read from `db` (a read's: `store.reads`). */
export async function listPage(
  db: Kysely<Database>,
  ask: ReturnType<typeof readListQuery>,
): Promise<PuzzlePage> {
  const rows = await listPuzzles(db, ask);
  const last = rows.length === PAGE_SIZE ? rows[rows.length - 1]! : null;
  return { entries: rows.map(listView), next: last ? cursorAfter(last, ask.sort) : null };
}

/** Why a stored puzzle can't be shown or played now, or null when it can. */
export function unavailable(row: PuzzleRow | undefined): { status: number; said: Phrase } | null {
  if (!row) return { status: 404, said: (w) => w.noSuchPuzzle };
  if (row.withdrawn_at !== null) return { status: 410, said: (w) => w.puzzleGone };
  if (row.hidden === 1) return { status: 410, said: (w) => w.puzzleHidden };
  return null;
}

/**
 * The stored puzzle `id` names that can be shown and played, or the API's refusal; read from
 * `db` (`store.reads` for a read, `store.db` before a write).
 */
export async function availablePuzzle(db: Kysely<Database>, id: string): Promise<PuzzleRow> {
  const row = await puzzleById(db, id);
  const why = unavailable(row);
  if (why) throw new ApiError(why.status, why.said);
  return row!;
}

/** A puzzle's board: its fastest first attempts without hints, marking the asker's. */
export async function boardOf(db: Kysely<Database>, id: string, you: string | null) {
  const rows = await boardEntries(db, id);
  return rows.map(({ playerId, entry }) => ({ ...entry, you: playerId === you }));
}

/** A puzzle's board's entries, each with its player's id (never sent: "you" is made from it). */
export async function boardEntries(db: Kysely<Database>, id: string) {
  const rows = await puzzleBoard(db, id, BOARD_SIZE);
  return rows.map((row, k) => ({
    playerId: row.player_id,
    entry: {
      rank: k + 1,
      name: row.name ?? defaultName(row.player_id),
      tag: tagOf(row.player_id),
      seconds: row.seconds,
    },
  }));
}
