// The server's one door to the engine: which puzzles each engine version makes, made here from
// their codes alone (the client's puzzle is never trusted) with the version that made the code,
// whether an answer solves one, and a puzzle's difficulty score. Puzzles are kept in a bounded
// cache (a popular daily is made once, not once per post), scores in a larger one (a number each,
// so the archive's every day is scored once a process). The referee asks only for codes it
// issued or for dailies; solving (`answerOf`) is for tests and the load check.
import {
  CODE_RE,
  count,
  defaultDifficulty,
  explainCheck,
  generate,
  makes,
  solve,
  type Difficulty,
  type EngineVersion,
  type Puzzle,
} from '@galaxies/engine';
import { makeInPool, POOL_FROM_CELLS } from './maker-pool.js';
import { isEngine, puzzleKey, SITE_ENGINE, type PuzzleRef } from '../../shared/puzzle-key.js';
import { cellsOf, type Size } from '../../shared/sizes.js';

export { CODE_RE, isEngine, SITE_ENGINE, type EngineVersion, type PuzzleRef };

/** Whether `engine` makes `size` at `difficulty` (false for a version it doesn't know). */
export function isMade(size: Size, difficulty: string, engine: number): boolean {
  return isEngine(engine) && makes(size, difficulty, engine);
}

/** The level of `size` a new puzzle gets when none is asked for, or null for a size not made. */
export function levelOf(size: Size): Difficulty | null {
  return defaultDifficulty(size, SITE_ENGINE) ?? null;
}

const CACHE_LIMIT = 512;
/** Scores are a number each: enough for every daily of years, and a busy day's endless ones. */
const SCORE_LIMIT = 4096;
const puzzles = new Map<string, Puzzle>();
const scores = new Map<string, number | null>();
let made = 0;

/** How many puzzles this process has made (not taken from a cache): for tests. */
export function puzzlesMade(): number {
  return made;
}

/** `value` into `cache` under `key`, the least recently used dropped past `limit`. */
function keep<T>(cache: Map<string, T>, key: string, value: T, limit: number): void {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > limit) cache.delete(cache.keys().next().value!);
}

/** Makes `ref`'s puzzle with the version that made its code (throws for one not made). */
function make(ref: PuzzleRef) {
  if (!isMade(ref.size, ref.difficulty, ref.engine))
    throw new Error('Not a puzzle the game makes.');
  const generated = generate(
    ref.code,
    ref.size,
    ref.difficulty as Difficulty,
    {},
    ref.engine as EngineVersion,
  );
  return counted(puzzleKey(ref), generated);
}

/** A puzzle just made (here or by the pool), counted, its score kept; the puzzle itself. */
function counted(key: string, puzzle: Puzzle & { score: number | null }): Puzzle {
  made++;
  keep(scores, key, puzzle.score, SCORE_LIMIT);
  return { w: puzzle.w, h: puzzle.h, dots: puzzle.dots };
}

/** Puzzles being made by the pool, by key: a second ask waits for the same making. */
const making = new Map<string, Promise<void>>();

/**
 * Makes `ref`'s puzzle and its score unless they are kept, a big one (POOL_FROM_CELLS) off the
 * main thread (maker-pool.ts), so `puzzleOf` and `scoreOf` then answer at once. Every route that
 * makes a puzzle awaits this first; it throws as `make` does for a puzzle not made.
 */
export async function prepare(ref: PuzzleRef): Promise<void> {
  const key = puzzleKey(ref);
  if (puzzles.has(key) && scores.has(key)) return;
  if (!isMade(ref.size, ref.difficulty, ref.engine))
    throw new Error('Not a puzzle the game makes.');
  if (cellsOf(ref.size) < POOL_FROM_CELLS) return void puzzleOf(ref);
  let pending = making.get(key);
  if (!pending) {
    pending = makeInPool(ref)
      .then((puzzle) => keep(puzzles, key, counted(key, puzzle), CACHE_LIMIT))
      .finally(() => making.delete(key));
    making.set(key, pending);
  }
  await pending;
}

/** `ref`'s puzzle with its score when both are kept (nothing is made), else null. */
export function keptPuzzle(ref: PuzzleRef): (Puzzle & { score: number | null }) | null {
  const key = puzzleKey(ref);
  const puzzle = puzzles.get(key);
  return puzzle && scores.has(key) ? { ...puzzle, score: scores.get(key)! } : null;
}

/** The puzzle `ref` names, from the cache when it was made lately. */
export function puzzleOf(ref: PuzzleRef): Puzzle {
  const key = puzzleKey(ref);
  const puzzle = puzzles.get(key) ?? make(ref);
  // Kept, or refreshed in its place, so the cache drops the least recently used.
  keep(puzzles, key, puzzle, CACHE_LIMIT);
  return puzzle;
}

/**
 * The difficulty score of `ref`'s puzzle (1.0–10.0, one decimal: the engine's `grade`), made
 * once and kept; making it to score it does not push a puzzle out of the puzzle cache.
 */
export function scoreOf(ref: PuzzleRef): number | null {
  const key = puzzleKey(ref);
  if (!scores.has(key)) make(ref);
  const score = scores.get(key)!;
  keep(scores, key, score, SCORE_LIMIT);
  return score;
}

/**
 * A stored solve's score: the one stored with it (since migration 009), else its puzzle's,
 * worked out from its code when its version makes it.
 */
export function scoreOfSolve(solve: PuzzleRef & { score: number | string | null }): number | null {
  if (solve.score !== null) return Number(solve.score);
  return isMade(solve.size, solve.difficulty, solve.engine) ? scoreOf(solve) : null;
}

/** Why `answer` does not solve `ref`'s puzzle, in the engine's words, or null when it does. */
export function answerFault(ref: PuzzleRef, answer: readonly number[]): string | null {
  return explainCheck(puzzleOf(ref), answer)?.message ?? null;
}

/** The answer of `ref`'s puzzle (for tests and the load check: it solves). */
export function answerOf(ref: PuzzleRef): readonly number[] {
  const puzzle = puzzleOf(ref);
  const answer = solve(puzzle).answer ?? count(puzzle, 1).answers[0];
  if (!answer) throw new Error(`The puzzle ${puzzleKey(ref)} has no answer.`);
  return answer;
}
