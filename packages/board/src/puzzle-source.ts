// Where the board's puzzle comes from: the `puzzle` property, a `src` (puzz.link URL or Tatham
// game ID) or `size` + `code`. Every failure is a result with a sentence for players and the
// detail for developers (words/sources.ts), never a throw. Planning what was given (planSource)
// is apart from making a size's puzzle (makeSource, which may run in the board's worker) and
// from reading a given one (puzzle-reader.ts, a chunk of its own). Pure but for the generator.
import { CODE_RE, wellFormed, type Difficulty, type generate, type Puzzle } from '@galaxies/engine';
import { refusal, type Refusal, type Said } from './words/sources.js';

/** A playable puzzle and who it is: the save key's parts and the referee's fields. */
export interface Source {
  puzzle: Puzzle;
  /** The code: a generated puzzle's own, or for an import a key from the puzzle itself. */
  code: string;
  /** `7`, `10`, `13` for generated puzzles; `"WxH"` for imported ones. */
  size: number | string;
  difficulty: string;
  engine: number;
  imported: boolean;
}

/** A puzzle to play, or why there is none: a player's sentence and a developer's detail. */
export type Resolved = { ok: true; source: Source } | ({ ok: false; said: Said } & Refusal);

/** What the element was given. */
export interface SourceInput {
  puzzle?: Puzzle | null;
  src?: string | null;
  size?: string | number | null;
  code?: string | null;
  difficulty?: string | null;
}

/** The engine pieces the resolution needs (passed in, so tests can stand in for them). */
export interface SourceEngine {
  generate: typeof generate;
  sizes: Readonly<Record<number, string>>;
  version: number;
}

export function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Whether a given puzzle can be played: the engine's own check, passed on from here so that the
 * reader (a chunk of its own) and the board share the one copy the board already holds.
 */
export const checkGiven: typeof wellFormed = wellFormed;

/** A refusal; `error` is what went wrong, for the developers' detail. */
export function refused(said: Said, error?: string): Resolved {
  return { ok: false, said, ...refusal(said, error) };
}

/** A size's puzzle to make from its code: checked, not yet made. */
export interface MakeAsk {
  code: string;
  size: number;
  difficulty: string;
}

/** A given puzzle to read: the `puzzle` property, or a `src`. */
export type ReadAsk = { puzzle: Puzzle } | { src: string };

/**
 * What the element was given, planned: why there is no puzzle, a puzzle still to make, or a
 * given one still to read.
 */
export type Planned = Resolved | { ok: true; make: MakeAsk } | { ok: true; read: ReadAsk };

/**
 * Reads the element's attributes without making or reading anything, so the element can choose
 * where a size's puzzle is made (on the page's thread, or in the worker for large sizes).
 */
export function planSource(input: SourceInput, engine: Omit<SourceEngine, 'generate'>): Planned {
  try {
    if (input.puzzle) return { ok: true, read: { puzzle: input.puzzle } };
    const src = input.src?.trim();
    if (src) return { ok: true, read: { src } };
    const sizeText = String(input.size ?? '').trim();
    const code = (input.code ?? '').trim();
    if (!sizeText && !code) return refused(['none']);
    const size = Number(sizeText);
    const made = engine.sizes[size];
    if (!made) return refused(['size', sizeText, Object.keys(engine.sizes)]);
    if (!CODE_RE.test(code)) return refused(['code', code]);
    const difficulty = (input.difficulty ?? '').trim() || made;
    if (difficulty !== made) return refused(['difficulty', difficulty, size, made]);
    return { ok: true, make: { code, size, difficulty } };
  } catch (err) {
    return refused(['making'], message(err));
  }
}

/** Why a puzzle could not be made: what went wrong, for the developers' detail. */
export function cannotMake(err: unknown): Resolved {
  return refused(['making'], message(err));
}

/** Makes a planned puzzle with the engine: the same code always gives the same puzzle. */
export function makeSource({ code, size, difficulty }: MakeAsk, make: typeof generate): Resolved {
  try {
    const g = make(code, size, difficulty as Difficulty);
    const puzzle: Puzzle = { w: g.w, h: g.h, dots: g.dots };
    return {
      ok: true,
      source: { puzzle, code, size, difficulty, engine: g.engine, imported: false },
    };
  } catch (err) {
    return cannotMake(err);
  }
}
