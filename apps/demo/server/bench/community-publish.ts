// Publishing under load, the community check's writer: distinct 20×20 medium puzzles made by the
// engine from fresh codes (made up front, so making them never stalls the clients measuring the
// reads), named players to publish them (PUT /api/me makes each, with its cookie), enough that
// none passes the day's allowance, and the puzzles published one after another as those
// players in turn for some seconds: each publish's time, and what was not a 201.
import { generate } from '@galaxies/engine';
import { SITE_ENGINE } from '../play/puzzles.js';
import { PUBLISHES_PER_DAY } from '../../shared/policy.js';
import type { PublishAsk } from '../../shared/community.js';
import { send } from './http.js';
import type { Target } from './reads.js';

/** `count` distinct 20×20 medium puzzles, asked to be published, from this run's own codes. */
export function makeTwenties(count: number): PublishAsk[] {
  const run = Date.now().toString(36);
  return Array.from({ length: count }, (_, k) => {
    const { w, h, dots } = generate(`pub${run}x${k}`, 20, 'medium', {}, SITE_ENGINE);
    return { w, h, dots: [...dots], title: `Twenty ${run} ${k}` };
  });
}

/** Players enough to publish `count` puzzles in a day, taking turns. */
export const playersFor = (count: number) => Math.ceil(count / PUBLISHES_PER_DAY);

/** `count` named players: each one's cookie. */
export async function publishers(port: number, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, k) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/me`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench author ${k + 1}` }),
      });
      const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
      if (!res.ok || !cookie) throw new Error(`PUT /api/me answered ${res.status}.`);
      return cookie;
    }),
  );
}

/** What publishing came to: each 201's time, the rest by status, and how long it went on. */
export interface Published {
  ms: number[];
  refused: Map<number, number>;
  seconds: number;
}

/** Publishes `asks` one after another, the players in turn, for `seconds` or until they run out. */
export async function publishFor(
  target: Target,
  asks: readonly PublishAsk[],
  cookies: readonly string[],
  seconds: number,
): Promise<Published> {
  const ms: number[] = [];
  const refused = new Map<number, number>();
  const t0 = performance.now();
  for (let k = 0; k < asks.length && performance.now() < t0 + seconds * 1000; k++) {
    const answer = await send({
      port: target.port,
      from: '127.0.0.2',
      method: 'POST',
      path: '/api/galaxies/puzzles',
      payload: asks[k]!,
      cookie: cookies[k % cookies.length],
      keepBody: false,
    }).catch(() => ({ status: 0, ms: 0 }));
    if (answer.status === 201) ms.push(answer.ms);
    else refused.set(answer.status, (refused.get(answer.status) ?? 0) + 1);
  }
  return { ms: ms.sort((a, b) => a - b), refused, seconds: (performance.now() - t0) / 1000 };
}
