// Codes that sign another browser in as a player. A transfer code ("K3X9-QR7M": 8 characters,
// 40 bits) works once, for ten minutes, from the device that asked for it; a recovery code (16
// characters, 80 bits) works once, whenever, until the player makes a new one. Only an HMAC of
// a code (keyed with the site's secret) is kept, so the database alone can't sign anyone in; a
// code's use is marked in the same statement that checks it is unused, so two browsers can't
// both take one.
import { createHmac, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SignInCodesTable } from './schema.js';
import { MINUTE_MS, TRANSFER_MINUTES } from '../../shared/policy.js';

/** Letters and digits no one mistakes for another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

type Kind = SignInCodesTable['kind'];

/** A fresh code of `groups` groups of four characters, dashed. */
function makeCode(groups: number): string {
  const chars = Array.from({ length: groups * 4 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return chars.join('').replace(/(.{4})(?=.)/g, '$1-');
}

/** A code as typed, made comparable: capitals, no spaces or dashes. */
export function normalCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

function hashOf(secret: string, code: string): string {
  return createHmac('sha256', secret)
    .update(`galaxies sign-in|${normalCode(code)}`)
    .digest('hex');
}

/** A new transfer code for `playerId`, and when it stops working. */
export async function issueTransfer(
  db: Kysely<Database>,
  secret: string,
  playerId: string,
  now: Date,
): Promise<{ code: string; expiresAt: string }> {
  const code = makeCode(2);
  const expiresAt = new Date(now.getTime() + TRANSFER_MINUTES * MINUTE_MS).toISOString();
  await insertCode(db, secret, code, playerId, 'transfer', now, expiresAt);
  return { code, expiresAt };
}

/** A new recovery code for `playerId`, replacing any it had. */
export async function issueRecovery(
  db: Kysely<Database>,
  secret: string,
  playerId: string,
  now: Date,
): Promise<string> {
  const code = makeCode(4);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sign_in_codes')
      .where('player_id', '=', playerId)
      .where('kind', '=', 'recovery')
      .execute();
    await insertCode(trx, secret, code, playerId, 'recovery', now, null);
  });
  return code;
}

async function insertCode(
  db: Kysely<Database>,
  secret: string,
  code: string,
  playerId: string,
  kind: Kind,
  now: Date,
  expiresAt: string | null,
): Promise<void> {
  await db
    .insertInto('sign_in_codes')
    .values({
      hash: hashOf(secret, code),
      player_id: playerId,
      kind,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
}

/** Whether the player has a recovery code they have not used. */
export async function hasRecovery(db: Kysely<Database>, playerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_codes')
    .select('hash')
    .where('player_id', '=', playerId)
    .where('kind', '=', 'recovery')
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes a code: the player it signs in, and of which kind, or null (unknown, used, expired). */
export async function redeem(
  db: Kysely<Database>,
  secret: string,
  typed: string,
  now: Date,
): Promise<{ playerId: string; kind: Kind } | null> {
  const hash = hashOf(secret, typed);
  const at = now.toISOString();
  const taken = await db
    .updateTable('sign_in_codes')
    .set({ used_at: at })
    .where('hash', '=', hash)
    .where('used_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('sign_in_codes')
    .select(['player_id', 'kind'])
    .where('hash', '=', hash)
    .executeTakeFirstOrThrow();
  return { playerId: row.player_id, kind: row.kind };
}
