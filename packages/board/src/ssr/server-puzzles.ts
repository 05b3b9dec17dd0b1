// Puzzles a server has made already, for the boards it draws. A board drawn on a server makes
// its puzzle in the one synchronous pass Lit SSR gives it; a server that makes big puzzles off
// its main thread (and keeps them) hands its store here, and a board it draws takes the kept
// puzzle instead of making it again. Only what the same code makes may be handed: the page's
// board makes the same puzzle from the code, and hydrates what the server drew.
import type { MakeAsk } from '../source/puzzle-source.js';
import type { Dot } from '@galaxies/engine';

/** A made puzzle as the engine's `generate` gives it: the grid, its dots and its score. */
export interface KeptPuzzle {
  w: number;
  h: number;
  dots: readonly Dot[];
  score: number | null;
}

/** The puzzle a board drawn on the server asks for: its code, size, level and engine version. */
export interface PuzzleAsk {
  code: string;
  /** n for n × n, or `"WxH"`, as the engine writes sizes. */
  size: number | string;
  /** `easy`, `medium` or `hard`. */
  level: string;
  engine: number;
}

/** Finds the puzzle `ask` names among a server's kept ones, or null to make it. */
export type KeptPuzzles = (ask: PuzzleAsk) => KeptPuzzle | null;

let kept: KeptPuzzles | null = null;

/** Boards drawn on this server look in `found` before making a puzzle (null: make every one). */
export function useKeptPuzzles(found: KeptPuzzles | null): void {
  kept = found;
}

/** The kept puzzle `ask` names, if the server handed one. */
export function keptPuzzle(ask: MakeAsk): KeptPuzzle | null {
  const { code, size, difficulty: level, engine } = ask;
  return kept?.({ code, size, level, engine }) ?? null;
}
