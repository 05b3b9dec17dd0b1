// The server's one door to the engine: which puzzles the game makes, and each one's answer,
// derived here from its code alone (the client's puzzle and answer are never trusted).
// Answers are cached: a popular daily is solved once, not once per post.
import { CODE_RE, count, ENGINE_VERSION, generate, SIZES, solve } from '@galaxies/engine';

export { CODE_RE, ENGINE_VERSION };

/** The size's own difficulty, or null for a size the game does not make. */
export function difficultyOf(size: number): string | null {
  return (SIZES as Record<number, string | undefined>)[size] ?? null;
}

const CACHE_LIMIT = 512;
const answers = new Map<string, readonly number[]>();

/** The answer of the puzzle `code` makes at `size`: the ladder's, or the counter's if need be. */
export function answerOf(size: number, difficulty: string, code: string): readonly number[] {
  const key = `${size}/${difficulty}/${code}`;
  const known = answers.get(key);
  if (known) {
    // Refresh its place, so the cache drops the least recently used.
    answers.delete(key);
    answers.set(key, known);
    return known;
  }
  const puzzle = generate(code, size, difficulty as never);
  const solved = solve(puzzle);
  const answer = solved.answer ?? count(puzzle, 1).answers[0];
  if (!answer) throw new Error(`The puzzle ${key} has no answer.`);
  answers.set(key, answer);
  if (answers.size > CACHE_LIMIT) answers.delete(answers.keys().next().value!);
  return answer;
}
