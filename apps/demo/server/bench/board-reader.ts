// One player reading the leaderboards (today's, all-time 7×7 easy, ratings) every 100 ms, for the
// benches that ask whether other traffic slows the site's reads (burst.ts, race.ts): the reader
// itself, its reads' times as the server logged them (app.ts writes `responseTime` a request,
// kept in a file by the launcher's `logFile`), and the percentile of those in a window of time.
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { addressOf, percentile, send } from './http.js';
import { countAnswer, type Tally } from './crowd-play.js';

const BOARDS = [
  '/api/galaxies/leaderboard/daily',
  '/api/galaxies/leaderboard/all-time?size=7&level=easy',
  '/api/galaxies/leaderboard/ratings',
];
/** The reader reads the boards once this often, ms. */
export const READ_EVERY_MS = 100;
/** The reader's own loopback address, apart from any bench's players. */
export const READER = addressOf(0, 20);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One read: when (epoch ms) and how long it took. */
export interface Logged {
  at: number;
  ms: number;
}

/**
 * The reader's answered reads in the server's log `file` (each line a request, as app.ts writes
 * them).
 */
export function readsLogged(file: string): Logged[] {
  const reads: Logged[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    let entry: {
      time?: number;
      responseTime?: number;
      req?: { url?: string; remoteAddress?: string };
      res?: { statusCode?: number };
    };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue; // the line saying where the server is
    }
    const { time, responseTime, req, res } = entry;
    if (time === undefined || responseTime === undefined || req?.remoteAddress !== READER) continue;
    // A board answered: a refusal (429) is quick and says nothing of the read.
    if (res?.statusCode !== 200 && res?.statusCode !== 304) continue;
    if (req.url?.startsWith('/api/galaxies/leaderboard/'))
      reads.push({ at: time, ms: responseTime });
  }
  return reads;
}

/**
 * The one reader: a player (its ticket makes it one) reading every board until `done()`; its
 * reads as it saw them. Each answer is counted in `tally`.
 */
export async function readBoards(
  port: number,
  tally: Tally,
  done: () => boolean,
): Promise<Logged[]> {
  const agent = new Agent({ keepAlive: true });
  const answered: Logged[] = [];
  const ticket = await send({
    port,
    from: READER,
    method: 'POST',
    path: '/api/galaxies/tickets',
    payload: { mode: 'endless', size: 7, difficulty: 'easy' },
    agent,
  });
  const cookie = ticket.cookie ?? undefined;
  try {
    while (!done()) {
      const next = performance.now() + READ_EVERY_MS;
      for (const path of BOARDS) {
        const read = await send({ port, from: READER, method: 'GET', path, cookie, agent }).catch(
          () => null,
        );
        countAnswer(tally, `read ${read?.status ?? 'network error'}`);
        if (read) answered.push({ at: Date.now(), ms: read.ms });
      }
      await pause(Math.max(0, next - performance.now()));
    }
  } finally {
    agent.destroy();
  }
  return answered;
}

/** The `p`th percentile of the times of `reads` from `from` up to `to` (epoch ms). */
export function within(reads: readonly Logged[], from: number, to: number, p: number) {
  const ms = reads
    .filter(({ at }) => at >= from && at <= to)
    .map((read) => read.ms)
    .sort((a, b) => a - b);
  return { count: ms.length, ms: percentile(ms, p) };
}
