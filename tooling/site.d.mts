// Types for site.mjs.
import type { ChildProcess, SpawnOptions } from 'node:child_process';

/** The site's folder (apps/demo), whose dist/server/main.js is the built server. */
export declare const DEMO_DIR: string;

/**
 * The request limits: the site's own ('site'), raised for the journeys ('journeys', 5,000),
 * out of a bench's way ('off', 10⁹), or those given raised and the rest the site's own.
 */
export type Limits =
  'site' | 'journeys' | 'off' | { rate?: number; write?: number; newPlayer?: number };

export interface SiteSettings {
  /** A PostgreSQL URL; without one, SQLite in the data folder (DATABASE_URL removed). */
  database?: string;
  /** The server's secret; without one, the server makes its own in the data folder. */
  secret?: string;
  /** 'site' by default. */
  limits?: Limits;
  /** The file whose seconds move the server's clock on; without one, the machine's clock. */
  clockFile?: string;
  /** HOST; the server's own default (or the caller's) when not given. */
  host?: string;
  /** GALAXIES_LOG_LEVEL; the server's own default (or the caller's) when not given. */
  logLevel?: string;
}

/**
 * The site's settings, to lay over the caller's environment (`{ ...process.env, ...settings }`):
 * a setting the site must not inherit is there as undefined, which a child process leaves out.
 */
export declare function siteEnv(
  options: SiteSettings & { port: number; dataDir: string },
): Record<string, string | undefined>;

/** The clock file in data folder `dataDir`, where a site here keeps its own. */
export declare function clockFileIn(dataDir: string): string;
/** How far the clock file `clockFile` puts the server ahead of the machine, in seconds. */
export declare function clockAhead(clockFile: string): number;
/** Sets the server's clock `seconds` ahead of the machine's. */
export declare function setClockAhead(clockFile: string, seconds: number): void;
/** Moves the server's clock `seconds` further on. */
export declare function passTime(clockFile: string, seconds: number): void;

export interface StartOptions extends SiteSettings {
  /** The site's folder; apps/demo by default. */
  demoDir?: string;
  /** The data folder, kept on close; by default a temp folder of its own, removed on close. */
  dataDir?: string;
  /** The port; a free one by default. */
  port?: number;
  /** A clock file in the data folder (`clockFile`, moved by `passTime`). */
  clock?: boolean;
  /** 127.0.0.1 by default. */
  host?: string;
  /** 'silent' by default. */
  logLevel?: string;
  /** A file that takes the server's standard output (its JSON log); ignored otherwise. */
  logFile?: string;
  /** How to start the process (tooling/browsers starts it in a process group it owns). */
  spawn?: (command: string, args: string[], options: SpawnOptions) => ChildProcess;
}

export interface Site {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  dataDir: string;
  clockFile: string | undefined;
  /** The whole environment the server runs with. */
  env: NodeJS.ProcessEnv;
  /** The server's process (a new one after `restart`). */
  readonly child: ChildProcess;
  /** Moves the server's clock `seconds` further on. */
  passTime(seconds: number): void;
  /** Sets the server's clock `seconds` ahead of the machine's. */
  setClockAhead(seconds: number): void;
  /** Ends the server, if it still runs, and starts it again on the same port, data and settings. */
  restart(): Promise<void>;
  /** Ends the server (SIGTERM, SIGKILL after 5 s) and removes a data folder it made. */
  close(): Promise<void>;
}

/** Starts the built site; resolves once it answers /healthz (within 20 s). */
export declare function startSite(options?: StartOptions): Promise<Site>;
