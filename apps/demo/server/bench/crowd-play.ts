// A crowd's players, as the crowd and burst benches run them: each from a loopback address of its
// own takes a ticket for an endless 7×7, waits out the referee's least time and a moment more,
// and posts its honest solve, as many rounds as asked; and what they were answered, tallied.
import { Agent } from 'node:http';
import { leastSeconds } from '../../shared/policy.js';
import { send } from './http.js';
import { answerFor, solvePost } from './players.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a crowd was answered. */
export interface Tally {
  /** Solve posts sent. */
  posted: number;
  /** The codes of the solves the server stored (201). */
  acknowledged: string[];
  /** Each answered post's time, ms. */
  postMs: number[];
  /** Answers by what was asked and its status ('ticket 201', 'solve network error'…). */
  statuses: Map<string, number>;
  /** When each post was sent (performance.now()). */
  started: number[];
}

export function newTally(): Tally {
  return { posted: 0, acknowledged: [], postMs: [], statuses: new Map(), started: [] };
}

/** Counts one answer: what was asked and its status ('read 200', 'solve network error'…). */
export function countAnswer(tally: Tally, what: string): void {
  tally.statuses.set(what, (tally.statuses.get(what) ?? 0) + 1);
}

/** A tally's answers, as a bench prints them: 'solve 201: 1000, ticket 201: 1000'. */
export function answersOf(tally: Tally): string {
  return [...tally.statuses]
    .sort()
    .map(([what, n]) => `${what}: ${n}`)
    .join(', ');
}

/** Whether any answer was a 5xx or no answer at all. */
export function saw5xx(tally: Tally): boolean {
  return [...tally.statuses].some(([what, n]) => n > 0 && / (5\d\d|network error)$/.test(what));
}

export interface Player {
  port: number;
  /** The loopback address it asks from. */
  from: string;
  rounds: number;
  /** Seconds it may wait past the least time, at random (0: the least time and half a second). */
  spread: number;
}

/** One player's rounds: ticket, the least time and a moment more, the solve's post. */
export async function play({ port, from, rounds, spread }: Player, tally: Tally): Promise<void> {
  const agent = new Agent({ keepAlive: true });
  const count = (what: string) => countAnswer(tally, what);
  let cookie: string | undefined;
  try {
    for (let round = 0; round < rounds; round++) {
      const ask = { mode: 'endless', size: 7, difficulty: 'easy' };
      const ticket = await send({
        port,
        from,
        method: 'POST',
        path: '/api/galaxies/tickets',
        payload: ask,
        cookie,
        agent,
      }).catch(() => null);
      count(`ticket ${ticket?.status ?? 'network error'}`);
      if (ticket?.status !== 201) continue;
      cookie ??= ticket.cookie ?? undefined;
      const puzzle = JSON.parse(ticket.body) as { ticket: string; code: string };
      const answer = answerFor(puzzle.code);
      await pause((leastSeconds(7) + 0.5 + Math.random() * spread) * 1000);
      tally.started.push(performance.now());
      const post = await send({
        port,
        from,
        method: 'POST',
        path: '/api/galaxies/solves',
        payload: solvePost(puzzle, answer, leastSeconds(7) + 1),
        cookie,
        agent,
      }).catch(() => null);
      tally.posted++;
      count(`solve ${post?.status ?? 'network error'}`);
      if (!post) continue;
      tally.postMs.push(post.ms);
      if (post.status === 201) tally.acknowledged.push(puzzle.code);
    }
  } finally {
    agent.destroy();
  }
}
