// What this browser remembers of a puzzle: the board keeps its marks under
// `uo:galaxies:p:<puzzle key>`, so a key there means the puzzle was begun here. The puzzle key is
// the site's one rule (server/puzzle-key.ts: `@<engine>` after the code from version 2), which is
// the board's own (packages/board/src/puzzle-id.ts).
import { puzzleKey, type PuzzleRef } from '../server/puzzle-key.js';

export function begunHere(puzzle: PuzzleRef): boolean {
  try {
    return localStorage.getItem(`uo:galaxies:p:${puzzleKey(puzzle)}`) !== null;
  } catch {
    return false;
  }
}
