// Types for postgres.mjs.
export interface ThrowawayPostgres {
  /** A connection string for its `postgres` database as the `galaxies` superuser. */
  url: string;
  /** Stops it and removes its files. */
  stop(): void;
  /** Stops it (`immediate` by default, as a crash would); true when it stopped. */
  halt(mode?: 'smart' | 'fast' | 'immediate'): Promise<boolean>;
  /** Starts it again on the same port and data; true when it is up. */
  resume(): Promise<boolean>;
}

export declare function startPostgres(): Promise<
  ThrowawayPostgres | { reason: string; url?: undefined }
>;

/** The folder of the newest installed PostgreSQL's programs (pg_ctl, pg_dump…), or null. */
export declare function binDir(): string | null;
