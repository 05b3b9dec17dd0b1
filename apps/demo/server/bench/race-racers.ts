// The race bench's racers: rooms opened and joined over HTTP, and each racer's socket (the `ws`
// package, as the race tests use it), every player from a loopback address of its own, so that
// the site's own per-address limits (new players, requests) see a thousand players, not one. A
// socket keeps its room's state and host as last sent, and hands each progress it hears, with
// the moment it arrived, to the bench.
import WebSocket from 'ws';
import type { RaceNews, RaceRoom, RaceState } from '../../shared/race.js';
import { addressOf, send } from './http.js';

/** The block of loopback addresses (127.BLOCK.x.y) the racers come from. */
const BLOCK = 30;
/** The rooms' Endless size and level. */
export const RACE_SIZE = 7;
const RACE_LEVEL = 'easy';

/** A player seated in a room. */
export interface Seated {
  /** The room's number in the bench (0-based). */
  room: number;
  id: string;
  seat: number;
  cookie: string;
  /** The loopback address the player asks from. */
  from: string;
}

async function post(port: number, from: string, path: string, payload?: object) {
  const answer = await send({ port, from, method: 'POST', path, ...(payload ? { payload } : {}) });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`POST ${path}: ${answer.status} ${answer.body}`);
  }
  if (!answer.cookie) throw new Error(`POST ${path}: no cookie for a new player`);
  return { cookie: answer.cookie, body: answer.body };
}

/**
 * Room `room` of `racers` new players: opened (RACE_SIZE, easy) by its first on `ports[0]`, joined by
 * the others, player k on `ports[k % ports.length]`, all at once. The join that fills the room
 * calls the start, as on the site.
 */
export async function seatRoom(ports: number[], room: number, racers: number): Promise<Seated[]> {
  const first = room * racers;
  const hostFrom = addressOf(first, BLOCK);
  const opened = await post(ports[0]!, hostFrom, '/api/galaxies/races', {
    size: RACE_SIZE,
    level: RACE_LEVEL,
  });
  const { id } = JSON.parse(opened.body) as { id: string };
  const joined = await Promise.all(
    Array.from({ length: racers - 1 }, async (_, j): Promise<Seated> => {
      const k = first + j + 1;
      const from = addressOf(k, BLOCK);
      const answer = await post(ports[k % ports.length]!, from, `/api/galaxies/races/${id}/racers`);
      const view = JSON.parse(answer.body) as RaceRoom;
      return { room, id, seat: view.racers.find((r) => r.you)!.seat, cookie: answer.cookie, from };
    }),
  );
  return [{ room, id, seat: 1, cookie: opened.cookie, from: hostFrom }, ...joined];
}

/** Told each progress a socket hears: the racer's seat and share, and when it arrived. */
export type Hearing = (to: RaceSocket, seat: number, progress: number, at: number) => void;

/** One racer's socket on server number `server`. */
export class RaceSocket {
  state: RaceState | null = null;
  host: number | null = null;
  /** The close code, once the socket has closed. */
  closed: number | null = null;
  private waiters: (() => void)[] = [];

  private constructor(
    readonly seated: Seated,
    readonly server: number,
    private readonly socket: WebSocket,
    heard: Hearing,
  ) {
    socket.on('message', (data: Buffer) => {
      const at = performance.now();
      const news = JSON.parse(data.toString('utf8')) as RaceNews;
      if (news.type === 'progress') return heard(this, news.seat, news.progress, at);
      if (news.type !== 'room') return;
      this.state = news.room.state;
      this.host = news.room.host;
      this.wake();
    });
    socket.on('close', (code: number) => {
      this.closed = code;
      this.wake();
    });
  }

  /** `seated`'s socket on server `server` at `port`, once it is open. */
  static async connect(port: number, server: number, seated: Seated, heard: Hearing) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/galaxies/races/${seated.id}/live`, {
      headers: { cookie: seated.cookie },
      localAddress: seated.from,
      perMessageDeflate: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new RaceSocket(seated, server, socket, heard);
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Waits up to `ms` for `test` to hold (checked as each room or close arrives); whether it did. */
  async until(test: (socket: RaceSocket) => boolean, ms: number): Promise<boolean> {
    const deadline = performance.now() + ms;
    while (!test(this)) {
      const left = deadline - performance.now();
      if (left <= 0 || this.closed !== null) return false;
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, Math.min(left, 500));
      });
    }
    return true;
  }

  send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  close(): Promise<void> {
    if (this.closed !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
