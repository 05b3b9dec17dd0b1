// A race room's page, `/race/<id>/`: the one built page (race/room/index.html) for every room,
// sent as built, which draws itself in the player's language and asks the API for the room
// (src/pages/race-room.ts). Never kept, by a cache or the service worker: a room is live. An
// address that can be no room's is the same page with a 404 (the page says there is no such
// race); whether a room is there is the API's to say, so the page reads no database.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../db/services.js';
import { RACE_ID_RE } from '../../shared/race.js';
import { pageSender } from './page-sender.js';
import { sendHtml } from './send-html.js';

/** The built page every room is sent as. */
export const RACE_ROOM_PAGE = 'race/room/index.html';

export function racePages(app: FastifyInstance, services: Services, clientDir: string): void {
  const { htmlOf } = pageSender(app, services, clientDir);
  app.get<{ Params: { id: string } }>('/race/:id/', async (request, reply) => {
    const { html } = await htmlOf(request, RACE_ROOM_PAGE, () => null);
    if (!RACE_ID_RE.test(request.params.id)) reply.status(404);
    return sendHtml(request, reply, html, false);
  });
}
