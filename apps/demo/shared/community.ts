// What the site's client and server share about puzzles published by players: the ask to
// publish one and its schema, a published puzzle as the API gives it, and the list's ask and
// answer. A puzzle is known by a short id (`/p/<id>/`); its grid, dots, score and level are the
// server's, worked out again from the dots it was sent.
import type { Dot } from '@galaxies/engine';
import { NOTE_MAX, TITLE_MAX } from './policy.js';
import type { RatingAfter } from './rating-after.js';

/** `POST /api/galaxies/puzzles`: a puzzle made in the editor, to publish under a title. */
export interface PublishAsk {
  w: number;
  h: number;
  dots: Dot[];
  title: string;
  note?: string;
}

/** A published puzzle's id: eight letters and digits, none that look alike (no l, o, 0 or 1). */
export const PUZZLE_ID_RE = /^[a-kmnp-z2-9]{8}$/;

/** The schema of a publish ask's body (its values are checked again, closely, by the server). */
export const PUBLISH_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['w', 'h', 'dots', 'title'],
  properties: {
    w: { type: 'integer' },
    h: { type: 'integer' },
    dots: {
      type: 'array',
      maxItems: 1800,
      items: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer' } },
    },
    // Room for what normalising shortens; the server counts the characters.
    title: { type: 'string', maxLength: TITLE_MAX * 8 },
    note: { type: 'string', maxLength: NOTE_MAX * 8 },
  },
} as const;

/** A puzzle's rating as the crowd has made it. */
export interface CrowdRating {
  value: number;
  rd: number;
  /** Until its deviation is under the threshold, too few have played it to say. */
  provisional: boolean;
}

/** `GET /api/galaxies/puzzles/:id`. */
export interface PublishedPuzzle {
  id: string;
  w: number;
  h: number;
  dots: Dot[];
  title: string;
  note: string | null;
  author: { name: string; tag: string };
  /** The engine's score (version 3), or null for a puzzle off the scale. */
  score: number | null;
  level: string;
  rating: CrowdRating;
  plays: number;
  solves: number;
  /** The median time of its solves without hints, or null before the first. */
  medianSeconds: number | null;
  /** Weighted votes, up less down. */
  votes: number;
  publishedAt: string;
  /** Withdrawn by its author, or hidden after reports until a moderator looks: not listed. */
  withdrawn: boolean;
  hidden: boolean;
}

/** How the list is ordered: newest first, most voted, or hardest by the crowd's rating. */
export const PUZZLE_SORTS = ['new', 'top', 'hard'] as const;
export type PuzzleSort = (typeof PUZZLE_SORTS)[number];

/** `GET /api/galaxies/puzzles`: a page of the list, and the cursor of the next (null at the end). */
export interface PuzzlePage {
  entries: Omit<PublishedPuzzle, 'dots' | 'note'>[];
  next: string | null;
}

/** Published puzzles are played in a mode of their own, named by id rather than by a code. */
export const COMMUNITY = 'community';

/** `POST /api/galaxies/tickets` for a published puzzle. */
export interface CommunityTicketAsk {
  mode: typeof COMMUNITY;
  puzzle: string;
}

/** `POST /api/galaxies/solves` for a published puzzle: its answer, a dot for each cell. */
export interface CommunitySolvePost {
  mode: typeof COMMUNITY;
  puzzle: string;
  answer: number[];
  seconds: number;
  ticket: string;
  hints?: number;
}

/** The schema of a community ticket ask's body. */
export const COMMUNITY_TICKET_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['mode', 'puzzle'],
  properties: {
    mode: { const: COMMUNITY },
    puzzle: { type: 'string', maxLength: 8 },
  },
} as const;

/** The schema of a community solve post's body (`ticketMax`: the longest ticket read). */
export function communitySolveSchema(ticketMax: number) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['mode', 'puzzle', 'answer', 'seconds', 'ticket'],
    properties: {
      mode: { const: COMMUNITY },
      puzzle: { type: 'string', maxLength: 8 },
      answer: { type: 'array', maxItems: 900 },
      seconds: { type: 'number' },
      ticket: { type: 'string', maxLength: ticketMax },
      hints: { type: 'integer', minimum: 0, maximum: 100000 },
    },
  } as const;
}

/** What a community solve did: the solver's community rating and the puzzle's. */
export interface CommunityOutcome {
  repeat: boolean;
  seconds: number;
  /** The solver's community rating after the game; null when unrated (hints, or a repeat). */
  rating: RatingAfter | null;
  /** The puzzle's rating after the game, and whether the game moved it. */
  puzzle: {
    change: number;
    rating: number;
    rd: number;
    provisional: boolean;
    moved: boolean;
  } | null;
}
