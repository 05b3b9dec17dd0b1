// Live races: POST /api/galaxies/races (open a room for an Endless size and level), POST
// …/races/:id/racers (join it under the player's name), GET …/races/:id (the room as the asker
// sees it, never its puzzle before the start) and the racers' socket, GET …/races/:id/live
// (race/racer-socket.ts), whose pages must be this site's own. The rooms' notes go between the
// servers on one PostgreSQL database by its channel (db/race-channel.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { ApiError } from '../words/api-error.js';
import { identify, type RouteServices } from '../players/identity.js';
import { defaultName, tagOf } from '../players/names.js';
import { LocalChannel, PostgresChannel, type RaceChannel } from '../db/race-channel.js';
import { RaceHub } from '../race/race-hub.js';
import { runRacer } from '../race/racer-socket.js';
import { ProgressKeeper } from '../race/progress-keeper.js';
import { joinRoom, loadRace, openRace, racedAt } from '../race/rooms.js';
import { roomView } from '../race/room-view.js';
import type { Player } from '../db/schema.js';
import {
  CLOSE,
  MESSAGE_MAX_BYTES,
  RACE_ASK_SCHEMA,
  RACE_ID_RE,
  type RaceAsk,
} from '../../shared/race.js';
import { readSize } from '../../shared/sizes.js';

const NO_RACE = new ApiError(404, (w) => w.noSuchRace);

/** The name and tag a player races under. */
const seatedAs = (player: Player) => ({
  playerId: player.id,
  name: player.name ?? defaultName(player.id),
  tag: tagOf(player.id),
});

/** Whether a socket's page is this site's own: its Origin names this host (none: not a page). */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** The channel for this server's database: PostgreSQL's shared one, else this process. */
async function channelFor(services: RouteServices, report: (e: Error) => void) {
  const { config, store } = services;
  if (store.dialect !== 'postgres' || !config.databaseUrl) return new LocalChannel();
  const channel = new PostgresChannel(config.databaseUrl, store.db, report);
  await channel.open();
  return channel;
}

export async function raceRoutes(app: FastifyInstance, services: RouteServices): Promise<void> {
  const { store, identity, now } = services;
  const report = (error: unknown) => app.log.warn({ err: error }, 'a race note went wrong');
  const channel: RaceChannel = await channelFor(services, report);
  const hub = new RaceHub(
    channel,
    (id) => loadRace(store, id),
    () => now().getTime(),
    report,
  );
  const keeper = new ProgressKeeper(store, report);
  app.addHook('onClose', async () => {
    hub.close();
    await keeper.close();
    await channel.close();
  });
  // A message past MESSAGE_MAX_BYTES is refused with a reason (racer-socket.ts); past this, the
  // socket is closed before it is even read.
  await app.register(fastifyWebsocket, { options: { maxPayload: MESSAGE_MAX_BYTES * 8 } });

  const room = async (id: string) => {
    const stored = RACE_ID_RE.test(id) ? await loadRace(store, id) : null;
    if (!stored) throw NO_RACE;
    return stored;
  };

  app.post<{ Body: RaceAsk }>(
    '/api/galaxies/races',
    { schema: { body: RACE_ASK_SCHEMA } },
    async (request, reply) => {
      const size = readSize(request.body.size);
      const { level } = request.body;
      if (size === null || !racedAt(size, level)) throw new ApiError(400, (w) => w.endlessSizes);
      const player = await identity.writer(request, reply);
      const id = await openRace(store, size, level, seatedAs(player), now());
      reply.status(201);
      return { id, url: `/race/${id}/` };
    },
  );

  app.post<{ Params: { id: string } }>('/api/galaxies/races/:id/racers', async (request, reply) => {
    await room(request.params.id);
    const player = await identity.writer(request, reply);
    const joined = await joinRoom(store, request.params.id, seatedAs(player), now().getTime());
    if (!joined.ok) {
      if (joined.why === 'none') throw NO_RACE;
      throw new ApiError(409, joined.why === 'full' ? (w) => w.raceFull : (w) => w.raceStarted);
    }
    hub.publish({ race: request.params.id, kind: 'changed' });
    const stored = await room(request.params.id);
    return roomView(stored, now().getTime(), joined.seat);
  });

  app.get<{ Params: { id: string } }>('/api/galaxies/races/:id', async (request, reply) => {
    const stored = await room(request.params.id);
    const player = await identity.reader(request);
    const seat = stored.racers.find((r) => r.player_id === player?.id)?.seat ?? null;
    reply.header('cache-control', 'no-store');
    return roomView(stored, now().getTime(), seat);
  });

  app.get<{ Params: { id: string } }>(
    '/api/galaxies/races/:id/live',
    {
      websocket: true,
      // A page of another site is refused before the socket opens.
      preValidation: async (request) => {
        if (!sameOrigin(request)) throw new ApiError(403, (w) => w.notARacer);
      },
    },
    (socket, request) => {
      const id = request.params.id;
      // The socket's handlers go in place at once; who is asking is read meanwhile.
      const seatOf = async () => {
        const who = await identify(request, store);
        const stored = RACE_ID_RE.test(id) ? await loadRace(store, id) : null;
        if (who.kind !== 'player' || !stored) return null;
        return stored.racers.find((r) => r.player_id === who.player.id)?.seat ?? null;
      };
      const pending: Buffer[] = [];
      const hold = (data: Buffer) => pending.push(data);
      socket.on('message', hold);
      seatOf().then(
        (seat) => {
          socket.off('message', hold);
          if (seat === null) return socket.close(CLOSE.notARacer, 'Join the race first.');
          void runRacer(socket, id, seat, {
            store,
            hub,
            keeper,
            now: () => now().getTime(),
            report,
          });
          for (const data of pending) socket.emit('message', data, false);
        },
        (error: unknown) => {
          report(error);
          socket.close(1011, 'The race could not be joined just now: try again.');
        },
      );
    },
  );
}
