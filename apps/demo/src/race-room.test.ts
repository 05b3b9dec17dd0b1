// What a room's page works out from the rooms it hears: the countdown by the server's clock
// (however far this page's is off), the time left, the finishes new since the last room, a
// racer's progress put in, the results' order and a room's id from its address.
import { describe, expect, it } from 'vitest';
import type { Racer, RaceRoom } from '../shared/race.js';
import {
  clockOffset,
  newFinishes,
  resultsOrder,
  roomIdOf,
  secondsLeft,
  secondsToStart,
  withProgress,
} from './race-room.js';

const racer = (seat: number, more: Partial<Racer> = {}): Racer => ({
  seat,
  name: `R${seat}`,
  tag: `#t${seat}`,
  progress: 0,
  finish: null,
  place: null,
  left: false,
  away: false,
  you: false,
  ...more,
});

const room = (racers: Racer[], more: Partial<RaceRoom> = {}): RaceRoom => ({
  id: 'abcdefghjk',
  size: 7,
  level: 'easy',
  host: 1,
  state: 'racing',
  startsAt: null,
  endsAt: null,
  racers,
  puzzle: null,
  now: 0,
  ...more,
});

describe('a room as its page sees it', () => {
  it('counts down by the server’s clock, whatever this page’s says', () => {
    // This page's clock is 5 minutes behind the server's.
    const sent = room([], { state: 'countdown', now: 1_000_000, startsAt: 1_003_000 });
    const offset = clockOffset(sent, 1_000_000 - 300_000);
    expect(offset).toBe(300_000);
    const here = 700_000;
    expect(secondsToStart(sent, offset, here)).toBe(3);
    expect(secondsToStart(sent, offset, here + 1)).toBe(3);
    expect(secondsToStart(sent, offset, here + 1001)).toBe(2);
    expect(secondsToStart(sent, offset, here + 5000)).toBe(0);
    expect(secondsToStart(room([]), 0, here)).toBeNull();
    expect(secondsLeft({ endsAt: 1_060_000 }, offset, here + 500)).toBe(59);
  });

  it('tells the finishes new since the last room, by place', () => {
    const before = room([
      racer(1),
      racer(2, { finish: { seconds: 60, hints: 0, penalty: 0 }, place: 1 }),
      racer(3),
    ]);
    const after = room([
      racer(1, { finish: { seconds: 90, hints: 1, penalty: 15 }, place: 3 }),
      racer(2, { finish: { seconds: 60, hints: 0, penalty: 0 }, place: 1 }),
      racer(3, { finish: { seconds: 70, hints: 0, penalty: 0 }, place: 2 }),
    ]);
    expect(newFinishes(before, after).map((r) => r.seat)).toEqual([3, 1]);
    expect(newFinishes(null, before).map((r) => r.seat)).toEqual([2]);
  });

  it('puts a racer’s progress in, and lists the results by place, then by how far', () => {
    const start = room([racer(1), racer(2)]);
    const moved = withProgress(start, 2, 40);
    expect(moved.racers[1]!.progress).toBe(40);
    expect(start.racers[1]!.progress).toBe(0);
    expect(withProgress(moved, 2, 40)).toBe(moved);
    expect(withProgress(moved, 9, 40)).toBe(moved);
    const order = resultsOrder([
      racer(1, { progress: 30, left: true }),
      racer(2, { progress: 20 }),
      racer(3, { place: 2, progress: 100 }),
      racer(4, { place: 1, progress: 100 }),
      racer(5, { progress: 60 }),
    ]);
    expect(order.map((r) => r.seat)).toEqual([4, 3, 5, 2, 1]);
  });

  it('reads the room’s id from its address', () => {
    expect(roomIdOf('/race/abcdefghjk/')).toBe('abcdefghjk');
    expect(roomIdOf('/race/abcdefghjk')).toBe('abcdefghjk');
    expect(roomIdOf('/race/')).toBeNull();
    expect(roomIdOf('/race/a/b/')).toBeNull();
  });
});
