// fast-check generators and helpers shared by the tests (left out of the build: it needs
// fast-check, a dev dependency).

import fc from 'fast-check';
import type { PlayerState } from './player.js';
import type { RatingEvent } from './replay.js';

/** Freezes a value and everything in it, so a test fails if the code under test mutates it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** A deep copy of plain data (objects, arrays, numbers, strings, null), to compare against. */
export function deepCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, deepCopy(inner)]),
  ) as T;
}

/** Plausible player states, last rated on a day in 0 to 100 or never. */
export const playerArb: fc.Arbitrary<PlayerState> = fc.record({
  rating: fc.double({ min: 500, max: 2500, noNaN: true }),
  rd: fc.double({ min: 20, max: 350, noNaN: true }),
  volatility: fc.double({ min: 0.03, max: 0.1, noNaN: true }),
  games: fc.nat(500),
  day: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
});

/** Solve times and pars in seconds, from a second to two hours. */
export const secondsArb = fc.integer({ min: 1, max: 7200 });

/** Weights in (0, 1]. */
export const weightArb = fc.double({ min: 0.01, max: 1, noNaN: true });

/** Seconds that no time or par may be: negative, NaN or infinite. */
export const badSecondsArb = fc.oneof(
  fc.double({ max: -1e-9, noNaN: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);

/** Weights outside (0, 1]. */
export const badWeightArb = fc.oneof(
  fc.double({ max: 0, noNaN: true }),
  fc.double({ min: 1.000001, noNaN: true }),
  fc.constant(Number.NaN),
);

/** Days that are not whole numbers. */
export const badDayArb = fc.oneof(
  fc.double({ noNaN: true }).filter((day) => !Number.isInteger(day)),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
);

const ids = ['ada', 'ben', 'cleo', 'dev', 'eve'];

/** Logs of solves and day-ends in time order, over a handful of players and ten-odd days. */
export const logArb: fc.Arbitrary<RatingEvent[]> = fc
  .array(
    fc.tuple(
      fc.nat(2),
      fc.oneof(
        fc.record({
          type: fc.constant('solve' as const),
          player: fc.constantFrom(...ids),
          seconds: secondsArb,
          par: fc.constantFrom(180, 480, 960),
        }),
        fc.record({
          type: fc.constant('day-end' as const),
          field: fc.uniqueArray(
            fc.record({ player: fc.constantFrom(...ids), seconds: secondsArb }),
            {
              selector: (solve) => solve.player,
              maxLength: 5,
            },
          ),
        }),
      ),
    ),
    { maxLength: 25 },
  )
  .map((steps) => {
    let day = 0;
    return steps.map(([gap, event]) => {
      day += gap;
      return { ...event, day };
    });
  });
