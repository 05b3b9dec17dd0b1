// Race rooms as the routes use them: opened for an Endless size and level (the puzzle chosen and
// made now, so the start never waits for it), joined by a player under their name, and read with
// the puzzle made ready (a big one by the maker pool, so the room's view can show it at once).
import type { Store } from '../db/open.js';
import { insertRace, joinRace, readRace, type Seated, type StoredRace } from '../db/races.js';
import { endlessCode, readableId } from '../play/ids.js';
import { isMade, prepare, SITE_ENGINE } from '../play/puzzles.js';
import { RACERS_MAX } from '../../shared/race.js';
import type { Size } from '../../shared/sizes.js';
import { raceTimes } from './room-view.js';

/** Room `id` with its puzzle ready, or null when there is none. */
export async function loadRace(store: Store, id: string): Promise<StoredRace | null> {
  const stored = await readRace(store.db, id);
  if (!stored) return null;
  const { size, level, code, engine } = stored.race;
  await prepare({ size: size as Size, difficulty: level, code, engine });
  return stored;
}

/** Whether the site's Endless makes `size` at `level` (what a race may be). */
export function racedAt(size: Size, level: string): boolean {
  return isMade(size, level, SITE_ENGINE);
}

/** Opens a room for `size` and `level` with `host` in the first seat; its id. */
export async function openRace(
  store: Store,
  size: Size,
  level: string,
  host: Seated,
  at: Date,
): Promise<string> {
  const ref = { size, difficulty: level, code: endlessCode(), engine: SITE_ENGINE };
  await prepare(ref);
  const id = readableId(10);
  await insertRace(
    store.db,
    {
      id,
      host_id: host.playerId,
      size: String(size),
      level,
      code: ref.code,
      engine: SITE_ENGINE,
      created_at: at.toISOString(),
    },
    host,
  );
  return id;
}

/** Seats `who` in room `id`; the last seat calls the start. */
export function joinRoom(store: Store, id: string, who: Seated, at: number) {
  return joinRace(store.db, store.dialect, id, who, RACERS_MAX, (race) =>
    raceTimes(race.size as Size, race.level, at),
  );
}
