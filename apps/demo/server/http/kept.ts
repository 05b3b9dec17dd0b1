// Answers kept for a moment: what a crowd asks for at once is made once (every ask meanwhile
// waits for the same making) and kept a second, so reading it costs its making once a second, not
// once a request. A making that fails is not kept. Keys can be dropped by prefix, when a write
// this server answered changes what they show; the second bounds how long a write elsewhere
// (another server) waits to show. At most `limit` keys: past it, the stale go, then all.

/** How long an answer is kept. */
export const KEEP_MS = 1000;

export class Kept<T> {
  private readonly kept = new Map<string, { at: number; value: Promise<T> }>();

  /** `now`: the server's clock, in ms. */
  constructor(
    private readonly now: () => number,
    private readonly keepMs = KEEP_MS,
    private readonly limit = 4096,
  ) {}

  /** The answer `key`, as kept, or made by `make`. */
  get(key: string, make: () => Promise<T>): Promise<T> {
    const now = this.now();
    const kept = this.kept.get(key);
    if (kept && now - kept.at < this.keepMs) return kept.value;
    if (this.kept.size >= this.limit) this.sweep(now);
    const value = make();
    this.kept.set(key, { at: now, value });
    value.catch(() => {
      if (this.kept.get(key)?.value === value) this.kept.delete(key);
    });
    return value;
  }

  /** Forgets the answers whose keys start with `prefix` (every one, without). */
  drop(prefix = ''): void {
    if (!prefix) return this.kept.clear();
    for (const key of this.kept.keys()) if (key.startsWith(prefix)) this.kept.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, { at }] of this.kept) if (now - at >= this.keepMs) this.kept.delete(key);
    if (this.kept.size >= this.limit) this.kept.clear();
  }
}
