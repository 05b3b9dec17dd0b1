// Where the board's puzzle comes from: the `puzzle` property, a `src` (puzz.link URL or Tatham
// game ID) or `size` + `code`. Every failure is a result with a sentence for players and the
// detail for developers (words/sources.ts), never a throw. Planning what was given (planSource)
// is apart from making a size's puzzle (makeSource, which may run in the board's worker) and
// from reading a given one (puzzle-reader.ts, a chunk of its own). Pure but for the generator.
import {
  CODE_RE,
  defaultDifficulty,
  ENGINE_VERSIONS,
  gridOf,
  levelsOf,
  makes,
  SIDES_V3,
  sizeOf,
  sizesOf,
  type Size,
  type Difficulty,
  type EngineVersion,
  type generate,
  type Puzzle,
} from '@galaxies/engine';
import { refusal, type Refusal, type Said } from '../words/en/sources.js';

/** A playable puzzle and who it is: the save key's parts and the referee's fields. */
export interface Source {
  puzzle: Puzzle;
  /** The code: a generated puzzle's own, or for an import a key from the puzzle itself. */
  code: string;
  /** As the engine writes sizes: n for n × n, `"WxH"` for any other grid (and for imports). */
  size: Size;
  /** The level a code was made at (`easy`, `medium`, `hard`); `imported` for an import. */
  difficulty: string;
  /** The engine version that made the code (for an import, the board's own). */
  engine: number;
  imported: boolean;
  /** The difficulty score, 1.0–10.0 (the engine's `grade`); null beyond the scale. */
  score: number | null;
  /**
   * The level shown beside the score: a made puzzle's own, an import's band by its score (null
   * when it has none).
   */
  level: string | null;
  /** Each dot's tint when already worked out (a server's, say); the board works them out if not. */
  tints?: readonly number[];
}

/** A puzzle to play, or why there is none: a player's sentence and a developer's detail. */
export type Resolved = { ok: true; source: Source } | ({ ok: false; said: Said } & Refusal);

/** What the element was given. */
export interface SourceInput {
  puzzle?: Puzzle | null;
  src?: string | null;
  size?: string | number | null;
  code?: string | null;
  /** The level players chose (`easy`, `medium`, `hard`). */
  level?: string | null;
  /** The level by its old name (`level` wins when both are given). */
  difficulty?: string | null;
  /** The engine version that made `code` (empty: the current one). */
  engine?: string | number | null;
}

/** The engine pieces the resolution needs (passed in, so tests can stand in for them). */
export interface SourceEngine {
  generate: typeof generate;
  /** The version a code with none named was made by: the current one. */
  version: EngineVersion;
  /**
   * Whether this browser keeps a player's save of the puzzle an ask names. Given, a code with no
   * version named opens version 2's puzzle when a save of that is kept and none of the current
   * version's: before 1.0 such a code made version 2's puzzle, and its player goes on with it.
   */
  hasSave?: (ask: MakeAsk) => boolean;
}

/** The version `engine` names, `current` when it names none, or null for one not made here. */
export function versionOf(engine: SourceInput['engine'], current: EngineVersion) {
  const text = String(engine ?? '').trim();
  if (text === '') return current;
  const version = Number(text) as EngineVersion;
  return /^\d+$/.test(text) && ENGINE_VERSIONS.includes(version) ? version : null;
}

export function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** A refusal; `error` is what went wrong, for the developers' detail. */
export function refused(said: Said, error?: string): Resolved {
  return { ok: false, said, ...refusal(said, error) };
}

/** A size's puzzle to make from its code: checked, not yet made. */
export interface MakeAsk {
  code: string;
  /** n for n × n, or "WxH" (the engine's `gridOf` reads it). */
  size: Size;
  difficulty: string;
  engine: EngineVersion;
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
    const version = versionOf(input.engine, engine.version);
    if (version === null) return refused(['engine', String(input.engine).trim(), engine.version]);
    const grid = gridOf(sizeText);
    const size = grid ? sizeOf(grid.w, grid.h) : sizeText;
    const levels = grid ? levelsOf(size, version) : undefined;
    if (!grid || !levels) {
      return version >= 3
        ? refused(['sides', sizeText, ...SIDES_V3])
        : refused(['size', sizeText, sizesOf(version).map(String)]);
    }
    if (!CODE_RE.test(code)) return refused(['code', code]);
    const asked = (input.level || input.difficulty || '').trim();
    const difficulty = asked || defaultDifficulty(size, version)!;
    if (!makes(size, difficulty, version)) {
      return refused(['level', difficulty, size, [...levels]]);
    }
    const ask: MakeAsk = { code, size, difficulty, engine: version };
    const named = String(input.engine ?? '').trim() !== '';
    return { ok: true, make: named ? ask : kept(ask, engine.hasSave) };
  } catch (err) {
    return refused(['making'], message(err));
  }
}

/** The version before 1.0's: what a code with no version named made then. */
const BEFORE_1_0: EngineVersion = 2;

/**
 * A code given no version: the puzzle a player began under 0.x when this browser keeps their
 * save of it (version 2's) and none of the current version's, else the current version's.
 */
function kept(ask: MakeAsk, hasSave: SourceEngine['hasSave']): MakeAsk {
  if (!hasSave || ask.engine === BEFORE_1_0) return ask;
  if (!makes(ask.size, ask.difficulty, BEFORE_1_0)) return ask;
  const before = { ...ask, engine: BEFORE_1_0 };
  return hasSave(before) && !hasSave(ask) ? before : ask;
}

/** Why a puzzle could not be made: what went wrong, for the developers' detail. */
export function cannotMake(err: unknown): Resolved {
  return refused(['making'], message(err));
}

/** Makes a planned puzzle with the engine: the same code always gives the same puzzle. */
export function makeSource(ask: MakeAsk, make: typeof generate): Resolved {
  const { code, size, difficulty, engine } = ask;
  try {
    const g = make(code, size, difficulty as Difficulty, {}, engine);
    const puzzle: Puzzle = { w: g.w, h: g.h, dots: g.dots };
    return {
      ok: true,
      source: {
        puzzle,
        code,
        size,
        difficulty,
        engine,
        imported: false,
        score: g.score,
        level: difficulty,
      },
    };
  } catch (err) {
    return cannotMake(err);
  }
}
