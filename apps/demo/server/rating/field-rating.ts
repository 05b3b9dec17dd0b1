// The daily rated as a field, once its day is over: every pair of the day's solvers meets at
// half a game. Established players meet only one another, so new (provisional) players weigh
// nothing in their ratings; provisional players are rated against the whole field, so they
// find their level soon. Claiming the day and rating it happen in one transaction, so the
// rating runs exactly once even with several servers racing, and a crash midway leaves nothing
// half done.
import { rateField } from '@galaxies/ratings';
import { slotFor } from '../play/daily.js';
import type { Store } from '../db/open.js';
import { ratingState, saveRating } from '../db/ratings.js';
import { addDays, dayNumber, isDay } from '../../shared/days.js';
import { isProvisional } from '../../shared/policy.js';

export interface FieldResult {
  day: string;
  /** Solvers rated (0 when fewer than two solved: a field needs two). */
  solvers: number;
  /** True when the day had been rated already (by this server or another). */
  already: boolean;
}

/**
 * Rates `day`'s daily field. The ratings count as played `today` (the day the field is
 * rated), so a player who has already been rated today is not widened twice.
 */
export async function rateDailyField(
  store: Store,
  day: string,
  today: string,
  now: Date,
): Promise<FieldResult> {
  if (!isDay(day)) throw new Error(`Not a day: "${day}" (use YYYY-MM-DD).`);
  if (!slotFor(day)) throw new Error(`There was no daily on ${day}.`);
  if (day >= today) throw new Error(`The daily of ${day} is not over yet (today is ${today}).`);

  return store.db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('field_ratings')
      .values({ day, rated_at: now.toISOString(), solvers: 0 })
      .onConflict((oc) => oc.column('day').doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0)
      return { day, solvers: 0, already: true };

    const solves = await trx
      .selectFrom('solves')
      .select(['player_id', 'seconds'])
      .where('mode', '=', 'daily')
      .where('day', '=', day)
      .where('hints', '=', 0)
      .orderBy('id')
      .execute();
    if (solves.length < 2) return { day, solvers: 0, already: false };

    let query = trx
      .selectFrom('players')
      .selectAll()
      .where(
        'id',
        'in',
        solves.map((s) => s.player_id),
      );
    // PostgreSQL: hold the rows, so a solve rated at the same moment waits for the field.
    if (store.dialect === 'postgres') query = query.forUpdate();
    const rows = await query.execute();
    const players = Object.fromEntries(rows.map((p) => [p.id, ratingState(p)]));
    const provisional = new Set(rows.filter(isProvisional).map((p) => p.id));
    const field = solves.map((s) => ({ player: s.player_id, seconds: s.seconds }));
    const established = field.filter((s) => !provisional.has(s.player));
    const options = { day: dayNumber(today) };
    const rated = {
      // Provisional players' results from the whole field; established ones' from their own.
      ...Object.fromEntries(
        Object.entries(rateField(players, field, options)).filter(([id]) => provisional.has(id)),
      ),
      ...(established.length >= 2 ? rateField(players, established, options) : {}),
    };
    for (const [id, { state, change }] of Object.entries(rated)) {
      await saveRating(trx, id, players[id]!, state);
      await trx
        .updateTable('solves')
        .set({ rating_change: change })
        .where('player_id', '=', id)
        .where('mode', '=', 'daily')
        .where('day', '=', day)
        .execute();
    }
    await trx
      .updateTable('field_ratings')
      .set({ solvers: solves.length })
      .where('day', '=', day)
      .execute();
    return { day, solvers: solves.length, already: false };
  });
}

/** Rates every finished daily not rated yet, oldest first (catching up after downtime). */
export async function rateFinishedDays(
  store: Store,
  today: string,
  now: Date,
  since: string,
): Promise<FieldResult[]> {
  const rows = await store.db.selectFrom('field_ratings').select('day').execute();
  const done = new Set(rows.map((r) => r.day));
  const results: FieldResult[] = [];
  for (let day = since; day < today; day = addDays(day, 1)) {
    if (!done.has(day) && slotFor(day)) results.push(await rateDailyField(store, day, today, now));
  }
  return results;
}
