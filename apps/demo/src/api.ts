// The front end's client for the site's JSON API. Every call either returns data or throws an
// ApiFailure whose message is fit to show a player.

/** A day's puzzle, as the API gives it (shared/daily.ts: the server's pages draw it too). */
export type { DailyInfo } from '../shared/daily.js';
import type { DailyInfo } from '../shared/daily.js';

/** A solve post: the board's detail with the mode, date and ticket (one shape, the server's). */
export type { SolvePost, Started, TicketAsk } from '../shared/wire.js';
import type { SolvePost, Started, StoredSolve, TicketAsk } from '../shared/wire.js';
import type {
  CommunityOutcome,
  CommunitySolvePost,
  PublishAsk,
  PublishedPuzzle,
  PuzzlePage,
} from '../shared/community.js';
import type { RaceAsk, RaceRoom } from '../shared/race.js';
import { retryAfterOf } from './retry.js';
import { lang, say } from '../shared/words/say.js';
import { type Size } from '../shared/sizes.js';

/** A stored solve as the page sees it: the puzzle (its key, size, level, version, score) and how. */
export interface SolveSeen {
  puzzle: string;
  size: Size;
  difficulty: string;
  engine: number;
  score: number | null;
  mode: string;
  day: string;
  seconds: number;
  hints: number;
}

/** The referee's answer to a solve post: the server's own shape, the solve as the page sees it. */
export type SolveResult = StoredSolve<SolveSeen>;

export interface LeaderboardEntry {
  rank: number;
  name: string;
  /** A short tag from the player's id, so look-alike names are told apart: "#k3x9". */
  tag: string;
  you: boolean;
  /** New to the ratings: ranked after established players on a day's board. */
  provisional: boolean;
  seconds?: number;
  day?: string;
  display?: string;
  rating?: number;
  rd?: number;
  games?: number;
}

export interface Leaderboard {
  /** The board's name in English (the page names it in its own language). */
  title: string;
  /** A day's board: its daily's size, level, engine version and score; best times: the size and level. */
  size?: Size;
  difficulty?: string;
  engine?: number;
  score?: number | null;
  entries: LeaderboardEntry[];
}

export interface Me {
  /** The player's own id (null before there is a player): what the operator names moderators by. */
  id?: string | null;
  /** Whether the operator named this player a moderator of published puzzles. */
  moderator?: boolean;
  /** The name chosen, or the one made from the player's id; null before there is a player. */
  name: string | null;
  /** Whether the player chose their name. */
  named: boolean;
  rating: number;
  rd: number;
  display: string;
  games: number;
  provisional: boolean;
  ratedDays: number;
  /** What makes a player established: RD under `rd`, rated on at least `days` days. */
  established: { rd: number; days: number };
  best: Record<string, number | null>;
  recent: (SolveSeen & { ratingChange: number | null })[];
}

/** The player's stats (GET /api/me/stats). */
export interface Stats {
  streak: { current: number; best: number };
  sizes: { size: Size; solves: number; median: number | null; best: number | null }[];
  hints: { used: number; solves: number };
  history: { day: string; rating: number; rd: number }[];
  solvedDays: string[];
}

/** A device signed in as the player (GET /api/me/devices). */
export interface Device {
  id: string;
  device: string;
  /** The device's parts, for the page to name it in its language (null: not one we know). */
  browser: string | null;
  system: string | null;
  since: string;
  current: boolean;
}

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The seconds the server (or a proxy) asked the page to wait, from `retry-after`. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      // The server's refusals come back in the page's language.
      headers: {
        'accept-language': lang,
        ...(init?.body ? { 'content-type': 'application/json' } : {}),
      },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiFailure(0, say.unreachable);
  }
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  if (!response.ok) {
    const wait = retryAfterOf(response.headers.get('retry-after'));
    throw new ApiFailure(response.status, body?.error ?? say.answered(response.status), wait);
  }
  return body as T;
}

