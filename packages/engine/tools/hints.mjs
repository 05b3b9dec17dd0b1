// The hints part of the puzzles tool: each puzzle played hint by hint from an empty board, with
// how many walls and cells each hint shows, whether following them solves it, and any hinted
// wall that is not in the answer (there should be none).
import { answerWalls, hint, solve } from '../dist/index.js';
import { fixed, percentile } from './table.mjs';

export const HINT_HEADER = [
  'puzzles',
  'count',
  'hints',
  'median walls',
  'most walls',
  'median cells',
  'most cells',
  'solved by hints',
  'walls outside the answer',
  'median ms',
];

/** One table row for a set of puzzles the ladder decides. */
export function hintRow(name, puzzles) {
  const walls = [];
  const cells = [];
  const ms = [];
  let solved = 0;
  let wrong = 0;
  for (const puzzle of puzzles) {
    const truth = new Set(answerWalls(puzzle, solve(puzzle).answer));
    const drawn = [];
    for (let round = 0; round < 2 * puzzle.w * puzzle.h; round++) {
      const start = performance.now();
      const next = hint(puzzle, { w: drawn });
      ms.push(performance.now() - start);
      if (next.kind === 'solved') solved++;
      if (next.kind !== 'wall') break;
      walls.push(next.walls.length);
      cells.push(next.cells.length);
      for (const id of next.walls) {
        if (!truth.has(id)) wrong++;
        drawn.push(id);
      }
    }
  }
  return [
    name,
    puzzles.length,
    walls.length,
    percentile(walls, 50),
    Math.max(...walls),
    percentile(cells, 50),
    Math.max(...cells),
    `${solved}/${puzzles.length}`,
    wrong,
    fixed(percentile(ms, 50), 2),
  ];
}
