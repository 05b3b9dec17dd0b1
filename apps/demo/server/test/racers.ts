// Racers as the race tests drive them: a room opened and joined over HTTP, and each racer's
// socket on a listening server, with what it has been sent kept in order and waited for.
import WebSocket from 'ws';
import type { RaceNews, RaceRoom } from '../../shared/race.js';
import { cookieFrom, type TestServer } from './testing.js';

/** A server listening on a free port (sockets need one); its address. */
export async function listening(server: TestServer): Promise<string> {
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('http', 'ws');
}

/** A new player named `name`: their cookie. */
export async function player(server: TestServer, name: string): Promise<string> {
  const res = await server.app.inject({ method: 'PUT', url: '/api/me', payload: { name } });
  return cookieFrom(res.headers['set-cookie']);
}

/** Opens a room as `cookie`'s player: its id. */
export async function openRoom(server: TestServer, cookie: string, size = 7, level = 'easy') {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/galaxies/races',
    headers: { cookie },
    payload: { size, level },
  });
  if (res.statusCode !== 201) throw new Error(`open: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

export async function join(server: TestServer, id: string, cookie: string) {
  return server.app.inject({
    method: 'POST',
    url: `/api/galaxies/races/${id}/racers`,
    headers: { cookie },
  });
}

/** A racer's socket: everything sent to it, and waits for what is to come. */
export class Racer {
  readonly news: RaceNews[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.news.push(JSON.parse(String(data)) as RaceNews);
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  static async connect(
    base: string,
    id: string,
    cookie: string | null,
    origin?: string,
  ): Promise<Racer> {
    const socket = new WebSocket(`${base}/api/galaxies/races/${id}/live`, {
      headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    });
    const racer = new Racer(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return racer;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Waits (up to `ms`) for a message or close that `test` accepts; the first such. */
  async until<T>(test: (racer: Racer) => T | undefined | false, ms = 8000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = test(this);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`Not seen in ${ms} ms; last news: ${JSON.stringify(this.news.at(-1))}`);
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** The latest room sent that `test` accepts (waiting for one). */
  room(test: (room: RaceRoom) => boolean, ms?: number): Promise<RaceRoom> {
    return this.until((racer) => {
      const rooms = racer.news.flatMap((n) => (n.type === 'room' ? [n.room] : []));
      return rooms.reverse().find(test);
    }, ms);
  }

  /** Waits for the socket to close: its code and reason. */
  closing(ms?: number) {
    return this.until((racer) => racer.closed, ms);
  }

  close(): void {
    this.socket.close();
  }
}
