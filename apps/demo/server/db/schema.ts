// The tables the site keeps, as Kysely sees them. Times are ISO strings and days `YYYY-MM-DD`,
// the same in SQLite and PostgreSQL.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { Size } from '../../shared/sizes.js';

/**
 * A size as the game writes it (7, "20x12"). Since migration 011 PostgreSQL keeps it as text
 * ("7"); either store gives it back in its one form (db/sizes-plugin.ts).
 */
type SizeColumn = Size;

export interface PlayersTable {
  id: string;
  name: string | null;
  created_at: string;
  rating: number;
  rd: number;
  volatility: number;
  games: number;
  /** The last day a rating period was applied for this player (see @galaxies/ratings). */
  rated_day: string | null;
  /** Days a rating period was applied on: with RD, what makes the player established. */
  rated_days: number;
}

export interface SolvesTable {
  id: Generated<number>;
  player_id: string;
  /**
   * `<size>/<difficulty>/<code>`, with `@<engine>` from version 2 (puzzle-key.ts): one accepted
   * solve per player and puzzle, the same code's puzzles under two versions apart.
   */
  puzzle: string;
  size: SizeColumn;
  difficulty: string;
  code: string;
  /** The engine version that made the code (1 for every solve before migration 009). */
  engine: Generated<number>;
  /** The puzzle's difficulty score when it was solved; null before migration 009. */
  score: Generated<number | null>;
  mode: string;
  /** The daily's date for daily and archive solves, else the day it was solved. */
  day: string;
  seconds: number;
  solved_at: string;
  rating_change: number | null;
  /** Hints the player used; a hinted solve is neither rated nor ranked. */
  hints: Generated<number>;
}

/** A player's best time without hints at a size and level: what a best-times board reads. */
export interface BestTimesTable {
  size: SizeColumn;
  difficulty: string;
  player_id: string;
  seconds: number;
  /** The solve that set it: among equal times, the one set first ranks first. */
  solve_id: number;
}

/** One row per daily whose field has been rated: the claim that makes the job run once. */
export interface FieldRatingsTable {
  day: string;
  rated_at: string;
  solvers: number;
}

/** A device's session: the player cookie names one; a revoked one signs that device out. */
export interface SessionsTable {
  id: string;
  player_id: string;
  created_at: string;
  revoked_at: string | null;
  /** What the device is, from its browser ("Firefox on Windows"); null before migration 007. */
  device: Generated<string | null>;
}

/** A code that signs another browser in as a player: its keyed hash, never the code. */
export interface SignInCodesTable {
  hash: string;
  player_id: string;
  kind: 'transfer' | 'recovery';
  created_at: string;
  /** When a transfer code stops working; null for a recovery code. */
  expires_at: string | null;
  used_at: string | null;
}

/** Shared window counts of the rate limits (used on PostgreSQL; db/counts.ts). */
export interface RateCountsTable {
  key: string;
  /** When the window ends, in ms since 1970. */
  until: number;
  count: number;
}

/** A player's rating and RD at the end of a day it changed. */
export interface RatingHistoryTable {
  player_id: string;
  day: string;
  rating: number;
  rd: number;
}

/** A player's marks on an unfinished puzzle, and how many moves made them. */
export interface ProgressTable {
  player_id: string;
  /** `<size>/<difficulty>/<code>` (`@<engine>` from version 2), as solves name puzzles. */
  puzzle: string;
  /** The board's marks as JSON. */
  marks: string;
  moves: number;
  updated_at: string;
}

/** A puzzle a player published (migration 012). */
export interface CommunityPuzzlesTable {
  id: string;
  w: number;
  h: number;
  /** As the game writes sizes: "10", "20x12". */
  size: string;
  /** The dots as JSON, `[[y, x], …]` in reading order. */
  dots: string;
  /** The same for every turn and flip of the puzzle: one puzzle is published once. */
  canonical: string;
  title: string;
  note: string | null;
  author_id: string;
  /** The author's public tag ("#k3x9"): the list is filtered by it, never by the id. */
  author_tag: string;
  published_at: string;
  published_day: string;
  score: number | null;
  level: string;
  rating: number;
  rd: number;
  volatility: number;
  rated_day: string | null;
  games: Generated<number>;
  plays: Generated<number>;
  solves: Generated<number>;
  /** The median time of its solves without hints (null before the first). */
  median_seconds: number | null;
  votes: Generated<number>;
  reports: Generated<number>;
  hidden: Generated<number>;
  withdrawn_at: string | null;
}

/** A player's solve of a published puzzle, once (migration 012). */
export interface CommunitySolvesTable {
  id: Generated<number>;
  puzzle_id: string;
  player_id: string;
  seconds: number;
  hints: number;
  day: string;
  solved_at: string;
  rating_change: number | null;
  puzzle_change: number | null;
}

export interface CommunityPlaysTable {
  puzzle_id: string;
  player_id: string;
  started_at: string;
}

export interface CommunityVotesTable {
  puzzle_id: string;
  player_id: string;
  /** 1 up, 0 down. */
  up: number;
  weight: number;
}

export interface CommunityReportsTable {
  puzzle_id: string;
  player_id: string;
  reported_at: string;
  /** 1 when the reporter was established: such reports hide a puzzle. */
  counted: number;
}

/** A player's rating in games against published puzzles (migration 012). */
export interface CommunityRatingsTable {
  player_id: string;
  rating: number;
  rd: number;
  volatility: number;
  games: Generated<number>;
  rated_day: string | null;
}

/** A live race's room (migration 013); times in ms by the server's clock. */
export interface RacesTable {
  id: string;
  host_id: string;
  size: string;
  level: string;
  code: string;
  engine: number;
  created_at: string;
  starts_at: number | string | null;
  ends_at: number | string | null;
}

/** A racer in a room, by seat (migration 013). */
export interface RaceRacersTable {
  race_id: string;
  seat: number;
  player_id: string;
  name: string;
  tag: string;
  progress: Generated<number>;
  finish_seconds: number | null;
  finish_hints: number | null;
  finished_at: number | string | null;
  connection: Generated<number>;
  away_since: number | string | null;
  left_at: number | string | null;
}

export interface Database {
  players: PlayersTable;
  sessions: SessionsTable;
  solves: SolvesTable;
  best_times: BestTimesTable;
  field_ratings: FieldRatingsTable;
  rate_counts: RateCountsTable;
  rating_history: RatingHistoryTable;
  sign_in_codes: SignInCodesTable;
  progress: ProgressTable;
  community_puzzles: CommunityPuzzlesTable;
  community_solves: CommunitySolvesTable;
  community_plays: CommunityPlaysTable;
  community_votes: CommunityVotesTable;
  community_reports: CommunityReportsTable;
  community_ratings: CommunityRatingsTable;
  races: RacesTable;
  race_racers: RaceRacersTable;
}

export type Player = Selectable<PlayersTable>;
export type NewPlayer = Insertable<PlayersTable>;
export type Solve = Selectable<SolvesTable>;
export type NewSolve = Insertable<SolvesTable>;
export type CommunityPuzzle = Selectable<CommunityPuzzlesTable>;
export type NewCommunityPuzzle = Insertable<CommunityPuzzlesTable>;
export type CommunitySolve = Selectable<CommunitySolvesTable>;
