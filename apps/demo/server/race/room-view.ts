// A room as its racers see it, worked out from storage and the server's clock alone, so every
// server shows the same room: its state from the start and the time limit (over early once every
// racer has finished or gone), who is away or gone (a drop not made good within REJOIN_MS),
// places by server-checked time, the host (the first racer still here when the opener has gone),
// and the puzzle only from the start on. Pure but for the engine's puzzle cache.
import type { RacerRow, StoredRace } from '../db/races.js';
import { puzzleOf } from '../play/puzzles.js';
import { parOf } from '../../shared/policy.js';
import {
  COUNTDOWN_MS,
  HINT_PENALTY_SECONDS,
  PARS_PER_RACE,
  REJOIN_MS,
  type Racer,
  type RaceRoom,
  type RaceState,
} from '../../shared/race.js';
import { readSize, type Size } from '../../shared/sizes.js';

/** The start and time limit of a race of `size` and `level` whose start is called at `now`. */
export function raceTimes(size: Size, level: string, now: number) {
  const startsAt = now + COUNTDOWN_MS;
  return { startsAt, endsAt: startsAt + (parOf(size, level) ?? 600) * PARS_PER_RACE * 1000 };
}

/** Whether the racer has gone by `now`: left, or away for longer than a rejoin allows. */
export function hasLeft(racer: RacerRow, now: number): boolean {
  if (racer.left_at !== null) return true;
  return racer.away_since !== null && now - racer.away_since >= REJOIN_MS;
}

/** The room's state at `now`. */
export function stateOf({ race, racers }: StoredRace, now: number): RaceState {
  if (race.starts_at === null) return 'waiting';
  if (now < race.starts_at) return 'countdown';
  if (race.ends_at !== null && now >= race.ends_at) return 'done';
  const over = racers.every((r) => r.finish_seconds !== null || hasLeft(r, now));
  return over ? 'done' : 'racing';
}

/**
 * When the room next changes by the clock alone after `now` (the start, the time limit, an away
 * racer turning gone), or null: a server with racers in the room sends it again then.
 */
export function nextChange(stored: StoredRace, now: number): number | null {
  const { race, racers } = stored;
  const times = [race.starts_at, race.ends_at];
  for (const r of racers) {
    if (r.away_since !== null && r.left_at === null) times.push(r.away_since + REJOIN_MS);
  }
  const later = times.filter((t): t is number => t !== null && t > now);
  return later.length && stateOf(stored, now) !== 'done' ? Math.min(...later) : null;
}

/** Places by time among those who finished; an equal time keeps the earlier finish first. */
function placesOf(racers: readonly RacerRow[]): Map<number, number> {
  const finished = racers
    .filter((r) => r.finish_seconds !== null)
    .sort((a, b) => a.finish_seconds! - b.finish_seconds! || a.finished_at! - b.finished_at!);
  return new Map(finished.map((r, k) => [r.seat, k + 1]));
}

/** The room as the racer in seat `you` sees it at `now` (nobody's for `you` null). */
export function roomView(stored: StoredRace, now: number, you: number | null): RaceRoom {
  const { race, racers } = stored;
  const state = stateOf(stored, now);
  const size = readSize(race.size) ?? race.size;
  const places = placesOf(racers);
  const present = racers.find((r) => !hasLeft(r, now));
  const opener = racers.find((r) => r.player_id === race.host_id);
  const host = opener && !hasLeft(opener, now) ? opener.seat : (present?.seat ?? 1);
  const started = state === 'racing' || state === 'done';
  const ref = { size, difficulty: race.level, code: race.code, engine: race.engine };
  const puzzle = started ? puzzleOf(ref) : null;
  return {
    id: race.id,
    size,
    level: race.level,
    host,
    state,
    startsAt: race.starts_at,
    endsAt: race.ends_at,
    racers: racers.map((r): Racer => {
      const left = hasLeft(r, now);
      return {
        seat: r.seat,
        name: r.name,
        tag: r.tag,
        progress: r.progress,
        finish:
          r.finish_seconds === null
            ? null
            : {
                seconds: r.finish_seconds,
                hints: r.finish_hints ?? 0,
                penalty: (r.finish_hints ?? 0) * HINT_PENALTY_SECONDS,
              },
        place: places.get(r.seat) ?? null,
        left,
        away: !left && r.away_since !== null,
        you: r.seat === you,
      };
    }),
    puzzle: puzzle && {
      size,
      level: race.level,
      code: race.code,
      engine: race.engine,
      w: puzzle.w,
      h: puzzle.h,
      dots: puzzle.dots,
    },
    now,
  };
}
