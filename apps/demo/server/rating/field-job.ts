// The field rating job in the server: every few minutes it rates the dailies whose day is
// over. Safe to run in every server at once (the rating itself claims each day once).
import { FIRST_DAY } from '../play/daily.js';
import { todayIn } from '../../shared/days.js';
import { rateFinishedDays } from './field-rating.js';
import type { Services } from '../db/services.js';

export const FIELD_JOB_EVERY_MS = 5 * 60_000;

export function startFieldJob(
  { store, config, now }: Services,
  log: (message: string) => void,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const at = now();
      const rated = await rateFinishedDays(store, todayIn(config.timeZone, at), at, FIRST_DAY);
      for (const r of rated.filter((r) => !r.already))
        log(`Rated the daily field of ${r.day}: ${r.solvers} solvers.`);
    } catch (error) {
      log(
        `The field rating job failed and will try again: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), FIELD_JOB_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
