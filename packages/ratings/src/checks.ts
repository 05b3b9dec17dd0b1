// Input checks shared by every entry point: each throws a RangeError naming the bad value, and
// runs before anything is computed, so a refused call has changed nothing.

/** Seconds (a time or a par) must be finite and at least 0, or more than 0 when `positive`. */
export function assertSeconds(name: string, value: number, positive = false): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number of seconds, at least 0 (got ${value}).`);
  }
  // A par or a rival's time of 0 would divide by zero in the time score.
  if (positive && value === 0) throw new RangeError(`${name} must be more than 0 seconds.`);
}

/** A solve's weight is a fraction of one game: more than 0, at most 1. */
export function assertWeight(value: number): void {
  if (typeof value !== 'number' || !(value > 0 && value <= 1)) {
    throw new RangeError(`weight must be more than 0 and at most 1 (got ${value}).`);
  }
}

/** A rating day is a whole number of days (the caller's calendar, e.g. days since 1970-01-01). */
export function assertDay(value: number): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`day must be a whole number of days (got ${value}).`);
  }
}

/** A finite number above `min` and at most `max` (for the fields of a player state). */
export function assertBetween(name: string, value: number, min: number, max: number): void {
  if (typeof value !== 'number' || !(value > min && value <= max)) {
    throw new RangeError(`${name} must be more than ${min} and at most ${max} (got ${value}).`);
  }
}

/** A player id is a string (ids key the players, and a number would quietly become one). */
export function assertId(value: string): void {
  if (typeof value !== 'string') {
    throw new RangeError(`a player id must be a string (got ${String(value)}).`);
  }
}

/** A count (hints used, say) is a whole number, at least 0. */
export function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number, at least 0 (got ${value}).`);
  }
}
