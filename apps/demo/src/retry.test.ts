import { describe, expect, it } from 'vitest';
import { MAX_WAIT_MS, retryAfterOf, waitAfter, worthRetrying } from './retry.js';

describe('sending a solve again', () => {
  it('tries again after no network, a timeout, 429 and any 5xx; not after another refusal', () => {
    expect([0, 408, 429, 500, 502, 503, 504].every(worthRetrying)).toBe(true);
    expect([400, 401, 403, 404, 409, 413, 422].some(worthRetrying)).toBe(false);
  });

  it('reads retry-after as seconds or as a date', () => {
    const now = Date.parse('2026-12-05T10:00:00Z');
    expect(retryAfterOf('5', now)).toBe(5);
    expect(retryAfterOf(' 120 ', now)).toBe(120);
    expect(retryAfterOf('Sat, 05 Dec 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterOf('Sat, 05 Dec 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterOf(null, now)).toBeNull();
    expect(retryAfterOf('soon', now)).toBeNull();
    expect(retryAfterOf('-3', now)).toBeNull();
  });

  it('waits what the answer asks, never less, and a little more to spread a crowd', () => {
    expect(waitAfter(5, 1, 0)).toBe(5000);
    expect(waitAfter(5, 7, 0.999)).toBeLessThan(6000);
    expect(waitAfter(0, 3, 0)).toBe(0);
  });

  it('doubles the wait with each try up to five minutes, jittered down by half at most', () => {
    const lowest = [1, 2, 3, 4].map((tries) => waitAfter(null, tries, 0));
    expect(lowest).toEqual([1000, 2000, 4000, 8000]);
    expect(waitAfter(null, 1, 0.999)).toBeLessThan(2000);
    expect(waitAfter(null, 30, 0.999)).toBeLessThanOrEqual(MAX_WAIT_MS);
    expect(waitAfter(null, 30, 0)).toBe(MAX_WAIT_MS / 2);
  });
});
