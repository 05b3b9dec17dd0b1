// The room as worked out from storage and the clock: its state through a race, who has gone,
// places by time with ties, the host handed on, and when the clock next changes it.
import { describe, expect, it } from 'vitest';
import type { RacerRow, StoredRace } from '../db/races.js';
import { COUNTDOWN_MS, REJOIN_MS } from '../../shared/race.js';
import { nextChange, raceTimes, roomView, stateOf } from './room-view.js';

const T = 1_000_000;

function racer(seat: number, more: Partial<RacerRow> = {}): RacerRow {
  return {
    race_id: 'r',
    seat,
    player_id: `p${seat}`,
    name: `Racer ${seat}`,
    tag: `#t${seat}`,
    progress: 0,
    finish_seconds: null,
    finish_hints: null,
    finished_at: null,
    connection: 1,
    away_since: null,
    left_at: null,
    ...more,
  };
}

function race(racers: RacerRow[], started = true): StoredRace {
  const times = raceTimes(7, 'easy', T);
  return {
    race: {
      id: 'r',
      host_id: 'p1',
      size: '7',
      level: 'easy',
      code: 'abc123',
      engine: 3,
      created_at: '2026-12-06T00:00:00Z',
      starts_at: started ? times.startsAt : null,
      ends_at: started ? times.endsAt : null,
    },
    racers,
  };
}

describe('a room’s view', () => {
  it('goes from waiting to countdown to racing to done, by the clock and the finishes', () => {
    const start = T + COUNTDOWN_MS;
    expect(stateOf(race([racer(1)], false), T)).toBe('waiting');
    expect(stateOf(race([racer(1)]), T)).toBe('countdown');
    expect(stateOf(race([racer(1)]), start)).toBe('racing');
    // 7×7 easy: par 3:00, so six minutes.
    expect(raceTimes(7, 'easy', T).endsAt - start).toBe(360_000);
    expect(stateOf(race([racer(1)]), start + 360_000)).toBe('done');
    const finished = racer(1, { finish_seconds: 50, finish_hints: 0, finished_at: start + 50_000 });
    expect(stateOf(race([finished, racer(2)]), start + 60_000)).toBe('racing');
    expect(stateOf(race([finished, racer(2, { left_at: start })]), start + 60_000)).toBe('done');
  });

  it('shows no puzzle before the start, and the puzzle from it on', () => {
    expect(roomView(race([racer(1)]), T, 1).puzzle).toBeNull();
    const view = roomView(race([racer(1)]), T + COUNTDOWN_MS, 1);
    expect(view.puzzle).toMatchObject({ code: 'abc123', w: 7, h: 7, size: 7 });
  });

  it('places by time, an equal time to the earlier finish, with the hints’ penalty shown', () => {
    const at = T + COUNTDOWN_MS;
    const room = race([
      racer(1, { finish_seconds: 90, finish_hints: 2, finished_at: at + 60_000 }),
      racer(2, { finish_seconds: 80, finish_hints: 0, finished_at: at + 80_000 }),
      racer(3, { finish_seconds: 90, finish_hints: 0, finished_at: at + 90_000 }),
      racer(4),
    ]);
    const view = roomView(room, at + 100_000, 3);
    expect(view.racers.map((r) => r.place)).toEqual([2, 1, 3, null]);
    expect(view.racers[0]!.finish).toEqual({ seconds: 90, hints: 2, penalty: 30 });
    expect(view.racers.map((r) => r.you)).toEqual([false, false, true, false]);
  });

  it('marks a dropped racer away, then gone after the rejoin time, and hands the host on', () => {
    const at = T + COUNTDOWN_MS + 10_000;
    const room = race([racer(1, { away_since: at }), racer(2)]);
    expect(roomView(room, at + 1000, null).racers[0]).toMatchObject({ away: true, left: false });
    expect(roomView(room, at + 1000, null).host).toBe(1);
    const later = roomView(room, at + REJOIN_MS, null);
    expect(later.racers[0]).toMatchObject({ away: false, left: true });
    expect(later.host).toBe(2);
    // The clock turns them gone at the rejoin time: the hub sends the room again then.
    expect(nextChange(room, at + 1000)).toBe(at + REJOIN_MS);
  });

  it('changes next at the start, then at the time limit, then never once done', () => {
    const room = race([racer(1)]);
    const { startsAt, endsAt } = raceTimes(7, 'easy', T);
    expect(nextChange(room, T)).toBe(startsAt);
    expect(nextChange(room, startsAt)).toBe(endsAt);
    expect(nextChange(room, endsAt)).toBeNull();
  });
});
