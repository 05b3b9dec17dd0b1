// Window counts in PostgreSQL, shared by every server on the database: one row a key, counted
// up in a single upsert (so two servers never both take the last of an allowance), the window
// restarted when it has ended. The table is unlogged: a crash may forget the counts, which
// only lets a client start its minute afresh.
import { type Kysely, sql } from 'kysely';
import type { WindowCount, WindowCounts } from './window-counts.js';
import type { Database } from './schema.js';

/** How often a server drops the rows of windows that have ended. */
const PRUNE_EVERY_MS = 60_000;

/** The rows of windows that have ended, dropped once a minute at most by each server. */
export class EndedWindows {
  private droppedAt = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** Drops them when a minute has passed at `now` (ms) since the last time (or the clock went back). */
  dropBy(now: number): void {
    if (now - this.droppedAt < PRUNE_EVERY_MS && now >= this.droppedAt) return;
    this.droppedAt = now;
    // Best effort: a failed prune is tried again next time.
    void sql`delete from rate_counts where until <= ${now}`.execute(this.db).catch(() => {});
  }
}

export class PostgresCounts implements WindowCounts {
  private readonly ended: EndedWindows;

  constructor(private readonly db: Kysely<Database>) {
    this.ended = new EndedWindows(db);
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    this.ended.dropBy(now);
    const { rows } = await sql<{ count: number; until: string }>`
      insert into rate_counts (key, until, count) values (${key}, ${now + windowMs}, 1)
      on conflict (key) do update set
        count = case when rate_counts.until <= ${now} then 1 else rate_counts.count + 1 end,
        until = case when rate_counts.until <= ${now} then excluded.until else rate_counts.until end
      returning count, until`.execute(this.db);
    const row = rows[0]!;
    return { count: Number(row.count), resetIn: Number(row.until) - now };
  }
}
