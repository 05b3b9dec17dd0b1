// The shape of the community check's seeded data, pure: how many solves each puzzle gets (a long
// tail: a few with thousands, most with one to a handful), as runs of equal counts the seeding
// inserts a statement each; and each published puzzle's row, from its place in time (k, oldest
// first), with a real puzzle of the library at its size and level. Every value comes from a hash
// of k, so a run seeds the same rows on SQLite and PostgreSQL.
import { ID_ALPHABET } from '../play/ids.js';
import { tagOf } from '../players/names.js';
import type { NewCommunityPuzzle } from '../db/schema.js';
import { LEVEL_WEIGHTS, SIZE_WEIGHTS, type LibraryPuzzle } from './community-library.js';

/** What to seed: puzzles, solves of them, and the players who published them. */
export interface CommunityCounts {
  puzzles: number;
  solves: number;
  authors: number;
}

/** Players in all: every author, and enough solvers for about 20 solves each. */
export const playersOf = (counts: CommunityCounts) =>
  Math.max(counts.authors, Math.ceil(counts.solves / 20));

/** What a seeded player's id starts with, before its number; the first `authors` publish. */
export const PLAYER_PREFIX = 'cp';

export const seededPlayer = (k: number) => `${PLAYER_PREFIX}${k}`;

/** A number in [0, 1) from `n` and `salt`, the same every run (a 32-bit mix). */
export function unit(n: number, salt: number): number {
  let x = Math.imul(n ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return (x >>> 0) / 2 ** 32;
}

/** The item `u` falls on among weighted `items`. */
function pick<T>(items: readonly (readonly [T, number])[], u: number): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let left = u * total;
  for (const [item, w] of items) {
    if (left < w) return item;
    left -= w;
  }
  return items[items.length - 1]![0];
}

/**
 * Solves by popularity rank (0 the most solved): Zipf's law from the 10th place (weight
 * 1 / (rank + 10)), at most one a player, summing to exactly `counts.solves`.
 */
export function solvesByRank(counts: CommunityCounts): number[] {
  const cap = playersOf(counts);
  const weights = Array.from({ length: counts.puzzles }, (_, r) => 1 / (r + 10));
  const sum = weights.reduce((a, b) => a + b, 0);
  const solves = weights.map((w) => Math.min(cap, Math.floor((counts.solves * w) / sum)));
  // What flooring left, one more each to the most popular (still in order, still capped).
  let left = counts.solves - solves.reduce((a, b) => a + b, 0);
  for (let r = 0; left > 0; r = (r + 1) % solves.length) {
    if (solves[r]! < cap) {
      solves[r]!++;
      left--;
    }
  }
  return solves;
}

/** A run of ranks with the same number of solves: ranks first … first + length − 1. */
export interface Band {
  first: number;
  length: number;
  solves: number;
}

/** The ranks with any solves as runs of equal counts (some hundreds at a million solves). */
export function bandsOf(solves: readonly number[]): Band[] {
  const bands: Band[] = [];
  solves.forEach((n, r) => {
    const last = bands[bands.length - 1];
    if (last && last.solves === n) last.length++;
    else if (n > 0) bands.push({ first: r, length: 1, solves: n });
  });
  return bands;
}

/** Greatest common divisor. */
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The popularity rank of the k-th puzzle published: a fixed shuffle of 0 … puzzles − 1. */
export function rankOf(k: number, puzzles: number): number {
  let step = Math.floor(puzzles * 0.618) || 1;
  while (gcd(step, puzzles) !== 1) step++;
  return (k * step) % puzzles;
}

/**
 * The seed's stand-in for a puzzle's canonical form: its rank, which no real canonical form
 * (64 hexadecimal digits) can equal. Unique as the column must be, and how the solves find their
 * puzzle by index while seeding.
 */
export const CANONICAL_PREFIX = 'seed:';

export const seedCanonical = (rank: number) => `${CANONICAL_PREFIX}${rank}`;

/** The k-th puzzle's id: k through an odd multiplier mod 2^40 (one-to-one), in the ids' alphabet. */
export function seededId(k: number): string {
  let x = (BigInt(k) * 0x9e3779b97n + 0x5deece66dn) & 0xffffffffffn;
  let id = '';
  for (let d = 0; d < 8; d++, x >>= 5n) id += ID_ALPHABET[Number(x & 31n)];
  return id;
}

// prettier-ignore
const TITLE_WORDS = ['Spiral', 'Twin', 'Drift', 'Harbour', 'Lantern', 'Orbit', 'Comet', 'Tide',
  'Ember', 'Meadow', 'Quartz', 'Aurora', 'Cinder', 'Prism', 'Ripple', 'Zenith'];

const DAY_MS = 86_400_000;
const LEVEL_RATING = { easy: 1350, medium: 1550, hard: 1750 } as const;

/**
 * The k-th (oldest first) of `counts.puzzles` puzzles published over the year before `now`
 * (each at its own millisecond), with `solves` solves. Games, median time and rated day are the
 * seeding's to work out from the solves it inserts.
 */
export function puzzleRow(
  k: number,
  counts: CommunityCounts,
  solves: number,
  library: ReadonlyMap<string, LibraryPuzzle[]>,
  now: Date,
): NewCommunityPuzzle {
  const u = (salt: number) => unit(k, salt);
  const spacing = (365 * DAY_MS) / counts.puzzles;
  const at = now.getTime() - 365 * DAY_MS + Math.floor(k * spacing + u(1) * (spacing / 2));
  const publishedAt = new Date(at).toISOString();
  const level = pick(LEVEL_WEIGHTS, u(3));
  const variants = library.get(`${pick(SIZE_WEIGHTS, u(2))}/${level}`)!;
  const puzzle = variants[k % variants.length]!;
  // Prolific authors publish much more than most: the square of a uniform number.
  const author = seededPlayer(Math.floor(counts.authors * u(4) ** 2));
  const hidden = u(7) < 0.003;
  const withdrawn = u(8) < 0.005;
  return {
    id: seededId(k),
    w: puzzle.w,
    h: puzzle.h,
    size: puzzle.size,
    dots: puzzle.dots,
    canonical: seedCanonical(rankOf(k, counts.puzzles)),
    title: `${TITLE_WORDS[Math.floor(u(5) * 16)]} ${TITLE_WORDS[k % 16]} ${k % 997}`,
    note: u(6) < 0.2 ? 'Start from the corners.' : null,
    author_id: author,
    author_tag: tagOf(author),
    published_at: publishedAt,
    published_day: publishedAt.slice(0, 10),
    score: puzzle.score,
    level: puzzle.level,
    // 1200–1900 over the levels; settled (rd down to 60) as its solves rate it.
    rating: LEVEL_RATING[level] + 150 * (2 * u(9) - 1),
    rd: Math.max(60, 350 / Math.sqrt(1 + solves / 3)),
    volatility: 0.06,
    rated_day: null,
    plays: solves + Math.floor(solves / 3) + (k % 3),
    solves,
    votes: Math.round((solves * (0.3 * u(10) - 0.05) + 4 * (u(11) - 0.5)) * 100) / 100,
    reports: hidden ? 3 : 0,
    hidden: hidden ? 1 : 0,
    withdrawn_at: withdrawn ? new Date(Math.min(now.getTime(), at + DAY_MS)).toISOString() : null,
    median_seconds: null,
  };
}
