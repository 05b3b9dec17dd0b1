// The benches' players: each starts its endless 7×7 easy puzzles on a running server (the first
// ticket makes the player), with every answer worked out up front, so the clients measure the
// server, not themselves; each solve's post as the board would send it; and what the database
// kept of the solves the server acknowledged.
import { openStore, type StoreOptions } from '../db/open.js';
import { answerOf, SITE_ENGINE } from '../play/puzzles.js';

/** One player: its cookie and the puzzles the server started for it. */
export interface BenchPlayer {
  cookie: string;
  tickets: { ticket: string; code: string }[];
}

/** `count` players on the server at `address`, `each` endless 7×7 puzzles started apiece. */
export async function startPlayers(address: string, count: number, each: number) {
  const ask = (cookie?: string) =>
    fetch(`${address}/api/galaxies/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ mode: 'endless', size: 7, difficulty: 'easy' }),
    });
  const started = async (res: Response) => (await res.json()) as BenchPlayer['tickets'][number];
  const players: BenchPlayer[] = await Promise.all(
    Array.from({ length: count }, async () => {
      const first = await ask();
      const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
      const tickets = [await started(first)];
      for (let k = 1; k < each; k++) tickets.push(await started(await ask(cookie)));
      return { cookie, tickets };
    }),
  );
  const answers = new Map<string, number[]>();
  for (const { tickets } of players) {
    for (const { code } of tickets) answers.set(code, answerFor(code));
  }
  return { players, answers };
}

/** The endless 7×7 easy puzzle of `code`, as the server issues it (the current engine's). */
const puzzleOf = (code: string) => ({ size: 7, difficulty: 'easy', code, engine: SITE_ENGINE });

/** The answer of the endless 7×7 easy puzzle of `code`. */
export function answerFor(code: string): number[] {
  return [...answerOf(puzzleOf(code))];
}

/** The post of the honest solve of a started puzzle in `seconds`, as the board would send it. */
export function solvePost(
  started: { ticket: string; code: string },
  answer: number[],
  seconds: number,
) {
  return { ...puzzleOf(started.code), answer, seconds, mode: 'endless', ticket: started.ticket };
}

/** Posts the honest solve of a started puzzle in `seconds`, as `cookie`'s player. */
export function postSolve(
  address: string,
  cookie: string,
  started: { ticket: string; code: string },
  answers: ReadonlyMap<string, number[]>,
  seconds: number,
): Promise<Response> {
  return fetch(`${address}/api/galaxies/solves`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(solvePost(started, answers.get(started.code)!, seconds)),
  });
}

/**
 * What the database at `options` holds of the solves the server acknowledged (by code): how many
 * rows, how many acknowledged codes have none (lost) and how many more than one (doubled).
 */
export async function storedOf(options: StoreOptions, acknowledged: readonly string[]) {
  const store = await openStore(options);
  const rows = await store.db.selectFrom('solves').select('code').execute();
  await store.close();
  const times = new Map<string, number>();
  for (const { code } of rows) times.set(code, (times.get(code) ?? 0) + 1);
  const lost = acknowledged.filter((code) => !times.has(code)).length;
  const doubled = acknowledged.filter((code) => (times.get(code) ?? 0) > 1).length;
  return { stored: rows.length, lost, doubled, dialect: store.dialect };
}
