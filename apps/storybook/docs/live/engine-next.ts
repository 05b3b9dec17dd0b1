// The engine's generator and solver, read at run time: the docs' playground uses them as soon as
// the engine's root exports them, and says plainly that it can't until then.
import * as engine from '@galaxies/engine';
import type { Puzzle } from '@galaxies/engine';

/** What `generate` tells about the making when given an object to fill. */
export interface MakingStats {
  attempts?: number;
  ratings?: Record<string, number>;
  steps?: number;
  used?: Record<string, number>;
  dots?: number;
}

export interface Made extends Puzzle {
  code: string;
  size: number;
  difficulty: string;
}

/** One deduction of the solver's trail. */
export interface Deduction {
  technique: string;
  cells: readonly number[];
  dot: number;
}

export interface Solution {
  solved: boolean;
  tier: number;
  used: Readonly<Record<string, number>>;
  steps: number;
  trail: readonly Deduction[];
}

interface Next {
  generate?: (code: string, size: number, difficulty?: string, stats?: MakingStats) => Made;
  solve?: (puzzle: Puzzle) => Solution;
  SIZES?: Record<number, string>;
}

const next = engine as unknown as Next;

/** The engine's generator and solver together, or null while either is missing. */
export const maker =
  typeof next.generate === 'function' && typeof next.solve === 'function'
    ? { generate: next.generate, solve: next.solve }
    : null;

/** The sizes the game makes, each with its difficulty. */
export const SIZES: Readonly<Record<number, string>> = next.SIZES ?? {
  7: 'easy',
  10: 'medium',
  13: 'hard',
};
