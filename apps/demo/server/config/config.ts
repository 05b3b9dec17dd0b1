// The server's settings, read once from the environment, with clear errors for bad values.
import { resolve } from 'node:path';
import { isTimeZone } from '../../shared/days.js';
import {
  API_REQUESTS_PER_MINUTE,
  NEW_PLAYERS_PER_TEN_MINUTES,
  WRITES_PER_MINUTE,
} from '../../shared/policy.js';
import { readTrustProxy, type TrustProxy } from './trust-proxy.js';

export interface Config {
  port: number;
  host: string;
  /** Where SQLite's file and the made secret live. */
  dataDir: string;
  /** PostgreSQL connection string; SQLite in dataDir when absent. */
  databaseUrl: string | undefined;
  /** Connections the server may hold open to PostgreSQL at once (GALAXIES_DB_POOL). */
  databasePool: number;
  /** Of its own beside those, for reads that write nothing (GALAXIES_DB_READ_POOL). */
  databaseReadPool: number;
  /** GALAXIES_SECRET, if set (else the data folder's). */
  secret: string | undefined;
  /** The site's time zone: when the daily changes. */
  timeZone: string;
  /** API requests a client may make a minute before being told to slow down. */
  rateLimit: number;
  /** Of those, tickets and solve posts (each may make a puzzle). */
  writeLimit: number;
  /** New players a client address may make in ten minutes. */
  newPlayerLimit: number;
  /** How much the server logs: pino's levels, `silent` for nothing. */
  logLevel: LogLevel;
  /** The proxies whose X-Forwarded-For and -Proto are believed (GALAXIES_TRUST_PROXY). */
  trustProxy: TrustProxy;
  /**
   * The players who moderate puzzles players publish (GALAXIES_MODERATORS: player ids, comma
   * separated; a player's own id is on their account page). None by default.
   */
  moderators: readonly string[];
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A limit from `name`: a whole number of `what` in its window, or `fallback` when unset. */
function limit(env: NodeJS.ProcessEnv, name: string, fallback: number, what: string): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of ${what} (got "${env[name]}").`);
  }
  return value;
}

/**
 * Connections to PostgreSQL by default: enough that 200 players posting at once are stored
 * without a refusal on this project's bench (a pool of 10 refused 6–8% of them), well under
 * PostgreSQL's default of 100 connections for a few servers side by side.
 */
export const DATABASE_POOL = 20;

/**
 * Connections to PostgreSQL for reads by default, beside the pool: the leaderboards, the puzzles
 * players published and who is asking a read are read there, so a read never waits for a
 * connection behind a burst of writes (the burst bench: 1,000 players posting at once).
 */
export const DATABASE_READ_POOL = 5;

/** A pool's size from `name`: a whole number of connections, `fallback` when unset. */
function poolSize(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 1000) {
    throw new Error(
      `${name} must be a whole number of connections from 1 to 1000 (got "${env[name]}").`,
    );
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number (got "${env.PORT}").`);
  }
  // The site's own setting first; else the process's TZ when it names a zone (it may also be
  // a path such as ":/etc/localtime", which says nothing portable); else UTC.
  const fromTz = env.TZ && isTimeZone(env.TZ) ? env.TZ : undefined;
  const timeZone = env.GALAXIES_TIME_ZONE ?? fromTz ?? 'UTC';
  if (!isTimeZone(timeZone)) {
    throw new Error(
      `GALAXIES_TIME_ZONE must be an IANA time zone such as UTC or Europe/Berlin (got "${timeZone}").`,
    );
  }
  const rateLimit = limit(env, 'GALAXIES_RATE_LIMIT', API_REQUESTS_PER_MINUTE, 'requests a minute');
  const writeLimit = limit(env, 'GALAXIES_WRITE_LIMIT', WRITES_PER_MINUTE, 'writes a minute');
  const newPlayerLimit = limit(
    env,
    'GALAXIES_NEW_PLAYER_LIMIT',
    NEW_PLAYERS_PER_TEN_MINUTES,
    'new players in ten minutes',
  );
  const logLevel = (env.GALAXIES_LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(
      `GALAXIES_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.GALAXIES_LOG_LEVEL}").`,
    );
  }
  return {
    port,
    host: env.HOST ?? 'localhost',
    dataDir: resolve(cwd, env.GALAXIES_DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: poolSize(env, 'GALAXIES_DB_POOL', DATABASE_POOL),
    databaseReadPool: poolSize(env, 'GALAXIES_DB_READ_POOL', DATABASE_READ_POOL),
    secret: env.GALAXIES_SECRET || undefined,
    timeZone,
    rateLimit,
    writeLimit,
    newPlayerLimit,
    logLevel,
    trustProxy: readTrustProxy(env.GALAXIES_TRUST_PROXY),
    moderators: readModerators(env.GALAXIES_MODERATORS),
  };
}

/** Player ids, as the server makes them: letters, digits, `-` and `_`. */
const PLAYER_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;

/** GALAXIES_MODERATORS: player ids, comma separated (spaces allowed); none when unset. */
function readModerators(value: string | undefined): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const bad = ids.find((id) => !PLAYER_ID_RE.test(id));
  if (bad !== undefined) {
    throw new Error(
      `GALAXIES_MODERATORS must be player ids separated by commas (got "${bad}"): a player's id is on their account page.`,
    );
  }
  return ids;
}
