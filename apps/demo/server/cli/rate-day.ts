// Rates one day's daily field by hand: `pnpm --filter @galaxies/demo rate-day 2026-11-29`.
// Idempotent: a day already rated (by the server's job or an earlier run) is left as it is.
import { readConfig } from '../config/config.js';
import { openStore } from '../db/open.js';
import { todayIn } from '../../shared/days.js';
import { rateDailyField } from '../rating/field-rating.js';

const day = process.argv[2];
if (!day) {
  console.error('usage: rate-day YYYY-MM-DD');
  process.exit(2);
}
const config = readConfig(process.env);
const store = await openStore(config);
try {
  const now = new Date();
  const result = await rateDailyField(store, day, todayIn(config.timeZone, now), now);
  console.log(
    result.already
      ? `The daily field of ${day} was rated already; nothing changed.`
      : `Rated the daily field of ${day}: ${result.solvers} solvers.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await store.close();
}
