// Live races in storage: a room opened with its host in the first seat, racers joining (each
// once, up to the room's seats, never after the start; the last seat calls the start), the start
// called, progress kept now and then, a finish stored once, and a racer's connections counted so
// that only their newest drop marks them away. Joining and starting hold the room's row on
// PostgreSQL (SQLite runs one write at a time), so two joins never take one seat.
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database, RaceRacersTable, RacesTable } from './schema.js';
import type { Selectable } from 'kysely';

export type RaceRow = Omit<Selectable<RacesTable>, 'starts_at' | 'ends_at'> & {
  starts_at: number | null;
  ends_at: number | null;
};

export type RacerRow = Omit<
  Selectable<RaceRacersTable>,
  'finished_at' | 'away_since' | 'left_at'
> & {
  finished_at: number | null;
  away_since: number | null;
  left_at: number | null;
};

/** A time as stored (PostgreSQL gives a bigint as text). */
const ms = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

/** A room with its racers, by seat. */
export interface StoredRace {
  race: RaceRow;
  racers: RacerRow[];
}

/** Who takes a seat: the player, with the name and tag the room shows. */
export interface Seated {
  playerId: string;
  name: string;
  tag: string;
}

export async function insertRace(
  db: Kysely<Database>,
  race: Omit<RaceRow, 'starts_at' | 'ends_at'>,
  host: Seated,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('races')
      .values({ ...race, starts_at: null, ends_at: null })
      .execute();
    await seat(trx, race.id, 1, host);
  });
}

function seat(trx: Transaction<Database>, raceId: string, at: number, who: Seated) {
  return trx
    .insertInto('race_racers')
    .values({ race_id: raceId, seat: at, player_id: who.playerId, name: who.name, tag: who.tag })
    .execute();
}

/** The room and its racers, or null when there is none. */
export async function readRace(db: Kysely<Database>, id: string): Promise<StoredRace | null> {
  const race = await db.selectFrom('races').selectAll().where('id', '=', id).executeTakeFirst();
  if (!race) return null;
  const racers = await db
    .selectFrom('race_racers')
    .selectAll()
    .where('race_id', '=', id)
    .orderBy('seat')
    .execute();
  return {
    race: { ...race, starts_at: ms(race.starts_at), ends_at: ms(race.ends_at) },
    racers: racers.map((r) => ({
      ...r,
      finished_at: ms(r.finished_at),
      away_since: ms(r.away_since),
      left_at: ms(r.left_at),
    })),
  };
}

