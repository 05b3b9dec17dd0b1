// A puzzle's name in the site's stores, one rule for all of them (the board's saves, start
// tickets, solves, progress): `<size>/<difficulty>/<code>` for a code of engine version 1, and
// `<size>/<difficulty>/<code>@<engine>` for version 2 and later, the size as the game writes it
// (`7`, `20x12`: sizes.ts). It is the board's own save key
// rule (packages/board/src/puzzle-id.ts, `puzzleIdOf`), so the same code's puzzles under two
// versions never share a save, a ticket, a solve or progress, and every version-1 key stays as it
// was. Pure, for the server and the pages alike.
import { ENGINE_VERSIONS, type EngineVersion } from '@galaxies/engine';
import { readSize, type Size } from './sizes.js';

/**
 * The engine version the site makes new puzzles with (Endless's codes): version 3, every grid
 * from 5 to 30 a side, rectangles included, each at three levels, asked for by name (the
 * engine's default, what a board with no `engine` makes, is still version 2). The dailies keep
 * their week plan and its versions (daily.ts).
 */
export const SITE_ENGINE: EngineVersion = 3;

/**
 * Whether `engine` names a version the site plays (made by the server's engine, and the pages'
 * with the copy the service worker keeps): every version up to the site's. A later one comes to
 * the site with its sizes and their settings; a puzzle of any other must not be made here.
 */
export function isEngine(engine: unknown): engine is EngineVersion {
  return ENGINE_VERSIONS.includes(engine as EngineVersion) && (engine as number) <= SITE_ENGINE;
}

/** Which puzzle: a code, the size and level it was made at, and the engine version that made it. */
export interface PuzzleRef {
  size: Size;
  difficulty: string;
  code: string;
  engine: number;
}

/** The key `ref` is kept under. */
export function puzzleKey({ size, difficulty, code, engine }: PuzzleRef): string {
  return `${size}/${difficulty}/${code}${engine >= 2 ? `@${engine}` : ''}`;
}

/** A key as `puzzleKey` writes it. */
export const KEY_RE = /^(\d{1,3}(?:x\d{1,3})?)\/([a-z]{1,16})\/([a-z0-9]{1,32})(?:@(\d{1,3}))?$/;

/** The puzzle a key names, or null for one not written by `puzzleKey` (`@1` among them). */
export function readPuzzleKey(key: string): PuzzleRef | null {
  const match = KEY_RE.exec(key);
  if (!match) return null;
  const size = readSize(match[1]);
  if (size === null) return null;
  const ref = {
    size,
    difficulty: match[2]!,
    code: match[3]!,
    engine: match[4] === undefined ? 1 : Number(match[4]),
  };
  // One key for one puzzle: `7/easy/abc@1`, `7/easy/abc@02` and `7x7/easy/abc@3` are not keys.
  return puzzleKey(ref) === key ? ref : null;
}
