// One racer's socket: each message checked (its size, the socket's rate, JSON, the schema in
// shared/race.ts) before it is read, anything else closing this socket alone with the reason;
// then the host's start, progress passed on as a share (never the walls) and kept now and then,
// a finish judged by the referee's check of the answer against the puzzle with the server's own
// time since the start (a hint adds its penalty), and leaving. Heartbeats close a socket that
// stops answering. A drop marks the racer away; the same connection's return undoes it.
import { Ajv } from 'ajv';
import type { WebSocket } from 'ws';
import {
  CLOSE,
  HEARTBEAT_MS,
  HINT_PENALTY_SECONDS,
  MESSAGE_MAX_BYTES,
  MESSAGES_PER_SECOND,
  percentOf,
  RACE_MESSAGE_SCHEMA,
  type RaceMessage,
  type RaceNews,
} from '../../shared/race.js';
import { connectRacer, dropRacer, finishRacer, leaveRace, startRace } from '../db/races.js';
import type { Store } from '../db/open.js';
import { answerFault } from '../play/puzzles.js';
import { clean } from '../play/referee.js';
import { english } from '../words/refusals.js';
import type { RaceHub, RacerLine } from './race-hub.js';
import { loadRace } from './rooms.js';
import type { ProgressKeeper } from './progress-keeper.js';
import { raceTimes, roomView, stateOf } from './room-view.js';
import { cellsOf } from '../../shared/sizes.js';

const isMessage = new Ajv({ allErrors: false }).compile<RaceMessage>(RACE_MESSAGE_SCHEMA);

/** A bucket of MESSAGES_PER_SECOND a second, holding two seconds' worth. */
class Allowance {
  private tokens = MESSAGES_PER_SECOND * 2;
  private at = performance.now();

  take(): boolean {
    const now = performance.now();
    this.tokens = Math.min(
      MESSAGES_PER_SECOND * 2,
      this.tokens + ((now - this.at) / 1000) * MESSAGES_PER_SECOND,
    );
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens--;
    return true;
  }
}

export interface RacerSocketContext {
  store: Store;
  hub: RaceHub;
  keeper: ProgressKeeper;
  now: () => number;
  report: (error: unknown) => void;
}

/**
 * Runs racer `seat` of room `race` on `socket` until it closes: call it as soon as the socket
 * opens (its handlers are in place before the first await).
 */
export async function runRacer(
  socket: WebSocket,
  race: string,
  seat: number,
  ctx: RacerSocketContext,
): Promise<void> {
  const { store, hub, now } = ctx;
  const line: RacerLine = {
    seat,
    send: (news: RaceNews) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(news));
    },
  };
  // Messages are handled one at a time, in order, once the racer is connected: a message that
  // arrives meanwhile waits for it.
  let connection = 0;
  let queue = connectRacer(store.db, race, seat).then((number) => {
    connection = number;
    if (socket.readyState !== socket.OPEN) return;
    // The note of the arrival has every server read the room once and send it, to this racer too.
    hub.add(race, line);
    hub.publish({ race, kind: 'changed' });
  });
  queue = queue.catch((error: unknown) => {
    ctx.report(error);
    socket.close(1011, 'The race could not be joined just now: try again.');
  });
  const allowance = new Allowance();
  let progress = -1;
  const refuse = (code: number, reason: string) => socket.close(code, reason);

  let alive = true;
  socket.on('pong', () => (alive = true));
  const heartbeat = setInterval(() => {
    if (!alive) return refuse(CLOSE.silent, 'No answer to two heartbeats.');
    alive = false;
    socket.ping();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    const bytes = Array.isArray(data)
      ? data.reduce((n, b) => n + b.length, 0)
      : (data as Buffer | ArrayBuffer).byteLength;
    if (bytes > MESSAGE_MAX_BYTES) return refuse(CLOSE.tooBig, 'That message is too large.');
    if (!allowance.take()) return refuse(CLOSE.tooFast, 'Too many messages: slow down.');
    let message: unknown;
    try {
      if (isBinary) throw new Error('binary');
      message = JSON.parse(String(data));
    } catch {
      return refuse(CLOSE.malformed, 'A message must be JSON text.');
    }
    if (!isMessage(message))
      return refuse(CLOSE.malformed, 'That message is not one a race knows.');
    // The time a message arrived is the one it counts with, however long it waits its turn.
    const at = now();
    queue = queue.then(() => handle(message as RaceMessage, at)).catch(ctx.report);
  });

  /** Progress, the message sent most, goes by the room as this server last read it. */
  const passOn = (settled: number, at: number) => {
    const stored = hub.latest(race);
    if (!stored || stateOf(stored, at) !== 'racing') return;
    const mine = stored.racers.find((r) => r.seat === seat);
    if (!mine || mine.finish_seconds !== null) return;
    const { race: row } = stored;
    // Counted against the puzzle's own cells, whatever the page says it has.
    const share = percentOf(settled, cellsOf(row.size));
    if (share === progress) return;
    progress = share;
    hub.publish({ race, kind: 'progress', seat, progress });
    ctx.keeper.note(race, seat, progress);
  };

  const handle = async (message: RaceMessage, at: number): Promise<void> => {
    if (message.type === 'progress') return passOn(message.settled, at);
    const stored = await loadRace(store, race);
    if (!stored) return;
    const room = roomView(stored, at, seat);
    switch (message.type) {
      case 'start': {
        if (room.host !== seat || room.state !== 'waiting') return;
        const size = room.size;
        if (await startRace(store.db, race, raceTimes(size, room.level, at))) {
          hub.publish({ race, kind: 'changed' });
        }
        return;
      }
      case 'finish': {
        if (room.state !== 'racing' || !room.puzzle || room.startsAt === null) return;
        const { size, level, code, engine } = room.puzzle;
        const answer = clean(message.answer, size);
        const fault = answer
          ? answerFault({ size, difficulty: level, code, engine }, answer)
          : english((w) => w.notADotEach);
        if (fault) return line.send({ type: 'refused', error: fault });
        const seconds =
          Math.floor((at - room.startsAt) / 1000) + message.hints * HINT_PENALTY_SECONDS;
        ctx.keeper.forget(race, seat);
        const stored = await finishRacer(store.db, race, seat, {
          seconds,
          hints: message.hints,
          at,
        });
        if (stored) hub.publish({ race, kind: 'changed' });
        return;
      }
      case 'leave': {
        await leaveRace(store.db, race, seat, at);
        hub.publish({ race, kind: 'changed' });
        socket.close(1000, 'Left the race.');
        return;
      }
    }
  };

  socket.on('close', () => {
    clearInterval(heartbeat);
    hub.remove(race, line);
    queue = queue
      .then(async () => {
        // The progress not yet written goes down before the drop, for the racer's return.
        await ctx.keeper.keepNow(race, seat);
        if (await dropRacer(store.db, race, seat, connection, now())) {
          hub.publish({ race, kind: 'changed' });
        }
      })
      .catch(ctx.report);
  });

  await queue.catch(ctx.report);
}
