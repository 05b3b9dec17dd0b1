// A live race's host, played from Node for the race check: a player named over HTTP (PUT
// /api/me, its cookie kept), a 7×7 easy room opened (POST /api/galaxies/races), and the host's
// socket on the room (the ws package from apps/demo: Node 20 has no WebSocket of its own), which
// keeps the latest room it was sent. The host starts the race and leaves it when told; it never
// plays. Every request and wait is bounded, and a failure says what the host saw last.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { within } from './processes.mjs';

const ASK_MS = 10_000;

/** The room as a line of a failure's message: its state and each racer's progress or finish. */
function told(room) {
  if (!room) return 'no room yet';
  const racers = room.racers.map((r) => {
    const where = r.finish
      ? `finished ${r.place ?? '?'} in ${r.finish.seconds} s`
      : `${r.progress}%`;
    return `${r.name} (seat ${r.seat}${r.left ? ', left' : ''}): ${where}`;
  });
  return `${room.state}; ${racers.join(', ')}`;
}

/** Asks the site at `url` for `path`, within ASK_MS; the answer, or an error saying what it was. */
async function ask(url, path, init, want) {
  let response;
  try {
    response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(ASK_MS) });
  } catch (error) {
    throw new Error(`The host's ${init.method} ${path}: ${error.message}`);
  }
  if (response.status !== want) {
    const body = await response.text().catch(() => '');
    throw new Error(`The host's ${init.method} ${path} answered ${response.status}: ${body}`);
  }
  return response;
}

/**
 * Names a host `name` on the site at `url` (built in `demoDir`), opens a room as them and opens
 * their socket on it. Resolves once the socket has brought the room.
 */
export async function hostRace(url, demoDir, name = 'Host') {
  const WebSocket = createRequire(join(demoDir, 'package.json'))('ws');
  const json = { 'content-type': 'application/json' };
  const named = await ask(
    url,
    '/api/me',
    { method: 'PUT', headers: json, body: JSON.stringify({ name }) },
    200,
  );
  const cookie = named.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const opened = await ask(
    url,
    '/api/galaxies/races',
    {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ size: 7, level: 'easy' }),
    },
    201,
  );
  const { id, url: path } = await opened.json();

  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/galaxies/races/${id}/live`, {
    headers: { cookie },
  });
  let room = null;
  let closed = null;
  socket.on('message', (data) => {
    const news = JSON.parse(String(data));
    if (news.type === 'room') room = news.room;
    else if (news.type === 'progress' && room) {
      room = {
        ...room,
        racers: room.racers.map((r) =>
          r.seat === news.seat ? { ...r, progress: news.progress } : r,
        ),
      };
    }
  });
  socket.on('close', (code, reason) => (closed = `closed ${code} ${String(reason)}`.trim()));
  const close = () => {
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) {
      socket.terminate();
    }
  };

  /** Waits up to `ms` for the room the host was sent last to pass `test`; that room. */
  async function until(what, ms, test) {
    for (const end = Date.now() + ms; ;) {
      if (room && test(room)) return room;
      if (closed || Date.now() > end) {
        const why = closed ? `its socket ${closed}` : `not within ${ms / 1000} s`;
        throw new Error(`${what}: not seen by the host (${why}); its last room: ${told(room)}`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  try {
    await within(
      ASK_MS,
      'The host’s socket did not open',
      new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      }),
    );
    await until('The room on the host’s socket', ASK_MS, () => true);
  } catch (error) {
    close();
    throw error;
  }
  return {
    id,
    /** The room's page, `/race/<id>/`. */
    path,
    get room() {
      return room;
    },
    /** The room, said in a line. */
    told: () => told(room),
    until,
    /** Sends `message` ({type: 'start'}, {type: 'leave'}…) on the host's socket. */
    send(message) {
      if (socket.readyState !== WebSocket.OPEN) {
        throw new Error(
          `The host could not send ${message.type}: its socket ${closed ?? 'is not open'}`,
        );
      }
      socket.send(JSON.stringify(message));
    },
    close,
  };
}
