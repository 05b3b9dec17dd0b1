// The race bench's progress and its tally: each racer sends a new share about once a second at
// a moment of its own (each share new for the racer, so a receiver knows which send it is);
// each send is noted with the moment it went (this process's clock, which every client shares)
// and how many others should hear it; each delivery's time from the send is kept apart by
// whether it crossed between servers; what never arrived is counted as lost.
import { percentOf } from '../../shared/race.js';
import { cellsOf } from '../../shared/sizes.js';
import { RACE_SIZE, type RaceSocket } from './race-racers.js';

/**
 * The puzzle's cells, which the server counts a share against: a racer's k-th send is `k` cells
 * settled (k < CELLS), each share a different whole percentage.
 */
const CELLS = cellsOf(RACE_SIZE);

interface Sent {
  at: number;
  server: number;
  /** Receivers yet to hear it. */
  left: number;
}

export class Fanout {
  sent = 0;
  /** Deliveries to a racer on the sender's own server, ms from the send. */
  readonly within: number[] = [];
  /** Deliveries to a racer on another server. */
  readonly across: number[] = [];
  /** Progress heard that matched no send awaiting it (a double, or a share never sent). */
  unexpected = 0;
  private readonly waiting = new Map<number, Sent>();

  private static key(room: number, seat: number, progress: number): number {
    return (room * 64 + seat) * 128 + progress;
  }

  get delivered(): number {
    return this.within.length + this.across.length;
  }

  get lost(): number {
    let left = 0;
    for (const sent of this.waiting.values()) left += sent.left;
    return left;
  }

  /** `socket` sends progress `progress`, for `receivers` others to hear. */
  sending(socket: RaceSocket, progress: number, receivers: number): void {
    const { room, seat } = socket.seated;
    this.sent++;
    const key = Fanout.key(room, seat, progress);
    this.waiting.set(key, { at: performance.now(), server: socket.server, left: receivers });
  }

  /** `to` heard racer `seat`'s progress at `at`. */
  heard(to: RaceSocket, seat: number, progress: number, at: number): void {
    const sent = this.waiting.get(Fanout.key(to.seated.room, seat, progress));
    if (!sent || sent.left === 0) {
      this.unexpected++;
      return;
    }
    sent.left--;
    (sent.server === to.server ? this.within : this.across).push(at - sent.at);
  }
}

/**
 * Every socket sends a new share about once a second (the first within a second of the start,
 * then every 0.75–1.25 s) until `seconds` have passed; resolves once the last is sent.
 * `receivers(socket)`: how many others in its room should hear it.
 */
export function sendProgress(
  sockets: readonly RaceSocket[],
  fanout: Fanout,
  seconds: number,
  receivers: (socket: RaceSocket) => number,
): Promise<void> {
  const end = performance.now() + seconds * 1000;
  return Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          let settled = 0;
          const next = (delay: number) => {
            if (performance.now() + delay >= end || settled + 1 >= CELLS) return resolve();
            setTimeout(() => {
              settled++;
              fanout.sending(socket, percentOf(settled, CELLS), receivers(socket));
              socket.send({ type: 'progress', settled, cells: CELLS });
              next(750 + Math.random() * 500);
            }, delay);
          };
          next(Math.random() * 1000);
        }),
    ),
  ).then(() => undefined);
}
