// Racers' progress written down for when a racer or a page comes back: gathered on this server
// and kept for every racer at once each second, in one statement, so a thousand racers cost the
// database one write a second rather than a thousand (their progress reaches the others by the
// channel at once; this is only the copy a return reads).
import type { Store } from '../db/open.js';
import { keepProgress, keepProgresses } from '../db/races.js';

const KEEP_EVERY_MS = 1000;

export class ProgressKeeper {
  private readonly waiting = new Map<string, { race: string; seat: number; progress: number }>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly store: Store,
    private readonly report: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.flush(), KEEP_EVERY_MS);
    this.timer.unref();
  }

  /** Racer `seat` of `race` is at `progress`: kept with the next flush. */
  note(race: string, seat: number, progress: number): void {
    this.waiting.set(`${race} ${seat}`, { race, seat, progress });
  }

  /** Keeps racer `seat`'s waiting progress now (their socket closed: a return reads it). */
  async keepNow(race: string, seat: number): Promise<void> {
    const key = `${race} ${seat}`;
    const row = this.waiting.get(key);
    if (!row) return;
    this.waiting.delete(key);
    await keepProgress(this.store.db, race, seat, row.progress).catch(this.report);
  }

  /** Forgets racer `seat`'s waiting progress (they finished: their finish keeps 100). */
  forget(race: string, seat: number): void {
    this.waiting.delete(`${race} ${seat}`);
  }

  async flush(): Promise<void> {
    if (!this.waiting.size) return;
    const rows = [...this.waiting.values()];
    this.waiting.clear();
    await keepProgresses(this.store.db, rows).catch(this.report);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
