// A count per client address over a window of time, kept in this process: how many new players
// an address may make. Old windows are dropped as they pass, so the map stays small.

export class AddressLimit {
  private readonly counts = new Map<string, { since: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Takes one from `address`'s allowance at `now` (ms); false when it has none left. */
  take(address: string, now: number): boolean {
    this.prune(now);
    const entry = this.counts.get(address);
    if (!entry) {
      this.counts.set(address, { since: now, count: 1 });
      return true;
    }
    if (entry.count >= this.max) return false;
    entry.count++;
    return true;
  }

  private prune(now: number): void {
    for (const [address, entry] of this.counts) {
      if (now - entry.since >= this.windowMs) this.counts.delete(address);
    }
  }
}
