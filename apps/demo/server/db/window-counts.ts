// Counts over fixed windows of time, by key: what the rate limits and the new-player limit
// (limits/) count with. In this process here (SQLite, or one server); counts.ts keeps them in
// PostgreSQL so that several servers on one database share them, and batched-counts.ts keeps
// them here and shares them there now and then (the request rate limits). Beside those stores,
// under the limits that count with them.

export interface WindowCount {
  /** Hits in the key's current window, this one included. */
  count: number;
  /** Milliseconds until that window ends. */
  resetIn: number;
}

export interface WindowCounts {
  /** Counts one hit on `key` at `now` (ms), in a window of `windowMs` opened by its first hit. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
}

/** Counts a server keeps itself, shared with the others (if any) now and then. */
export interface SyncedCounts extends WindowCounts {
  /** Shares the hits counted here since the last sync, and learns the others' totals. */
  sync(): Promise<void>;
  /** Stops sharing, once a sync under way has ended (the server closes). */
  stop(): Promise<void>;
}

/** How often the windows that have ended are dropped. */
const PRUNE_EVERY_MS = 10_000;

export class MemoryCounts implements SyncedCounts {
  private readonly windows = new Map<string, { until: number; count: number }>();
  private prunedAt = 0;

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    this.prune(now);
    let entry = this.windows.get(key);
    if (!entry || entry.until <= now) {
      entry = { until: now + windowMs, count: 0 };
      this.windows.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, resetIn: entry.until - now };
  }

  /** Counted for this process alone: nothing to share. */
  async sync(): Promise<void> {}

  async stop(): Promise<void> {}

  private prune(now: number): void {
    if (now - this.prunedAt < PRUNE_EVERY_MS && now >= this.prunedAt) return;
    this.prunedAt = now;
    for (const [key, entry] of this.windows) if (entry.until <= now) this.windows.delete(key);
  }
}