export const api = {
  daily: (date?: string) =>
    call<DailyInfo>(date ? `/api/galaxies/daily/${date}` : '/api/galaxies/daily'),
  archive: () => call<DailyInfo[]>('/api/galaxies/archive'),
  ticket: (ask: TicketAsk) =>
    call<Started>('/api/galaxies/tickets', { method: 'POST', body: JSON.stringify(ask) }),
  postSolve: (post: SolvePost) =>
    call<SolveResult>('/api/galaxies/solves', { method: 'POST', body: JSON.stringify(post) }),
  /** A day's board; `fresh` asks past the copy the browser keeps for a few seconds. */
  dailyBoard: (date: string, fresh = false) =>
    call<Leaderboard>(
      `/api/galaxies/leaderboard/daily?date=${encodeURIComponent(date)}`,
      fresh ? { cache: 'no-cache' } : undefined,
    ),
  allTimeBoard: (size: Size, level: string) =>
    call<Leaderboard>(`/api/galaxies/leaderboard/all-time?size=${size}&level=${level}`),
  ratingsBoard: () => call<Leaderboard>('/api/galaxies/leaderboard/ratings'),
  me: () => call<Me>('/api/me'),
  stats: () => call<Stats>('/api/me/stats'),
  devices: () => call<{ devices: Device[]; recovery: boolean }>('/api/me/devices'),
  signOut: (id: string) => call<null>(`/api/me/devices/${id}`, { method: 'DELETE' }),
  transfer: () =>
    call<{ code: string; link: string; expiresAt: string; minutes: number }>('/api/me/transfer', {
      method: 'POST',
    }),
  recovery: () => call<{ code: string }>('/api/me/recovery', { method: 'POST' }),
  progress: async (puzzle: string) =>
    (
      await call<{ progress: { marks: unknown; moves: number } | null }>(
        `/api/me/progress/${puzzle}`,
      )
    ).progress,
  saveProgress: (body: string) =>
    call<{ kept: boolean }>('/api/me/progress', { method: 'POST', body }),
  signIn: (code: string) =>
    call<{ signedIn: true; kind: string }>('/api/me/sign-in', {
      method: 'POST',
      body: JSON.stringify({ code }),
    }),
  rename: (name: string) => call<Me>('/api/me', { method: 'PUT', body: JSON.stringify({ name }) }),
  // Puzzles players publish (shared/community.ts).
  publish: (ask: PublishAsk) =>
    call<{ id: string; url: string }>('/api/galaxies/puzzles', {
      method: 'POST',
      body: JSON.stringify(ask),
    }),
  puzzle: (id: string) => call<PublishedPuzzle>(`/api/galaxies/puzzles/${id}`),
  /** A page of the list; `query` as the list's address writes it (`sort=top&size=10`). */
  puzzles: (query: string) => call<PuzzlePage>(`/api/galaxies/puzzles?${query}`),
  communityTicket: (puzzle: string) =>
    call<{ ticket: string; puzzle: string }>('/api/galaxies/tickets', {
      method: 'POST',
      body: JSON.stringify({ mode: 'community', puzzle }),
    }),
  postCommunitySolve: (post: CommunitySolvePost) =>
    call<CommunityOutcome>('/api/galaxies/solves', {
      method: 'POST',
      body: JSON.stringify(post),
    }),
  vote: (puzzle: string, up: boolean) =>
    call<{ votes: number; up: boolean }>(`/api/galaxies/puzzles/${puzzle}/vote`, {
      method: 'PUT',
      body: JSON.stringify({ up }),
    }),
  report: (puzzle: string) =>
    call<{ hidden: boolean }>(`/api/galaxies/puzzles/${puzzle}/report`, {
      method: 'POST',
      body: '{}',
    }),
  /** The puzzles reports hid, for a moderator to decide on. */
  hiddenPuzzles: () => call<{ entries: PublishedPuzzle[] }>('/api/galaxies/moderation/puzzles'),
  moderate: (puzzle: string, action: 'restore' | 'remove') =>
    call<{ action: string }>(`/api/galaxies/moderation/puzzles/${puzzle}`, {
      method: 'POST',
      body: JSON.stringify({ action }),
    }),
  withdraw: (puzzle: string) =>
    call<{ withdrawn: true }>(`/api/galaxies/puzzles/${puzzle}`, { method: 'DELETE' }),
  // Live races (shared/race.ts): open a room, see it, take a seat in it.
  openRace: (ask: RaceAsk) =>
    call<{ id: string; url: string }>('/api/galaxies/races', {
      method: 'POST',
      body: JSON.stringify(ask),
    }),
  race: (id: string) =>
    call<RaceRoom>(`/api/galaxies/races/${encodeURIComponent(id)}`, { cache: 'no-store' }),
  joinRace: (id: string) =>
    call<RaceRoom>(`/api/galaxies/races/${encodeURIComponent(id)}/racers`, {
      method: 'POST',
      body: '{}',
    }),
};
