// Answers kept for a moment: what a crowd asks for at once is made once (every ask meanwhile
// waits for the same making) and kept a second, so reading it costs its making once a second, not
// once a request. A making that fails is not kept. Keys can be dropped by prefix, when a write
// this server answered changes what they show; the second bounds how long a write elsewhere
// (another server) waits to show. At most `limit` keys: past it, the stale go, then all.
//
// With `giveDropped`, an answer dropped within its second is still given at once to an asker who
// wrote nothing it misses, while a new one is made (one making, whoever asks): so a burst of
// writes, each dropping the answer, never has a reader wait for the database. The writer asks
// with `since` (the drop its write made: `drops` after it) and waits for an answer made after
// it, so a player always sees their own write at once, and everyone else once it is made.

/** How long an answer is kept. */
export const KEEP_MS = 1000;

interface Making<T> {
  value: Promise<T>;
  /** When it began (the server's clock) and the drops counted by then. */
  at: number;
  drops: number;
}

interface Entry<T> {
  making: Making<T>;
  /** The newest answer made, once one is. */
  ready: { result: T; at: number; drops: number } | null;
  /** The drop count when this key was last dropped. */
  droppedAt: number;
}

export class Kept<T> {
  private readonly kept = new Map<string, Entry<T>>();
  private dropCount = 0;

  /** `now`: the server's clock, in ms. */
  constructor(
    private readonly now: () => number,
    private readonly keepMs = KEEP_MS,
    private readonly limit = 4096,
    private readonly giveDropped = false,
  ) {}

  /** The drops so far: a writer's `since` is this, read after its write's drop. */
  get drops(): number {
    return this.dropCount;
  }

  /** The answer `key`, as kept, or made by `make`; made after drop `since` when given. */
  get(key: string, make: () => Promise<T>, since = 0): Promise<T> {
    const now = this.now();
    const entry = this.kept.get(key);
    const current = (m: { at: number; drops: number }) =>
      m.drops >= (entry?.droppedAt ?? 0) && m.drops >= since && now - m.at < this.keepMs;
    if (entry?.ready && current(entry.ready)) return Promise.resolve(entry.ready.result);
    const making = entry && current(entry.making) ? entry.making : this.start(key, make, now);
    const ready = entry?.ready;
    if (this.giveDropped && ready && ready.drops >= since && now - ready.at < this.keepMs) {
      return Promise.resolve(ready.result);
    }
    return making.value;
  }

  private start(key: string, make: () => Promise<T>, now: number): Making<T> {
    if (!this.kept.has(key) && this.kept.size >= this.limit) this.sweep(now);
    const making: Making<T> = { value: make(), at: now, drops: this.dropCount };
    const entry = this.kept.get(key);
    if (entry) entry.making = making;
    else this.kept.set(key, { making, ready: null, droppedAt: 0 });
    making.value.then(
      (result) => {
        const held = this.kept.get(key);
        if (held && (!held.ready || held.ready.drops <= making.drops)) {
          held.ready = { result, at: making.at, drops: making.drops };
        }
      },
      () => {
        // Never given again: the next ask makes it afresh.
        making.at = -Infinity;
        const held = this.kept.get(key);
        if (held?.making === making && !held.ready) this.kept.delete(key);
      },
    );
    return making;
  }

  /** Forgets the answers whose keys start with `prefix` (every one, without). */
  drop(prefix = ''): void {
    this.dropCount++;
    for (const [key, entry] of this.kept) {
      if (!key.startsWith(prefix)) continue;
      // Kept only to be given while a new one is made, when that is allowed.
      if (this.giveDropped) entry.droppedAt = this.dropCount;
      else this.kept.delete(key);
    }
  }

  private sweep(now: number): void {
    for (const [key, { making }] of this.kept) {
      if (now - making.at >= this.keepMs) this.kept.delete(key);
    }
    if (this.kept.size >= this.limit) this.kept.clear();
  }
}
