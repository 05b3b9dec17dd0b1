// What the editor starts from: the board's `puzzle`, `src` or `size` + `code` when given (to
// edit an existing puzzle), else a blank `cols` × `rows` grid. A source that can't be read
// gives the blank grid and the reason, shown above it.
import { ENGINE_VERSION, generate, type Puzzle } from '@galaxies/engine';
import { resolveSource } from '../source/puzzle-reader.js';
import type { SourceInput } from '../source/puzzle-source.js';
import { blankPuzzle, resizePuzzle } from './edit-points.js';

/** The board's attributes the editor reads. */
export interface EditInput extends SourceInput {
  cols: number;
  rows: number;
}

/** The puzzle to start editing, and a sentence when the given source was refused. */
export function startingPuzzle(input: EditInput): [Puzzle, string] {
  const blank = blankPuzzle(input.cols, input.rows);
  // A puzzle given as data is edited as it is, even one not yet well formed: that is the point.
  const given = input.puzzle;
  if (given && Array.isArray(given.dots)) {
    return [resizePuzzle(given, given.w, given.h), ''];
  }
  const named = !!(input.src?.trim() || input.code?.trim());
  if (!named) return [blank, ''];
  const resolved = resolveSource(input, { generate, version: ENGINE_VERSION });
  if (!resolved.ok) return [blank, `${resolved.message} (${resolved.detail})`];
  const { w, h, dots } = resolved.source.puzzle;
  return [{ w, h, dots }, ''];
}
