// One player on every device: a transfer code (and its link) that signs another browser in,
// once, within minutes; a recovery code for when every device is lost; the player's devices,
// any of which can be signed out. Codes travel only in request bodies and a link's fragment
// (`/account/#sign-in=…`, which browsers never send), so no log or referrer holds one.
import type { FastifyInstance } from 'fastify';
import { AddressLimit } from '../limits/address-limit.js';
import type { WindowCounts } from '../db/window-counts.js';
import { deviceId, devicesOf, revokeDevice } from '../db/players.js';
import { hasRecovery, issueRecovery, issueTransfer, redeem } from '../db/sign-in.js';
import { SIGN_IN_TRIES, TEN_MINUTES_MS, TRANSFER_MINUTES } from '../../shared/policy.js';
import { ApiError } from '../words/api-error.js';
import { deviceParts } from '../players/device-name.js';
import type { RouteServices } from '../players/identity.js';
import type { Phrase } from '../words/refusals.js';

const REFUSED: Phrase = (w) => w.codeRefused;

export function deviceRoutes(
  app: FastifyInstance,
  { store, secret, identity, now, counts }: RouteServices & { counts: WindowCounts },
): void {
  const tries = new AddressLimit(counts, SIGN_IN_TRIES, TEN_MINUTES_MS, 'sign-in:');

  app.post('/api/me/transfer', async (request, reply) => {
    const player = await identity.known(request);
    const { code, expiresAt } = await issueTransfer(store.db, secret, player.id, now());
    return reply
      .status(201)
      .send({ code, link: `/account/#sign-in=${code}`, expiresAt, minutes: TRANSFER_MINUTES });
  });

  app.post('/api/me/recovery', async (request, reply) => {
    const player = await identity.known(request);
    return reply
      .status(201)
      .send({ code: await issueRecovery(store.db, secret, player.id, now()) });
  });

  app.post(
    '/api/me/sign-in',
    {
      schema: {
        body: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code: { type: 'string', minLength: 1, maxLength: 40 } },
        },
      },
    },
    async (request, reply) => {
      const wait = await tries.take(request.ip, now().getTime());
      if (wait !== null) throw new ApiError(429, (w) => w.tooManyCodes, wait);
      const taken = await redeem(store.db, secret, (request.body as { code: string }).code, now());
      if (!taken) throw new ApiError(400, REFUSED);
      await identity.signIn(request, reply, taken.playerId);
      return { signedIn: true, kind: taken.kind };
    },
  );

  app.get('/api/me/devices', async (request) => {
    const asking = await identity.device(request).catch(() => null);
    if (!asking) return { devices: [], recovery: false };
    const devices = (await devicesOf(store.reads, asking.player.id)).map((d) => ({
      id: deviceId(d.session),
      device: d.device ?? 'A browser',
      ...deviceParts(d.device),
      since: d.createdAt,
      current: d.session === asking.session,
    }));
    return { devices, recovery: await hasRecovery(store.reads, asking.player.id) };
  });

  app.delete<{ Params: { id: string } }>('/api/me/devices/:id', async (request, reply) => {
    const { player } = await identity.device(request);
    const revoked = await revokeDevice(store.db, player.id, request.params.id, now());
    if (!revoked) throw new ApiError(404, (w) => w.notYourDevice);
    return reply.status(204).send();
  });
}
