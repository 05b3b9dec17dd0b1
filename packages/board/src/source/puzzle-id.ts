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

/**
 * Where a board keeps a puzzle's marks in localStorage, for hosts that look for them (the site's
 * archive marks the days begun in this browser): `uo:galaxies:p:<size>/<difficulty>/<code>`,
 * with `@<engine>` after the code for a code made by version 2 or later.
 */
export function puzzleSaveKey(puzzle: {
  size: number | string;
  difficulty: string;
  code: string;
  engine: number;
}): string {
  return new SaveStore(SLUG, null).key(puzzleIdOf({ ...puzzle, imported: false }));
}

/** The level and score a player is shown, the level in the player's words (none if unknown). */
export function levelWords(
  source: Pick<Source, 'level' | 'score'> | null,
  words: Pick<BoardWords, 'levels'>,
): { level: string; score: number | null } {
  const level = source?.level ?? '';
  return { level: words.levels[level] ?? level, score: source?.score ?? null };
}
