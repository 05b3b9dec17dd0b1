// Players in storage: made on their first write, known by a device session, named by themselves.
import { createHash, randomBytes } from 'node:crypto';
import { newPlayer } from '@galaxies/ratings';
import type { Kysely } from 'kysely';
import type { Database, Player } from './schema.js';

/** A fresh player id: 16 random bytes, URL-safe. */
export function newPlayerId(): string {
  return randomBytes(16).toString('base64url');
}

/** A new player, rated as the ratings package starts everyone. */
export async function createPlayer(db: Kysely<Database>, now: Date): Promise<Player> {
  const { rating, rd, volatility, games } = newPlayer();
  const player: Player = {
    id: newPlayerId(),
    name: null,
    created_at: now.toISOString(),
    rating,
    rd,
    volatility,
    games,
    rated_day: null,
    rated_days: 0,
  };
  await db.insertInto('players').values(player).execute();
  return player;
}

/** A new device session for `playerId`; its id is what the player cookie carries. */
export async function createSession(
  db: Kysely<Database>,
  playerId: string,
  now: Date,
  device: string | null = null,
): Promise<string> {
  const id = newPlayerId();
  await db
    .insertInto('sessions')
    .values({ id, player_id: playerId, created_at: now.toISOString(), revoked_at: null, device })
    .execute();
  return id;
}

/** A session's id as the devices list shows it: not the cookie's secret value. */
export function deviceId(sessionId: string): string {
  return createHash('sha256')
    .update(`galaxies device|${sessionId}`)
    .digest('base64url')
    .slice(0, 16);
}

/** The player's devices signed in now, oldest first. */
export async function devicesOf(db: Kysely<Database>, playerId: string) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'device', 'created_at'])
    .where('player_id', '=', playerId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ session: r.id, device: r.device, createdAt: r.created_at }));
}

/** The player of a session that has not been revoked. */
export async function findSessionPlayer(
  db: Kysely<Database>,
  sessionId: string,
): Promise<Player | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('players', 'players.id', 'sessions.player_id')
    .selectAll('players')
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Signs a device out: its session no longer names anyone. */
export async function revokeSession(
  db: Kysely<Database>,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Signs out the player's device named `id` (its `deviceId`), in one transaction; false when the
 * player has no such device signed in (another player's, or one already signed out).
 */
export async function revokeDevice(
  db: Kysely<Database>,
  playerId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const device = (await devicesOf(tx, playerId)).find((d) => deviceId(d.session) === id);
    if (!device) return false;
    await revokeSession(tx, device.session, now);
    return true;
  });
}

export async function findPlayer(db: Kysely<Database>, id: string): Promise<Player | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function renamePlayer(db: Kysely<Database>, id: string, name: string): Promise<void> {
  await db.updateTable('players').set({ name }).where('id', '=', id).execute();
}
