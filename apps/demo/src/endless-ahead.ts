// Endless puzzles started ahead: a few server-issued puzzles a size and level, their tickets kept
// beside the board's saves, so Next has a rated puzzle ready when the connection is gone (its
// solve waits in the outbox with its ticket). Each is kept with the engine version that made its
// code and its score, as the server gave them. Taken oldest first; topped up whenever the site
// can be asked.
import { startPuzzle } from './tickets.js';
import { type Size } from '../shared/sizes.js';

/** Puzzles kept ready a size and level. */
export const AHEAD = 3;

/** A puzzle kept ready: its code, the version that made it, its score. */
export interface Ready {
  code: string;
  engine: number;
  score: number | null;
}

const key = (size: Size, difficulty: string) => `gx:endless-ahead:${size}/${difficulty}`;

function isReady(value: unknown): value is Ready {
  const r = value as Ready | null;
  return (
    typeof r?.code === 'string' &&
    Number.isInteger(r.engine) &&
    (r.score === null || typeof r.score === 'number')
  );
}

function ready(size: Size, difficulty: string): Ready[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key(size, difficulty)) ?? '[]');
    return Array.isArray(list) ? list.filter(isReady) : [];
  } catch {
    return [];
  }
}

function store(size: Size, difficulty: string, kept: Ready[]): void {
  try {
    localStorage.setItem(key(size, difficulty), JSON.stringify(kept));
    // The lists kept a size before each size came in three levels (`gx:endless-ahead:7`): their
    // version-1 codes are no size and level's Next now.
    localStorage.removeItem(`gx:endless-ahead:${size}`);
  } catch {
    // No storage: nothing is kept ahead, and Next asks the site each time.
  }
}

/** The next puzzle kept ready at `size` and `difficulty`, taken from the batch, or null. */
export function takeReady(size: Size, difficulty: string): Ready | null {
  const [first, ...rest] = ready(size, difficulty);
  if (first === undefined) return null;
  store(size, difficulty, rest);
  return first;
}

/** The top-up running at each size and level, so a page asks for one batch at a time. */
const filling = new Map<string, Promise<void>>();

/** Starts puzzles until `AHEAD` are ready (quietly: offline, it tries another time). */
export function fillAhead(size: Size, difficulty: string): Promise<void> {
  const running = filling.get(key(size, difficulty));
  if (running) return running;
  const fill = (async () => {
    try {
      while (ready(size, difficulty).length < AHEAD) {
        const { code, engine, score } = await startPuzzle({ mode: 'endless', size, difficulty });
        store(size, difficulty, [...ready(size, difficulty), { code, engine, score }]);
      }
    } catch {
      // Offline, or the site busy: the batch waits for the next page.
    } finally {
      filling.delete(key(size, difficulty));
    }
  })();
  filling.set(key(size, difficulty), fill);
  return fill;
}
