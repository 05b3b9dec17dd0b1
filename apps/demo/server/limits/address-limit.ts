// A count per client address over a window of time: how many new players an address may make,
// or sign-in codes it may try; a refusal says when the address may try again.
// Counted where the server's other limits are (this process, or the shared database).
import type { WindowCounts } from '../db/window-counts.js';

export class AddressLimit {
  constructor(
    private readonly counts: WindowCounts,
    private readonly max: number,
    private readonly windowMs: number,
    /** Keeps this limit's keys apart from the others' in a shared store. */
    private readonly prefix = 'new-player:',
  ) {}

  /**
   * Takes one from `address`'s allowance at `now` (ms). Null when taken; when none is left, the
   * whole seconds until the window ends, for the refusal's `retry-after`.
   */
  async take(address: string, now: number): Promise<number | null> {
    const { count, resetIn } = await this.counts.hit(this.prefix + address, this.windowMs, now);
    return count <= this.max ? null : Math.max(1, Math.ceil(resetIn / 1000));
  }
}
