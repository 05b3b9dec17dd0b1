// When and how soon the page sends a solve again that the site could not take: the statuses
// worth another try, the wait an answer asks for (`retry-after`), and the doubling wait when it
// asks for none. Pure, for the outbox (outbox.ts) and the API client (api.ts).

/** The first wait before a solve is sent again, doubled each time up to `MAX_WAIT_MS`. */
export const FIRST_WAIT_MS = 2_000;
export const MAX_WAIT_MS = 5 * 60_000;

/**
 * Whether a failed post is worth sending again: no network (0), a timeout (408), too many
 * requests (429), the site or a proxy in front of it failing (5xx). Any other refusal stands.
 */
export function worthRetrying(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** `retry-after` in seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterOf(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month ("Sat, 05 Dec 2026 10:00:30 GMT"); Date.parse would
  // also take a bare "-3" as a year.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Milliseconds to wait after the `tries`-th failed send: what the answer asked for and up to a
 * fifth more, so a crowd told the same does not come back at once; else the doubling wait,
 * jittered down by up to half. `random` in [0, 1).
 */
export function waitAfter(
  retryAfter: number | null,
  tries: number,
  random = Math.random(),
): number {
  if (retryAfter !== null) return retryAfter * 1000 * (1 + random * 0.2);
  const doubled = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, tries - 1));
  return doubled * (0.5 + random * 0.5);
}
