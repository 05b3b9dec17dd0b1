// Endless puzzles started ahead: a few server-issued codes a size, their tickets kept beside the
// board's saves, so Next has a rated puzzle ready when the connection is gone (its solve waits
// in the outbox with its ticket). Taken oldest first; topped up whenever the site can be asked.
import { startPuzzle } from './tickets.js';

/** Puzzles kept ready a size. */
export const AHEAD = 3;

const key = (size: number) => `gx:endless-ahead:${size}`;

function ready(size: number): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key(size)) ?? '[]');
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

function store(size: number, codes: string[]): void {
  try {
    localStorage.setItem(key(size), JSON.stringify(codes));
  } catch {
    // No storage: nothing is kept ahead, and Next asks the site each time.
  }
}

/** The next puzzle kept ready at `size`, taken from the batch, or null when there is none. */
export function takeReady(size: number): string | null {
  const [code, ...rest] = ready(size);
  if (code === undefined) return null;
  store(size, rest);
  return code;
}

/** The top-up running at each size, so a page asks for one batch at a time. */
const filling = new Map<number, Promise<void>>();

/** Starts puzzles until `AHEAD` are ready at `size` (quietly: offline, it tries another time). */
export function fillAhead(size: number): Promise<void> {
  const running = filling.get(size);
  if (running) return running;
  const fill = (async () => {
    try {
      while (ready(size).length < AHEAD) {
        const { code } = await startPuzzle({ mode: 'endless', size });
        store(size, [...ready(size), code]);
      }
    } catch {
      // Offline, or the site busy: the batch waits for the next page.
    } finally {
      filling.delete(size);
    }
  })();
  filling.set(size, fill);
  return fill;
}
