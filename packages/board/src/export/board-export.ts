// What the board's export methods draw: the puzzle on the board, blank or with its solution. The
// board keeps no answer, so the solution is worked out here: the solver's ladder first, and the
// counter for an imported puzzle the ladder cannot finish.
import { count, solve, type Answer, type Puzzle } from '@galaxies/engine';
import { puzzlePng } from './png.js';
import { puzzleSvg, type PuzzleSvgOptions } from './puzzle-svg.js';

/** What an export shows: the blank puzzle, or (`solution: true`) its galaxies' outlines. */
export interface ExportOptions {
  /** Draw the solution instead of the blank puzzle. */
  solution?: boolean;
  /** With the solution: tint the galaxies lightly. */
  tints?: boolean;
  /** Pixels per cell (SVG 40, PNG 80 by default). */
  cellSize?: number;
}

function answerOf(puzzle: Puzzle): Answer {
  const answer = solve(puzzle).answer ?? count(puzzle, 1).answers[0];
  if (!answer) throw new Error('This puzzle has no answer to draw.');
  return answer;
}

function drawing(puzzle: Puzzle | null, options: ExportOptions): [Puzzle, PuzzleSvgOptions] {
  if (!puzzle) throw new Error('There is no puzzle to export.');
  const { solution = false, tints = false, cellSize } = options;
  const answer = solution ? answerOf(puzzle) : undefined;
  return [puzzle, { ...(answer ? { answer, tints } : {}), ...(cellSize ? { cellSize } : {}) }];
}

/** The SVG file's text; throws a sentence when there is no puzzle or no answer. */
export function exportedSvg(puzzle: Puzzle | null, options: ExportOptions = {}): string {
  return puzzleSvg(...drawing(puzzle, options));
}

/** The PNG; rejects with a sentence when there is no puzzle or no answer. */
export async function exportedPng(
  puzzle: Puzzle | null,
  options: ExportOptions = {},
): Promise<Blob> {
  return puzzlePng(...drawing(puzzle, options));
}
