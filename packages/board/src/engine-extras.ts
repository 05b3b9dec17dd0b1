// The engine's exports that arrive later (issue 4: generate, hint, the version and sizes), read
// at run time so the board uses them as soon as the engine has them, and says so until then.
import * as engine from '@galaxies/engine';
import type { Puzzle, Save } from '@galaxies/engine';

/** What `generate` returns: the puzzle and what the referee needs to know of it. */
export interface Generated extends Puzzle {
  engine: number;
  code: string;
  size: number;
  difficulty: string;
}

/** The engine's `hint`: what the player can do next, from their walls alone. */
export type HintResult =
  | { kind: 'mistake'; wall: number; message: string }
  | { kind: 'wall'; walls: number[]; cells: number[]; technique: string; message: string }
  | { kind: 'solved' };

export interface EngineExtras {
  generate?: (code: string, size: number, difficulty?: string) => Generated;
  hint?: (puzzle: Puzzle, save: Save) => HintResult;
  ENGINE_VERSION?: number;
  SIZES?: Record<number, string>;
}

const extras = engine as unknown as EngineExtras;

/** The engine's generator, or null until it exports one. */
export const generate = typeof extras.generate === 'function' ? extras.generate : null;
/** The engine's hint, or null until it exports one. */
export const hint = typeof extras.hint === 'function' ? extras.hint : null;
/** The engine's version for the referee (1 until the engine says). */
export const ENGINE_VERSION = typeof extras.ENGINE_VERSION === 'number' ? extras.ENGINE_VERSION : 1;
/** The sizes the game makes and each one's difficulty (the spec's, until the engine says). */
export const SIZES: Readonly<Record<number, string>> = extras.SIZES ?? {
  7: 'easy',
  10: 'medium',
  13: 'hard',
};
