// What the site's client and server share to start and post a solve: the ticket's ask and
// answer, and the solve post, one shape for the board's `galaxies-solved` detail, the client and
// the server, as a type and as the JSON schema the server checks every post against (unknown
// fields refused, nothing coerced). The board's detail is posted as it is, with what the page adds.
import type { SolvedDetail } from '@galaxies/board';
import type { Size } from './sizes.js';
import { COMMUNITY_TICKET_SCHEMA, communitySolveSchema } from './community.js';
import type { RatingAfter } from './rating-after.js';

/** Tickets are at most this long; a longer one is refused before any work. */
export const TICKET_MAX_LENGTH = 512;

/** The kinds of play a puzzle is started and posted in. */
export const MODES = ['daily', 'endless', 'archive'] as const;

export type Mode = (typeof MODES)[number];

/**
 * What a start ticket is asked for (`POST /api/galaxies/tickets`): for endless a size and
 * (optionally: the size's own) a level the current engine makes; for a daily its date.
 */
export interface TicketAsk {
  mode: Mode;
  size?: Size;
  difficulty?: string;
  date?: string;
  /** Endless: the server's offer of a puzzle it drew into a page (server/pages/). */
  offer?: string;
}

/** A started puzzle, as the server answers: the ticket, the puzzle it names and its score. */
export interface Started {
  ticket: string;
  code: string;
  size: Size;
  difficulty: string;
  /** The engine version that makes the code. */
  engine: number;
  /** The puzzle's difficulty score, 1.0–10.0 (null for a puzzle off the scale). */
  score: number | null;
  date?: string;
}

/**
 * What a page posts: the board's detail (a size the game makes, its `level` as `difficulty`, the
 * stored word), the mode, date and ticket.
 */
export interface SolvePost extends Omit<SolvedDetail, 'size' | 'hints' | 'level' | 'difficulty'> {
  size: Size;
  /** The level the code was made at: the board's `level`. */
  difficulty: string;
  /** Hints used (0 when absent): a hinted solve is kept but not rated or ranked. */
  hints?: number;
  mode: Mode;
  /** The daily's date, for daily and archive solves. */
  date?: string;
  /** The start ticket the server gave when the puzzle was shown. */
  ticket: string;
}

/** A size as the game writes it: n for n × n, or "WxH" (the referee reads which grid). */
export const SIZE_SCHEMA = {
  anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 7 }],
} as const;

/** The schema of a ticket ask's body for the site's own puzzles (`TicketAsk`). */
const RUN_TICKET_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['mode'],
  properties: {
    mode: { type: 'string', enum: MODES },
    size: SIZE_SCHEMA,
    difficulty: { type: 'string', maxLength: 16 },
    date: { type: 'string', maxLength: 10 },
    offer: { type: 'string', maxLength: TICKET_MAX_LENGTH },
  },
} as const;

/** The schema of a solve post's body for the site's own puzzles. */
const RUN_SOLVE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'size', 'difficulty', 'engine', 'answer', 'seconds', 'mode', 'ticket'],
  properties: {
    code: { type: 'string', maxLength: 32 },
    size: SIZE_SCHEMA,
    difficulty: { type: 'string', maxLength: 16 },
    engine: { type: 'integer' },
    answer: { type: 'array', maxItems: 4096 },
    seconds: { type: 'number' },
    mode: { type: 'string', enum: MODES },
    date: { type: 'string', maxLength: 10 },
    hints: { type: 'integer', minimum: 0, maximum: 100000 },
    ticket: { type: 'string', maxLength: TICKET_MAX_LENGTH },
  },
} as const;

/** Reads `mode` first: a published puzzle's ask has a shape of its own (shared/community.ts). */
const byMode = <C, R>(community: C, run: R) =>
  ({
    type: 'object',
    if: { required: ['mode'], properties: { mode: { const: 'community' } } },
    then: community,
    else: run,
  }) as const;

/** The schema of a ticket ask's body. */
export const TICKET_ASK_SCHEMA = byMode(COMMUNITY_TICKET_SCHEMA, RUN_TICKET_SCHEMA);

/** The schema of a solve post's body. */
export const SOLVE_POST_SCHEMA = byMode(communitySolveSchema(TICKET_MAX_LENGTH), RUN_SOLVE_SCHEMA);

/**
 * The referee's answer to a solve post: the solve (`S`, as the server stores it or the page sees
 * it), whether it was a repeat, the rating change it made, and whether it was kept unrated.
 */
export interface StoredSolve<S> {
  solve: S;
  repeat: boolean;
  /** The change and the rating it made, and whether the player is still provisional. */
  rating: RatingAfter | null;
  /** Kept unrated: past the day's cap of rated endless solves. */
  capped: boolean;
}
