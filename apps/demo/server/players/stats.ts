// A player's stats from the solve log and the rating history: daily streaks, solves, median and
// best times by size, hints used, and the rating over days. Every query is by player, on the
// indexes solves_by_player (player, mode, day) and the solves' and history's keys. Beside the
// streaks it counts (streaks.ts), over storage; GET /api/galaxies/me/stats (routes/me.ts) sends it.
import type { Kysely } from 'kysely';
import { sizesShown, type Size } from '../../shared/sizes.js';
import { streakOf, type Streak } from './streaks.js';
import type { Database } from '../db/schema.js';

export interface SizeStats {
  size: Size;
  solves: number;
  /** The median time of every solve at this size, in whole seconds; null with none. */
  median: number | null;
  /** The best time without hints (as the leaderboards count it); null with none. */
  best: number | null;
}

export interface Stats {
  streak: Streak;
  sizes: SizeStats[];
  hints: { used: number; solves: number };
  /** Rating and RD at the end of each day they changed, oldest first. */
  history: { day: string; rating: number; rd: number }[];
  /** The dailies solved, on their day or in the archive: their dates, oldest first. */
  solvedDays: string[];
}

/** The middle value of `values` (the lower middle's and upper middle's mean, rounded). */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The stats of `playerId` as of `today`, at each size shown (`sizesShown`). */
export async function statsOf(
  db: Kysely<Database>,
  playerId: string,
  today: string,
): Promise<Stats> {
  const [dailies, solves, history] = await Promise.all([
    db
      .selectFrom('solves')
      .select(['day', 'mode'])
      .where('player_id', '=', playerId)
      .where('mode', 'in', ['daily', 'archive'])
      .execute(),
    db
      .selectFrom('solves')
      .select(['size', 'seconds', 'hints'])
      .where('player_id', '=', playerId)
      .execute(),
    db
      .selectFrom('rating_history')
      .select(['day', 'rating', 'rd'])
      .where('player_id', '=', playerId)
      .orderBy('day')
      .execute(),
  ]);
  const bySize = sizesShown(solves.map((s) => s.size)).map((size): SizeStats => {
    const here = solves.filter((s) => s.size === size);
    const clean = here.filter((s) => s.hints === 0).map((s) => s.seconds);
    return {
      size,
      solves: here.length,
      median: median(here.map((s) => s.seconds)),
      best: clean.length ? Math.min(...clean) : null,
    };
  });
  const hinted = solves.filter((s) => s.hints > 0);
  return {
    streak: streakOf(
      dailies.filter((d) => d.mode === 'daily').map((d) => d.day),
      today,
    ),
    sizes: bySize,
    hints: { used: hinted.reduce((n, s) => n + s.hints, 0), solves: hinted.length },
    history: history.map((h) => ({ day: h.day, rating: Number(h.rating), rd: Number(h.rd) })),
    solvedDays: [...new Set(dailies.map((d) => d.day))].sort(),
  };
}
