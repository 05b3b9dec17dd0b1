// Players in storage: made on first visit, known by id, named by themselves.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Player } from './schema.js';

/** A fresh player id: 16 random bytes, URL-safe. */
export function newPlayerId(): string {
  return randomBytes(16).toString('base64url');
}

export async function createPlayer(db: Kysely<Database>, now: Date): Promise<Player> {
  const player: Player = {
    id: newPlayerId(),
    name: null,
    created_at: now.toISOString(),
    rating: 1500,
    rd: 350,
    volatility: 0.06,
    games: 0,
    rated_day: null,
    rated_days: 0,
  };
  await db.insertInto('players').values(player).execute();
  return player;
}

export async function findPlayer(db: Kysely<Database>, id: string): Promise<Player | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function renamePlayer(db: Kysely<Database>, id: string, name: string): Promise<void> {
  await db.updateTable('players').set({ name }).where('id', '=', id).execute();
}
