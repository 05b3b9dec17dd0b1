// A count per client address over a window of time: how many new players an address may make.
// Counted where the server's other limits are (this process, or the shared database).
import type { WindowCounts } from './counts.js';

export class AddressLimit {
  constructor(
    private readonly counts: WindowCounts,
    private readonly max: number,
    private readonly windowMs: number,
    /** Keeps this limit's keys apart from the others' in a shared store. */
    private readonly prefix = 'new-player:',
  ) {}

  /** Takes one from `address`'s allowance at `now` (ms); false when it has none left. */
  async take(address: string, now: number): Promise<boolean> {
    const { count } = await this.counts.hit(this.prefix + address, this.windowMs, now);
    return count <= this.max;
  }
}
