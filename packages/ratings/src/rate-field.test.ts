import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPlayer, rateOnDay } from './player.js';
import type { PlayerState, Players } from './player.js';
import { rateField } from './rate-field.js';
import type { FieldSolve } from './rate-field.js';
import { deepCopy, deepFreeze, playerArb, secondsArb } from './test-support.js';
import { timeScore } from './time-score.js';
import { FIELD_PLAYERS, FIELD_SOLVES, SETTLED, TODAY } from './worked-examples.js';

const day = TODAY;
const changes = (rated: ReturnType<typeof rateField>): number[] =>
  Object.values(rated).map((rating) => rating.change);
const alike = (ids: readonly string[], state: PlayerState = SETTLED): Players =>
  Object.fromEntries(ids.map((id) => [id, state]));
const times = (entries: Record<string, number>): FieldSolve[] =>
  Object.entries(entries).map(([player, seconds]) => ({ player, seconds }));

describe("rateField: today's four-solver 7×7", () => {
  const rated = rateField(FIELD_PLAYERS, FIELD_SOLVES, { day });

  it.each(FIELD_SOLVES)('rates $player against the three others at 0.5 each', (solver) => {
    const games = FIELD_SOLVES.filter((rival) => rival !== solver).map((rival) => ({
      rating: FIELD_PLAYERS[rival.player]!.rating,
      rd: FIELD_PLAYERS[rival.player]!.rd,
      score: timeScore(solver.seconds, rival.seconds),
      weight: 0.5,
    }));
    expect(rated[solver.player]!.state).toEqual(
      rateOnDay(FIELD_PLAYERS[solver.player]!, games, day),
    );
  });

  it('moves the fastest up and the slowest down', () => {
    expect(rated['cleo']!.change).toBeGreaterThan(0);
    expect(rated['dev']!.change).toBeLessThan(0);
  });

  it('differs at weight 1 (so the 0.5 is really used)', () => {
    const heavier = rateField(FIELD_PLAYERS, FIELD_SOLVES, { day, weight: 1 });
    expect(Math.abs(heavier['ada']!.change)).toBeGreaterThan(Math.abs(rated['ada']!.change));
  });
});

