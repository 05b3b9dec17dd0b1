// The time score: how a solve's time compares with par, as a fractional game result in (0, 1).

function assertSeconds(name: string, value: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number of seconds, at least 0 (got ${value}).`);
  }
}

/**
 * `1 / (1 + (seconds / par)²)`: 0.5 at par, toward 1 when faster, toward 0 when slower.
 * Throws RangeError for negative or non-finite seconds and for a par that is not positive.
 */
export function timeScore(seconds: number, par: number): number {
  assertSeconds('seconds', seconds);
  assertSeconds('par', par);
  if (par === 0) throw new RangeError('par must be more than 0 seconds.');
  const ratio = seconds / par;
  return 1 / (1 + ratio * ratio);
}
