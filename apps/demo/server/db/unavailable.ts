// Whether an error means the database can't be reached just now (rather than a bug): the
// connection refused, cut or timed out, PostgreSQL shutting down or starting up, or SQLite
// locked past its wait. Such a request is answered 503, to be tried again in a moment.

/** Socket errors of a connection that is gone or never came. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/** PostgreSQL's codes: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg says when a connection ends under it, or the pool can't make one in time. */
const POSTGRES_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection has been discarded/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

export function isDatabaseDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || POSTGRES_CODES.has(code)) return true;
    // PostgreSQL's class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
  }
  if (POSTGRES_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // An AggregateError (one per address tried) whose parts all say so.
  const parts = (error as { errors?: unknown }).errors;
  return Array.isArray(parts) && parts.length > 0 && parts.every(isDatabaseDown);
}