describe('rateField', () => {
  it('draws equal times: equal players with equal times do not move', () => {
    const rated = rateField(alike(['a', 'b', 'c']), times({ a: 200, b: 200, c: 200 }), { day });
    expect(changes(rated)).toEqual([0, 0, 0]);
  });

  it('gives equal changes to equal players with equal times among others', () => {
    const rated = rateField(alike(['a', 'b', 'c']), times({ a: 150, b: 150, c: 240 }), { day });
    expect(rated['a']!.change).toBe(rated['b']!.change);
  });

  it.each([
    { a: 150, b: 170, c: 200, d: 260 },
    { a: 100, b: 101, c: 500, d: 501 },
  ])('ranks changes as the times for equal players: %o', (field) => {
    const rated = rateField(alike(['a', 'b', 'c', 'd']), times(field), { day });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => rated[id]!.change);
    expect(a).toBeGreaterThan(b!);
    expect(b).toBeGreaterThan(c!);
    expect(c).toBeGreaterThan(d!);
  });

  it('lets the fastest gain most among equal players, for any times (property)', () => {
    const field = fc.uniqueArray(secondsArb, { minLength: 2, maxLength: 6 });
    fc.assert(
      fc.property(field, (seconds) => {
        const solves = seconds.map((s, i) => ({ player: `p${i}`, seconds: s }));
        const rated = rateField(alike(solves.map((s) => s.player)), solves, { day });
        const fastest = solves.reduce((best, s) => (s.seconds < best.seconds ? s : best));
        for (const other of solves.filter((s) => s !== fastest)) {
          expect(rated[fastest.player]!.change).toBeGreaterThan(rated[other.player]!.change);
        }
      }),
    );
  });

  it('sums changes to about zero when RDs are equal', () => {
    const players = {
      a: { ...SETTLED, rating: 1450 },
      b: { ...SETTLED, rating: 1520 },
      c: { ...SETTLED, rating: 1600 },
      d: { ...SETTLED, rating: 1680 },
    };
    const moves = changes(rateField(players, times({ a: 150, b: 170, c: 200, d: 260 }), { day }));
    const total = moves.reduce((sum, move) => sum + move, 0);
    const size = moves.reduce((sum, move) => sum + Math.abs(move), 0);
    expect(size).toBeGreaterThan(1);
    expect(Math.abs(total)).toBeLessThan(0.001 * size);
  });

  it('gives the same result whatever the order of solves and players (property)', () => {
    type Entry = [id: string, state: PlayerState, seconds: number];
    const entry = fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), playerArb, secondsArb);
    const orders = fc
      .uniqueArray(entry, { selector: ([id]) => id, minLength: 1 })
      .chain((list) =>
        fc.tuple(
          fc.constant(list),
          fc.shuffledSubarray(list, { minLength: list.length }),
          fc.shuffledSubarray(list, { minLength: list.length }),
        ),
      );
    const rate = (players: readonly Entry[], solves: readonly Entry[]) =>
      rateField(
        Object.fromEntries(players.map(([id, state]) => [id, state])),
        solves.map(([player, , seconds]) => ({ player, seconds })),
        { day: 200 },
      );
    fc.assert(
      fc.property(orders, ([list, players, solves]) => {
        const reordered = rate(players, solves);
        expect(reordered).toEqual(rate(list, list));
        expect(Object.keys(reordered)).toEqual(Object.keys(rate(list, list)));
      }),
    );
  });

  it('does not widen again a solver already rated today', () => {
    const ratedToday = { ...SETTLED, day };
    const games = [{ rating: 1550, rd: SETTLED.rd, score: timeScore(150, 200), weight: 0.5 }];
    const rated = rateField({ a: ratedToday, b: SETTLED }, times({ a: 150, b: 200 }), { day });
    expect(rated['a']!.state).toEqual(rateOnDay(ratedToday, games, day));
    expect(rated['a']!.state.rd).toBeLessThan(SETTLED.rd);
  });

  it('rates a lone solver with no games: rating kept, RD widened for the day', () => {
    const rated = rateField({ a: SETTLED }, times({ a: 150 }), { day });
    expect(rated['a']!.change).toBe(0);
    expect(rated['a']!.state.rd).toBeGreaterThan(SETTLED.rd);
  });

  it('starts newcomers given as newPlayer() at 1500 ± 686 and leaves other players out', () => {
    const rated = rateField({ ...FIELD_PLAYERS, zed: newPlayer() }, times({ zed: 150, ada: 200 }), {
      day,
    });
    expect(Object.keys(rated)).toEqual(['ada', 'zed']);
    expect(rated['zed']!.change).toBeGreaterThan(10);
  });

  it('never mutates its inputs', () => {
    const players = deepFreeze(deepCopy(FIELD_PLAYERS));
    const solves = deepFreeze(deepCopy(FIELD_SOLVES));
    expect(rateField(players, solves, { day })).toEqual(
      rateField(FIELD_PLAYERS, FIELD_SOLVES, { day }),
    );
    expect(players).toEqual(FIELD_PLAYERS);
  });
});

describe('rateField refuses bad input with a RangeError and a message', () => {
  it.each([
    { name: 'an empty field', solves: [], options: { day }, message: /at least one/ },
    {
      name: 'an unknown player',
      solves: times({ zed: 150 }),
      options: { day },
      message: /unknown/,
    },
    {
      name: 'a player twice',
      solves: [...FIELD_SOLVES, FIELD_SOLVES[0]!],
      options: { day },
      message: /twice/,
    },
    {
      name: 'a time of 0',
      solves: times({ ada: 0, ben: 150 }),
      options: { day },
      message: /more than 0/,
    },
    {
      name: 'a NaN time',
      solves: times({ ada: Number.NaN }),
      options: { day },
      message: /seconds/,
    },
    { name: 'a negative time', solves: times({ ada: -3 }), options: { day }, message: /seconds/ },
    { name: 'a weight of 0', solves: FIELD_SOLVES, options: { day, weight: 0 }, message: /weight/ },
    { name: 'a weight of 2', solves: FIELD_SOLVES, options: { day, weight: 2 }, message: /weight/ },
    {
      name: 'a day before a solver’s last',
      solves: FIELD_SOLVES,
      options: { day: day - 2 },
      message: /time order/,
    },
    { name: 'an infinite day', solves: FIELD_SOLVES, options: { day: Infinity }, message: /day/ },
  ])('refuses $name', ({ solves, options, message }) => {
    const players = deepFreeze(deepCopy(FIELD_PLAYERS));
    expect(() => rateField(players, solves, options)).toThrow(RangeError);
    expect(() => rateField(players, solves, options)).toThrow(message);
  });

  it('refuses a player id that is not a string', () => {
    const solves = [{ player: 1 as unknown as string, seconds: 150 }];
    expect(() => rateField({ 1: SETTLED }, solves, { day })).toThrow(/id must be a string/);
  });

  it('refuses a solver whose state is not a rating', () => {
    const players = { ...FIELD_PLAYERS, ada: { ...SETTLED, rd: -1 } };
    expect(() => rateField(players, FIELD_SOLVES, { day })).toThrow(/rd must be/);
  });
});
