// Test helpers for puzzles players publish: a named player, publishing as one, a player's id,
// making a player established, and a published puzzle solved honestly in a given time.
import { count, generate, solve, type Dot, type Puzzle } from '@galaxies/engine';
import { cookieFrom, type TestServer } from './testing.js';

const made = generate('community1', 10, 'medium');

/** A 10 × 10 with one answer (the engine's own), as the editor would send it. */
export const TEN: Puzzle = { w: made.w, h: made.h, dots: made.dots.map(([y, x]): Dot => [y, x]) };

/** Its engine score. */
export const TEN_SCORE = made.score;

/** The answer of a puzzle (the ladder's, else the counter's first). */
export function answerTo(puzzle: Puzzle): number[] {
  return [...(solve(puzzle).answer ?? count(puzzle, 1).answers[0]!)];
}

/** A new player named `name`: their cookie and id. */
export async function namedPlayer(server: TestServer, name: string) {
  const res = await server.app.inject({ method: 'PUT', url: '/api/me', payload: { name } });
  if (res.statusCode !== 200) throw new Error(`No player: ${res.statusCode} ${res.body}`);
  return { cookie: cookieFrom(res.headers['set-cookie']), id: res.json().id as string };
}

/** Publishes `payload` as `cookie`'s player (none when null), asking in `lang`. */
export function publishAs(server: TestServer, cookie: string | null, payload: object, lang = 'en') {
  return server.app.inject({
    method: 'POST',
    url: '/api/galaxies/puzzles',
    payload,
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
  });
}

/** Publishes the engine's 7 × 7 from `code` as `cookie`'s player: its id (throws if refused). */
export async function published(server: TestServer, cookie: string, code: string, title = code) {
  const p = generate(code, 7, 'easy');
  const res = await publishAs(server, cookie, { w: p.w, h: p.h, dots: p.dots, title });
  if (res.statusCode !== 201) throw new Error(`Not published: ${res.statusCode} ${res.body}`);
  return { id: res.json().id as string, puzzle: { w: p.w, h: p.h, dots: p.dots } };
}

/** Makes player `id` established: on the site's ratings, and in community games (RD 60). */
export async function establish(server: TestServer, id: string, rating = 1500) {
  await server.store.db
    .updateTable('players')
    .set({ rd: 60, rated_days: 10, games: 40 })
    .where('id', '=', id)
    .execute();
  const row = { rating, rd: 60, volatility: 0.06, games: 40, rated_day: '2026-11-01' };
  await server.store.db
    .insertInto('community_ratings')
    .values({ player_id: id, ...row })
    .onConflict((oc) => oc.column('player_id').doUpdateSet(row))
    .execute();
}

/** Posts the honest solve of published puzzle `id` in 60 s with `ticket`, `extra` on top. */
export function postHonest(
  server: TestServer,
  cookie: string,
  id: string,
  puzzle: Puzzle,
  ticket: string,
  extra: object = {},
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/galaxies/solves',
    payload: {
      mode: 'community',
      puzzle: id,
      answer: answerTo(puzzle),
      seconds: 60,
      ticket,
      ...extra,
    },
    headers: { cookie },
  });
}

/** Starts published puzzle `id` as `cookie`'s player, waits `seconds`, and posts its answer. */
export async function solveAs(
  server: TestServer,
  cookie: string,
  id: string,
  puzzle: Puzzle,
  seconds: number,
  extra: object = {},
) {
  const started = await server.app.inject({
    method: 'POST',
    url: '/api/galaxies/tickets',
    payload: { mode: 'community', puzzle: id },
    headers: { cookie },
  });
  if (started.statusCode !== 201) return started;
  server.wait(seconds);
  return postHonest(server, cookie, id, puzzle, started.json().ticket, { seconds, ...extra });
}
