// Who a puzzle is, for its save and its title: the save key's parts (a code made by version 2 or
// later of the engine carries its version, so the same code's puzzles under two versions never
// share a save), and the level and score a player is shown.
import { SLUG } from '@galaxies/engine';
import { SaveStore, type PuzzleId } from '@galaxies/pencil-kit';
import type { Source } from './puzzle-source.js';
import type { BoardWords } from '../words/board-words.js';

/** The save key's parts: `<size>/<difficulty>/<code>`, the code as `<code>@<engine>` from 2. */
export function puzzleIdOf(
  source: Pick<Source, 'size' | 'difficulty' | 'code' | 'engine' | 'imported'>,
): PuzzleId {
  const { size, difficulty, code, engine, imported } = source;
  const versioned = !imported && engine >= 2 ? `${code}@${engine}` : code;
  return { size: String(size), difficulty, code: versioned };
}

/** Whether this browser keeps a save of the puzzle `ask` names (none where storage is closed). */
export function hasSave(ask: Pick<Source, 'size' | 'difficulty' | 'code' | 'engine'>): boolean {
  return new SaveStore(SLUG).load(puzzleIdOf({ ...ask, imported: false })).ok;
}

/** A puzzle made from a code, as `puzzleSaveKey` names it: its size, level, code and version. */
export type SavedPuzzle = {
  /** n for n × n, or `"WxH"`. */
  size: number | string;
  code: string;
  /** The engine version that made the code. */
  engine: number;
} & (
  | {
      /** `easy`, `medium` or `hard`. */
      level: string;
    }
  | {
      /** @deprecated Use `level`: the same, by its old name. Kept through 1.x. */
      difficulty: string;
    }
);

/**
 * Where a board keeps a puzzle's marks in localStorage, for hosts that look for them (the site's
 * archive marks the days begun in this browser): `uo:galaxies:p:<size>/<level>/<code>`, with
 * `@<engine>` after the code for a code made by version 2 or later.
 */
export function puzzleSaveKey(puzzle: SavedPuzzle): string {
  const { size, code, engine } = puzzle;
  const difficulty = 'level' in puzzle ? puzzle.level : puzzle.difficulty;
  return new SaveStore(SLUG, null).key(
    puzzleIdOf({ size, difficulty, code, engine, imported: false }),
  );
}

/** The level and score a player is shown, the level in the player's words (none if unknown). */
export function levelWords(
  source: Pick<Source, 'level' | 'score'> | null,
  words: Pick<BoardWords, 'levels'>,
): { level: string; score: number | null } {
  const level = source?.level ?? '';
  return { level: words.levels[level] ?? level, score: source?.score ?? null };
}
