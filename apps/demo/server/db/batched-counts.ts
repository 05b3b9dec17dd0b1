// Window counts kept in this process and shared with the other servers on PostgreSQL in batches:
// a hit is answered at once from memory, never waiting for the database, and every
// SYNC_EVERY_MS the hits counted here since the last sync are added to rate_counts in one
// statement (an upsert over arrays, each window restarted there when it has ended), which also
// reads back the shared total of every window this server holds. A hit's count is the last
// shared total known here plus this server's hits not yet in it: one server alone never lets a
// client past its limit, and servers together let it past by at most what the others granted it
// within one sync (each grants what it has not yet heard the others took; one sync is
// SYNC_EVERY_MS, longer while the database is slow). A failed sync keeps its hits for the next
// and never fails a request. For the request rate limits; the new-player limit guards a write
// and stays exact (counts.ts).
import { type Kysely, sql } from 'kysely';
import type { SyncedCounts, WindowCount } from './window-counts.js';
import { EndedWindows } from './counts.js';
import type { Database } from './schema.js';

/** How often a server shares its hits and learns the others'. */
export const SYNC_EVERY_MS = 200;

/** One key's window as this server knows it. */
interface Window {
  /** When it ends (ms): this server's until a sync, then the shared one. */
  until: number;
  /** Its hits on every server as the last sync read them (this server's sent ones among them). */
  shared: number;
  /** Hits counted here that the sync under way is adding. */
  sending: number;
  /** Hits counted here not yet sent. */
  unsent: number;
}

/**
 * Adds each window's hits (none: only read back) to the shared counts at `now` in one statement,
 * a window restarted where it has ended; each one's shared count and end, as stored now. Rows
 * are written in key order, so that two servers' syncs never wait on each other in a circle.
 */
async function addHits(db: Kysely<Database>, windows: [string, Window][], now: number) {
  const keys = windows.map(([key]) => key);
  const untils = windows.map(([, window]) => window.until);
  const hits = windows.map(([, window]) => window.sending);
  const { rows } = await sql<{ key: string; count: number; until: string }>`
    with sent as (
      select * from unnest(${keys}::text[], ${untils}::bigint[], ${hits}::integer[])
        as sent (key, until, hits)
    ), added as (
      insert into rate_counts (key, until, count)
      select key, until, hits from sent where hits > 0 order by key
      on conflict (key) do update set
        count = case when rate_counts.until <= ${now} then excluded.count
          else rate_counts.count + excluded.count end,
        until = case when rate_counts.until <= ${now} then excluded.until
          else rate_counts.until end
      returning key, count, until
    )
    select key, count, until from added
    union all
    select counted.key, counted.count, counted.until
      from rate_counts counted join sent on sent.key = counted.key
      where sent.hits = 0`.execute(db);
  return rows;
}

export class BatchedCounts implements SyncedCounts {
  private readonly windows = new Map<string, Window>();
  private readonly ended: EndedWindows;
  private readonly timer: NodeJS.Timeout;
  /** The last sync asked for, while it runs. */
  private syncing: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    /** The server's clock (ms): the windows' ends are by it. */
    private readonly clock: () => number,
    everyMs = SYNC_EVERY_MS,
  ) {
    this.ended = new EndedWindows(db);
    // A tick while a sync runs (a slow database) is skipped, not queued.
    this.timer = setInterval(() => {
      if (!this.syncing) void this.sync();
    }, everyMs);
    this.timer.unref();
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    let window = this.windows.get(key);
    if (!window || window.until <= now) {
      window = { until: now + windowMs, shared: 0, sending: 0, unsent: 0 };
      this.windows.set(key, window);
    }
    window.unsent++;
    return { count: window.shared + window.sending + window.unsent, resetIn: window.until - now };
  }

  sync(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    // After the one under way, so that every hit counted before this call is sent.
    const run = (this.syncing ?? Promise.resolve()).then(() => this.send());
    this.syncing = run;
    const done = () => {
      if (this.syncing === run) this.syncing = null;
    };
    void run.then(done, done);
    return run;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.syncing;
  }

  private async send(): Promise<void> {
    const now = this.clock();
    for (const [key, window] of this.windows) if (window.until <= now) this.windows.delete(key);
    if (this.windows.size === 0) return;
    this.ended.dropBy(now);
    const sent = [...this.windows];
    for (const [, window] of sent) {
      window.sending = window.unsent;
      window.unsent = 0;
    }
    try {
      const rows = await addHits(this.db, sent, now);
      const held = new Map(sent);
      for (const row of rows) {
        const window = held.get(row.key);
        // A window that ended here meanwhile has been replaced: the new one learns next time.
        if (!window || this.windows.get(row.key) !== window) continue;
        window.shared = Number(row.count);
        window.until = Number(row.until);
      }
      for (const [, window] of sent) window.sending = 0;
    } catch {
      // Kept for the next sync; meanwhile each hit is still counted here.
      for (const [, window] of sent) {
        window.unsent += window.sending;
        window.sending = 0;
      }
    }
  }
}
