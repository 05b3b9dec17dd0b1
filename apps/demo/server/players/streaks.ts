// Daily streaks: runs of days on which a player solved that day's daily, on its day. A streak is
// still alive through the day after its last solve (today's daily may yet be played), and ends
// when a whole day passes without one. Pure.
import { addDays } from '../../shared/days.js';

export interface Streak {
  /** Days in the run that is still alive (ending today or yesterday), else 0. */
  current: number;
  /** The longest run ever. */
  best: number;
}

/** The streaks of a player's daily days (`YYYY-MM-DD`, each once, any order) as of `today`. */
export function streakOf(days: readonly string[], today: string): Streak {
  const sorted = [...new Set(days)].filter((d) => d <= today).sort();
  let best = 0;
  let run = 0;
  let last: string | null = null;
  for (const day of sorted) {
    run = last !== null && addDays(last, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    last = day;
  }
  const alive = last === today || last === addDays(today, -1);
  return { current: alive ? run : 0, best };
}
