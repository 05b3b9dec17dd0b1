// What the site's client and server share about live races: the rules' numbers, a room as both
// see it, and every message on a race's socket, as types and as the JSON schemas the server
// checks each message against (unknown fields refused, nothing coerced). A racer is known in a
// room by a seat number, never by the player's id; the puzzle is in a room only once it starts.
import type { Dot } from '@galaxies/engine';
import type { Size } from './sizes.js';
import { SIZE_SCHEMA } from './wire.js';

/** Players a room holds; it starts itself when this many have joined. */
export const RACERS_MAX = 10;
/** The countdown between the start being called and the puzzle shown, by the server's clock. */
export const COUNTDOWN_MS = 3000;
/** Seconds each hint adds to a racer's time. */
export const HINT_PENALTY_SECONDS = 15;
/** How long a dropped racer may take to come back before they are marked as having left. */
export const REJOIN_MS = 30_000;
/** A race lasts at most its size and level's par times this. */
export const PARS_PER_RACE = 2;
/** The largest message a socket may send, in bytes. */
export const MESSAGE_MAX_BYTES = 8192;
/** Messages a socket may send each second (a burst of twice this is allowed). */
export const MESSAGES_PER_SECOND = 20;
/** How often the server pings each socket; one that misses two pongs is closed. */
export const HEARTBEAT_MS = 10_000;
/** A room's id: ten letters and digits, none that look alike. */
export const RACE_ID_RE = /^[a-kmnp-z2-9]{10}$/;

/** Why the server closed a socket (WebSocket close codes of the application's own range). */
export const CLOSE = {
  /** A message that is not JSON or not one the schema knows. */
  malformed: 4400,
  /** The page is not the site's own (its Origin differs). */
  origin: 4403,
  /** No such room, or the asker is not one of its racers. */
  notARacer: 4404,
  /** A message larger than MESSAGE_MAX_BYTES. */
  tooBig: 4413,
  /** More messages than MESSAGES_PER_SECOND allows. */
  tooFast: 4429,
  /** No pong to two pings. */
  silent: 4408,
} as const;

/** `POST /api/galaxies/races`: an Endless size and level to race. */
export interface RaceAsk {
  size: Size;
  level: string;
}

export const RACE_ASK_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['size', 'level'],
  properties: {
    size: SIZE_SCHEMA,
    level: { type: 'string', maxLength: 16 },
  },
} as const;

/** Where a room is: open to joiners, counting down, racing, or over (results final). */
export type RaceState = 'waiting' | 'countdown' | 'racing' | 'done';

/** A racer as the room shows them. */
export interface Racer {
  /** The racer's seat, 1 to RACERS_MAX, in the order they joined. */
  seat: number;
  name: string;
  /** The public tag telling alike names apart. */
  tag: string;
  /** The share of cells in finished galaxies, 0–100. */
  progress: number;
  /** The server-checked finish: time since the start, hints, and their penalty in the time. */
  finish: { seconds: number; hints: number; penalty: number } | null;
  /** Place by time, among those who finished (ties keep the earlier finish first). */
  place: number | null;
  /** Gone: left the room, or dropped and not back within REJOIN_MS. */
  left: boolean;
  /** Dropped just now, still with time to rejoin. */
  away: boolean;
  /** The asking player (false for everyone else). */
  you: boolean;
}

/** The puzzle raced: an Endless size, level and code (so it can be played again), made ready. */
export interface RacePuzzle {
  size: Size;
  level: string;
  code: string;
  engine: number;
  w: number;
  h: number;
  dots: readonly Dot[];
}

/** A room as `GET /api/galaxies/races/:id` and the socket's `room` message give it. */
export interface RaceRoom {
  id: string;
  size: Size;
  level: string;
  /** The host's seat (the player who opened the room). */
  host: number;
  state: RaceState;
  /** The start (ms since the epoch, the server's clock), once called. */
  startsAt: number | null;
  /** The time limit (ms since the epoch), once started. */
  endsAt: number | null;
  racers: Racer[];
  /** The puzzle, from the start on; null before. */
  puzzle: RacePuzzle | null;
  /** The server's clock when this was sent, so a page can count down by it. */
  now: number;
}

/** What a racer's page sends on the socket. */
export type RaceMessage =
  | { type: 'start' }
  | { type: 'progress'; settled: number; cells: number }
  | { type: 'finish'; answer: number[]; hints: number }
  | { type: 'leave' };

/** What the server sends on the socket. */
export type RaceNews =
  /** The whole room: on joining, and whenever anything but progress changes. */
  | { type: 'room'; room: RaceRoom }
  /** One racer's progress, as it changes. */
  | { type: 'progress'; seat: number; progress: number }
  /** This racer's finish was refused (the answer does not solve the puzzle). */
  | { type: 'refused'; error: string };

const CELLS_MAX = 900;

/** The schema of a racer's message (`RaceMessage`). */
export const RACE_MESSAGE_SCHEMA = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['type'],
      properties: { type: { const: 'start' } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'settled', 'cells'],
      properties: {
        type: { const: 'progress' },
        settled: { type: 'integer', minimum: 0, maximum: CELLS_MAX },
        cells: { type: 'integer', minimum: 1, maximum: CELLS_MAX },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'answer', 'hints'],
      properties: {
        type: { const: 'finish' },
        answer: {
          type: 'array',
          maxItems: CELLS_MAX,
          items: { type: 'integer', minimum: 0, maximum: CELLS_MAX },
        },
        hints: { type: 'integer', minimum: 0, maximum: 1000 },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type'],
      properties: { type: { const: 'leave' } },
    },
  ],
} as const;

/** A share of `cells` as a whole percentage, 0–100 (100 only when every cell is settled). */
export function percentOf(settled: number, cells: number): number {
  if (cells <= 0) return 0;
  const share = Math.min(settled, cells) / cells;
  return share >= 1 ? 100 : Math.min(99, Math.floor(share * 100));
}
