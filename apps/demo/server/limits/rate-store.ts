// The request rate limits (@fastify/rate-limit) counted in our window counts, so that on
// PostgreSQL every server shares a client's allowance instead of each granting it afresh. The
// server holds those counts as `app.rateCounts` (a test syncs them between requests).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SyncedCounts, WindowCounts } from '../db/window-counts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the request rate limits count with. */
    rateCounts: SyncedCounts;
  }
}

/** A store class counting in `counts` by the server's clock `now` (the limits share one clock). */
export function rateStoreOn(counts: WindowCounts, now: () => Date): FastifyRateLimitStoreCtor {
  class CountsStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      /** A route with limits of its own counts under its own keys. */
      private readonly prefix = 'rate:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counts.hit(this.prefix + key, timeWindow, now().getTime()).then(
        ({ count, resetIn }) => callback(null, { current: count, ttl: resetIn }),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin passes its merged settings with the route as `routeInfo` (its
      // types say the route itself).
      const { method, url } =
        (options as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new CountsStore(undefined, `${this.prefix}${String(method)} ${String(url)}:`);
    }
  }
  return CountsStore;
}
