import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPlayer } from './player.js';
import type { Players } from './player.js';
import { rateAgainstPar } from './rate-against-par.js';
import { rateField } from './rate-field.js';
import { replay } from './replay.js';
import type { RatingEvent, SolveEvent } from './replay.js';
import { deepCopy, deepFreeze, logArb } from './test-support.js';
import { FIELD_PLAYERS, FIELD_SOLVES, SETTLED, TODAY } from './worked-examples.js';

const endless: SolveEvent = { type: 'solve', player: 'ada', day: TODAY, seconds: 820, par: 960 };
const heavy: SolveEvent = {
  type: 'solve',
  player: 'ben',
  day: TODAY,
  seconds: 200,
  par: 180,
  weight: 1,
};
const archive: SolveEvent = { type: 'solve', player: 'ada', day: TODAY, seconds: 150, par: 180 };
const dayEnd: RatingEvent = { type: 'day-end', day: TODAY, field: FIELD_SOLVES };
const later: SolveEvent = { type: 'solve', player: 'cleo', day: TODAY + 2, seconds: 400, par: 480 };
const log = [endless, heavy, archive, dayEnd, later];

describe('replay', () => {
  it('applies solves and day-ends in order, from the given players', () => {
    const start = deepFreeze(deepCopy(FIELD_PLAYERS));
    const ada1 = rateAgainstPar(SETTLED, endless).state;
    const ben = rateAgainstPar(FIELD_PLAYERS['ben']!, heavy).state;
    const ada2 = rateAgainstPar(ada1, archive).state;
    const field = rateField({ ...FIELD_PLAYERS, ada: ada2, ben }, FIELD_SOLVES, { day: TODAY });
    const cleo = rateAgainstPar(field['cleo']!.state, later).state;
    expect(replay(log, start)).toEqual({
      ada: field['ada']!.state,
      ben: field['ben']!.state,
      cleo,
      dev: field['dev']!.state,
    });
  });

  it('starts a player it has not seen as a new player', () => {
    expect(replay([endless])).toEqual({ ada: rateAgainstPar(newPlayer(), endless).state });
  });

  it('keys players in id order, whatever order they were met in', () => {
    expect(Object.keys(replay(log))).toEqual(['ada', 'ben', 'cleo', 'dev']);
  });

  it('changes nothing for a day-end nobody solved the daily on', () => {
    const players = replay(log);
    expect(replay([{ type: 'day-end', day: TODAY + 3, field: [] }], players)).toEqual(players);
  });

  it('is deterministic and pure: the same log gives the same ratings (property)', () => {
    fc.assert(
      fc.property(logArb, (events) => {
        const frozen = deepFreeze(deepCopy(events));
        const once = replay(frozen);
        expect(JSON.stringify(replay(frozen))).toBe(JSON.stringify(once));
        expect(frozen).toEqual(events);
      }),
    );
  });

  it('rebuilds from a log what applying it in any slices gives (property)', () => {
    fc.assert(
      fc.property(logArb, fc.nat(), (events, cut) => {
        const at = events.length === 0 ? 0 : cut % (events.length + 1);
        const whole = replay(events);
        expect(replay(events.slice(at), replay(events.slice(0, at)))).toEqual(whole);
        const stepwise = events.reduce<Players>((players, event) => replay([event], players), {});
        expect(stepwise).toEqual(whole);
      }),
    );
  });

  it('equals applying the solves one by one with rateAgainstPar (property)', () => {
    const solvesOnly = logArb.map((events) => events.filter((event) => event.type === 'solve'));
    fc.assert(
      fc.property(solvesOnly, (events) => {
        const byHand: Record<string, ReturnType<typeof newPlayer>> = {};
        for (const event of events) {
          byHand[event.player] = rateAgainstPar(byHand[event.player] ?? newPlayer(), event).state;
        }
        expect(replay(events)).toEqual(byHand);
      }),
    );
  });
});

describe('replay refuses a bad event with a RangeError naming it, and returns nothing', () => {
  it.each<{ name: string; bad: RatingEvent; message: RegExp }>([
    {
      name: 'a negative time',
      bad: { type: 'solve', player: 'ada', day: TODAY, seconds: -1, par: 180 },
      message: /event 2: seconds must be/,
    },
    {
      name: 'a day going back',
      bad: { type: 'solve', player: 'ada', day: TODAY - 1, seconds: 100, par: 180 },
      message: /event 2: .*time order/,
    },
    {
      name: 'a weight over 1',
      bad: { type: 'day-end', day: TODAY, field: FIELD_SOLVES, weight: 1.5 },
      message: /event 2: weight/,
    },
    {
      name: 'a player twice in a field',
      bad: { type: 'day-end', day: TODAY, field: [FIELD_SOLVES[0]!, FIELD_SOLVES[0]!] },
      message: /event 2: .*twice/,
    },
    {
      name: 'an unknown event type',
      bad: { type: 'resign', day: TODAY } as unknown as RatingEvent,
      message: /event 2: unknown event type/,
    },
  ])('refuses $name', ({ bad, message }) => {
    const players = deepFreeze(deepCopy(FIELD_PLAYERS));
    const events = deepFreeze([endless, heavy, bad, later]);
    expect(() => replay(events, players)).toThrow(RangeError);
    expect(() => replay(events, players)).toThrow(message);
    expect(players).toEqual(FIELD_PLAYERS);
  });

  it('refuses a bad solve wherever it falls, leaving the players unchanged (property)', () => {
    const badSeconds = fc.constantFrom(-5, Number.NaN, Number.POSITIVE_INFINITY);
    fc.assert(
      fc.property(logArb, fc.nat(), badSeconds, (events, cut, seconds) => {
        const start = { ada: { ...SETTLED, day: null } };
        const frozen = deepFreeze(deepCopy(start));
        const at = cut % (events.length + 1);
        const day = events[at - 1]?.day ?? 0;
        const bad: RatingEvent = { type: 'solve', player: 'ada', day, seconds, par: 180 };
        const spliced = [...events.slice(0, at), bad, ...events.slice(at)];
        expect(() => replay(spliced, frozen)).toThrow(new RegExp(`^event ${at}: seconds must`));
        expect(frozen).toEqual(start);
      }),
    );
  });
});
