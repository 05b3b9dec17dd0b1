// What a room's page works out from the room the server sent (shared/race.ts), apart from the
// page: the server's clock as seen from here, the seconds to the start, whose finishes are new
// since the last room, a racer's progress put in, and the results' order. Pure, for the page and
// its tests.
import type { Racer, RaceRoom } from '../shared/race.js';

/** How far the server's clock is ahead of this page's (ms), from a room received at `receivedAt`. */
export function clockOffset(room: Pick<RaceRoom, 'now'>, receivedAt: number): number {
  return room.now - receivedAt;
}

/** Whole seconds until the start by the server's clock (0 once it has come; null before it is called). */
export function secondsToStart(
  room: Pick<RaceRoom, 'startsAt'>,
  offset: number,
  now: number,
): number | null {
  if (room.startsAt === null) return null;
  return Math.max(0, Math.ceil((room.startsAt - (now + offset)) / 1000));
}

/** Whole seconds left before the time limit by the server's clock (null with none). */
export function secondsLeft(room: Pick<RaceRoom, 'endsAt'>, offset: number, now: number) {
  if (room.endsAt === null) return null;
  return Math.max(0, Math.floor((room.endsAt - (now + offset)) / 1000));
}

/** The racers who have finished in `after` and had not in `before`, by place. */
export function newFinishes(before: RaceRoom | null, after: RaceRoom): Racer[] {
  const had = new Set(before?.racers.filter((r) => r.finish).map((r) => r.seat) ?? []);
  return after.racers
    .filter((r) => r.finish && r.place !== null && !had.has(r.seat))
    .sort((a, b) => a.place! - b.place!);
}

/** `room` with racer `seat`'s progress now `progress` (the room itself when nothing changes). */
export function withProgress(room: RaceRoom, seat: number, progress: number): RaceRoom {
  const racer = room.racers.find((r) => r.seat === seat);
  if (!racer || racer.progress === progress) return room;
  return {
    ...room,
    racers: room.racers.map((r) => (r.seat === seat ? { ...r, progress } : r)),
  };
}

/**
 * The racers as the results list them: by place, then those who did not finish by how far they
 * got (those who left after those still there), then by seat.
 */
export function resultsOrder(racers: readonly Racer[]): Racer[] {
  return [...racers].sort(
    (a, b) =>
      (a.place ?? Infinity) - (b.place ?? Infinity) ||
      Number(a.left) - Number(b.left) ||
      b.progress - a.progress ||
      a.seat - b.seat,
  );
}

/** The racer the page is (`you`), if one. */
export const youIn = (room: RaceRoom): Racer | undefined => room.racers.find((r) => r.you);

/** The room's id from a room page's path (`/race/<id>/`), or null. */
export function roomIdOf(path: string): string | null {
  const match = /^\/race\/([^/]+)\/?$/.exec(path);
  return match ? decodeURIComponent(match[1]!) : null;
}
