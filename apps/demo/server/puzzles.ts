// The server's one door to the engine: which puzzles the game makes, made here from their codes
// alone (the client's puzzle is never trusted), and whether an answer solves one. Puzzles are
// kept in a bounded cache: a popular daily is made once, not once per post. The referee asks
// only for codes it issued or for dailies; solving (`answerOf`) is for tests and the load check.
import {
  CODE_RE,
  count,
  ENGINE_VERSION,
  explainCheck,
  generate,
  SIZES,
  solve,
  type Puzzle,
} from '@galaxies/engine';

export { CODE_RE, ENGINE_VERSION };

/** The size's own difficulty, or null for a size the game does not make. */
export function difficultyOf(size: number): string | null {
  return (SIZES as Record<number, string | undefined>)[size] ?? null;
}

const CACHE_LIMIT = 512;
const puzzles = new Map<string, Puzzle>();
let made = 0;

/** How many puzzles this process has made (not taken from the cache): for tests. */
export function puzzlesMade(): number {
  return made;
}

/** The puzzle `code` makes at `size`, from the cache when it was made lately. */
export function puzzleOf(size: number, difficulty: string, code: string): Puzzle {
  const key = `${size}/${difficulty}/${code}`;
  const known = puzzles.get(key);
  if (known) {
    // Refresh its place, so the cache drops the least recently used.
    puzzles.delete(key);
    puzzles.set(key, known);
    return known;
  }
  const generated = generate(code, size, difficulty as never);
  made++;
  const puzzle: Puzzle = { w: generated.w, h: generated.h, dots: generated.dots };
  puzzles.set(key, puzzle);
  if (puzzles.size > CACHE_LIMIT) puzzles.delete(puzzles.keys().next().value!);
  return puzzle;
}

/** Why `answer` does not solve the puzzle, in the engine's words, or null when it does. */
export function answerFault(
  size: number,
  difficulty: string,
  code: string,
  answer: readonly number[],
): string | null {
  return explainCheck(puzzleOf(size, difficulty, code), answer)?.message ?? null;
}

/** The answer of the puzzle `code` makes (for tests and the load check: it solves). */
export function answerOf(size: number, difficulty: string, code: string): readonly number[] {
  const puzzle = puzzleOf(size, difficulty, code);
  const answer = solve(puzzle).answer ?? count(puzzle, 1).answers[0];
  if (!answer) throw new Error(`The puzzle ${size}/${difficulty}/${code} has no answer.`);
  return answer;
}
