// A published puzzle as the API and its pages give it (shared/community.ts): from its stored row,
// its author by name and public tag (never their id), its crowd rating with whether it is still
// provisional, and the cursor a list page ends on. For the API's routes (routes/puzzles.ts) and the
// drawn pages (pages/community-pages.ts) alike.
import { isProvisional } from '@galaxies/ratings';
import type { Dot } from '@galaxies/engine';
import type { PuzzleRow } from '../db/community.js';
import { defaultName } from '../players/names.js';
import type { PublishedPuzzle, PuzzlePage, PuzzleSort } from '../../shared/community.js';

/** A published puzzle's page: `/p/<id>/`. */
export const puzzlePath = (id: string) => `/p/${id}/`;

/** `row` as the API gives it. */
export function puzzleView(row: PuzzleRow): PublishedPuzzle {
  return {
    ...listView(row),
    dots: JSON.parse(row.dots) as Dot[],
    note: row.note,
  };
}

/** `row` as a list gives it: all but its dots and note. */
export function listView(row: PuzzleRow): PuzzlePage['entries'][number] {
  const rating = { rating: row.rating, rd: row.rd, volatility: row.volatility };
  return {
    id: row.id,
    w: row.w,
    h: row.h,
    title: row.title,
    author: { name: row.author_name ?? defaultName(row.author_id), tag: row.author_tag },
    score: row.score === null ? null : Number(row.score),
    level: row.level,
    rating: {
      value: Math.round(row.rating),
      rd: Math.round(row.rd),
      provisional: isProvisional(rating),
    },
    plays: row.plays,
    solves: row.solves,
    medianSeconds: row.median_seconds === null ? null : Math.round(Number(row.median_seconds)),
    votes: Math.round(Number(row.votes) * 100) / 100,
    publishedAt: row.published_at,
    withdrawn: row.withdrawn_at !== null,
    hidden: row.hidden === 1,
  };
}

/** The column each order reads, as a cursor keeps it. */
const CURSOR_KEY = { new: 'published_at', top: 'votes', hard: 'rating' } as const;

/** The cursor of the page after one ending on `row` in `sort`'s order. */
export function cursorAfter(row: PuzzleRow, sort: PuzzleSort): string {
  const key = row[CURSOR_KEY[sort]];
  return Buffer.from(
    JSON.stringify([typeof key === 'string' ? key : Number(key), row.id]),
  ).toString('base64url');
}

/** What a cursor names (the last row's key and id), or null for one this server did not write. */
export function readCursor(
  cursor: string,
  sort: PuzzleSort,
): { key: string | number; id: string } | null {
  try {
    const read: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(read) || read.length !== 2 || typeof read[1] !== 'string') return null;
    const [key, id] = read as [unknown, string];
    const wanted = sort === 'new' ? 'string' : 'number';
    if (typeof key !== wanted || (typeof key === 'number' && !Number.isFinite(key))) return null;
    return { key: key as string | number, id };
  } catch {
    return null;
  }
}
