// Whether a given puzzle has exactly one answer, and its score and level when it has: the solving
// ladder first (it decides most puzzles, and a puzzle it decides has one answer), else the
// counter within a budget of search nodes (one answer, none, several, or too many to count).
// Self-contained on purpose: the maker pool sends this very function's source to its workers,
// so it uses nothing but the engine it is handed.
import type { Puzzle } from '@galaxies/engine';

/** The engine's functions the judging needs (the module itself, on a worker). */
export interface JudgingEngine {
  solve(puzzle: Puzzle): { solved: boolean; broken: boolean };
  count(puzzle: Puzzle, limit?: number, budget?: number): { count: number; gaveUp: boolean };
  grade(puzzle: Puzzle): { score: number | null; band?: string };
}

/** What a puzzle's answers came to, and its score and level when it has one answer. */
export interface Judged {
  answers: 'one' | 'none' | 'several' | 'unknown';
  score: number | null;
  /** Its score's band; `hard` for a puzzle only the counter decides (off the scale). */
  level: string | null;
}

export function judgeAnswers(engine: JudgingEngine, puzzle: Puzzle, budget: number): Judged {
  const ladder = engine.solve(puzzle);
  let answers: Judged['answers'];
  if (ladder.solved) answers = 'one';
  else if (ladder.broken) answers = 'none';
  else {
    const counted = engine.count(puzzle, 2, budget);
    answers =
      counted.count >= 2
        ? 'several'
        : counted.gaveUp
          ? 'unknown'
          : counted.count === 1
            ? 'one'
            : 'none';
  }
  if (answers !== 'one') return { answers, score: null, level: null };
  const graded = engine.grade(puzzle);
  return { answers, score: graded.score, level: graded.band ?? 'hard' };
}