/** The room's row, held to the end of `trx` on PostgreSQL. */
function holdRace(trx: Transaction<Database>, id: string, dialect: 'sqlite' | 'postgres') {
  const query = trx.selectFrom('races').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export type JoinResult =
  { ok: true; seat: number } | { ok: false; why: 'none' | 'full' | 'started' };

/**
 * Seats `who` in room `id` (their own seat again when already in it). The seat that fills the
 * room calls the start, at the times `start` gives for the room.
 */
export async function joinRace(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  id: string,
  who: Seated,
  seats: number,
  start: (race: { size: string; level: string }) => { startsAt: number; endsAt: number },
): Promise<JoinResult> {
  return db.transaction().execute(async (trx): Promise<JoinResult> => {
    const race = await holdRace(trx, id, dialect);
    if (!race) return { ok: false, why: 'none' };
    const taken = await trx
      .selectFrom('race_racers')
      .select(['seat', 'player_id'])
      .where('race_id', '=', id)
      .execute();
    const mine = taken.find((r) => r.player_id === who.playerId);
    if (mine) return { ok: true, seat: mine.seat };
    if (race.starts_at !== null) return { ok: false, why: 'started' };
    if (taken.length >= seats) return { ok: false, why: 'full' };
    const at = Math.max(0, ...taken.map((r) => r.seat)) + 1;
    await seat(trx, id, at, who);
    if (taken.length + 1 === seats) await callStart(trx, id, start(race));
    return { ok: true, seat: at };
  });
}

function callStart(
  trx: Transaction<Database>,
  id: string,
  { startsAt, endsAt }: { startsAt: number; endsAt: number },
) {
  return trx
    .updateTable('races')
    .set({ starts_at: startsAt, ends_at: endsAt })
    .where('id', '=', id)
    .where('starts_at', 'is', null)
    .execute();
}

/** Calls the start of room `id` when it has not been called; false when it had. */
export async function startRace(
  db: Kysely<Database>,
  id: string,
  times: { startsAt: number; endsAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('races')
    .set({ starts_at: times.startsAt, ends_at: times.endsAt })
    .where('id', '=', id)
    .where('starts_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Keeps a racer's latest progress (a share, 0–100), for when they or a page come back. */
export async function keepProgress(
  db: Kysely<Database>,
  id: string,
  seat: number,
  progress: number,
): Promise<void> {
  await db
    .updateTable('race_racers')
    .set({ progress })
    .where('race_id', '=', id)
    .where('seat', '=', seat)
    .where('finish_seconds', 'is', null)
    .execute();
}

/** Racers' rows a statement at most (SQLite binds 32,766 values at most). */
const KEEP_CHUNK = 1000;

/**
 * Keeps many racers' progress (those who have finished keep theirs): one statement a share,
 * each row found by its primary key, so a flush costs the same however many races are stored
 * (an `update … from (values …)` read every racer ever stored on both databases).
 */
export async function keepProgresses(
  db: Kysely<Database>,
  rows: readonly { race: string; seat: number; progress: number }[],
): Promise<void> {
  if (!rows.length) return;
  const byShare = new Map<number, { race: string; seat: number }[]>();
  for (const row of rows) {
    const keys = byShare.get(row.progress);
    if (keys) keys.push(row);
    else byShare.set(row.progress, [row]);
  }
  await db.transaction().execute(async (trx) => {
    for (const [progress, keys] of byShare) {
      for (let k = 0; k < keys.length; k += KEEP_CHUNK) {
        const pairs = sql.join(
          keys.slice(k, k + KEEP_CHUNK).map((r) => sql`(${r.race}, cast(${r.seat} as integer))`),
        );
        await sql`
          update race_racers set progress = cast(${progress} as integer)
          where (race_id, seat) in (values ${pairs}) and finish_seconds is null`.execute(trx);
      }
    }
  });
}

/** Stores a racer's checked finish, once; false when they had already finished. */
export async function finishRacer(
  db: Kysely<Database>,
  id: string,
  seat: number,
  finish: { seconds: number; hints: number; at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('race_racers')
    .set({
      finish_seconds: finish.seconds,
      finish_hints: finish.hints,
      finished_at: finish.at,
      progress: 100,
    })
    .where('race_id', '=', id)
    .where('seat', '=', seat)
    .where('finish_seconds', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A racer's new connection: back from away (and from having left), its number returned. */
export async function connectRacer(
  db: Kysely<Database>,
  id: string,
  seat: number,
): Promise<number> {
  const row = await db
    .updateTable('race_racers')
    .set((eb) => ({ connection: eb('connection', '+', 1), away_since: null, left_at: null }))
    .where('race_id', '=', id)
    .where('seat', '=', seat)
    .returning('connection')
    .executeTakeFirstOrThrow();
  return row.connection;
}

/** A racer's connection `connection` dropped at `at`: away, unless a newer one came since. */
export async function dropRacer(
  db: Kysely<Database>,
  id: string,
  seat: number,
  connection: number,
  at: number,
): Promise<boolean> {
  const result = await db
    .updateTable('race_racers')
    .set({ away_since: at })
    .where('race_id', '=', id)
    .where('seat', '=', seat)
    .where('connection', '=', connection)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The racer left the room on purpose, at `at`. */
export async function leaveRace(
  db: Kysely<Database>,
  id: string,
  seat: number,
  at: number,
): Promise<void> {
  await db
    .updateTable('race_racers')
    .set({ left_at: at })
    .where('race_id', '=', id)
    .where('seat', '=', seat)
    .execute();
}
