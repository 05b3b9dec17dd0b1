// What this browser remembers of a puzzle: a board keeps its marks under the key the board's
// package names (`puzzleSaveKey`: `@<engine>` after the code from version 2, as the site's puzzle
// key in shared/puzzle-key.ts), so a key there means the puzzle was begun here.
import { puzzleSaveKey } from '@galaxies/board';
import type { PuzzleRef } from '../shared/puzzle-key.js';

export function begunHere(puzzle: PuzzleRef): boolean {
  try {
    const { size, difficulty: level, code, engine } = puzzle;
    return localStorage.getItem(puzzleSaveKey({ size, level, code, engine })) !== null;
  } catch {
    return false;
  }
}
