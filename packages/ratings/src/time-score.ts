// The time score: how a solve's time compares with par, as a fractional game result in (0, 1).

import { assertSeconds } from './checks.js';

/**
 * `1 / (1 + (seconds / par)²)`: 0.5 at par, toward 1 when faster, toward 0 when slower.
 * Throws RangeError for negative or non-finite seconds and for a par that is not positive.
 */
export function timeScore(seconds: number, par: number): number {
  assertSeconds('seconds', seconds);
  assertSeconds('par', par, true);
  const ratio = seconds / par;
  return 1 / (1 + ratio * ratio);
}
