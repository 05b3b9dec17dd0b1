// Endless's address: which puzzle a link names, and the link of a puzzle. The form, everywhere:
// `/endless/?size=10&level=hard&code=k3x9q2ab&engine=3` (or `?size=10&level=hard` for a new
// puzzle; `size=8x12` for a rectangle, columns by rows). A link from before engine versions
// (`?size=7&code=…`, no level, no engine) still opens the very puzzle it did: version 1's, at the
// size's own level. A link naming a version this page does not have is said to be one, so the
// page offers the update rather than make a wrong puzzle. Pure: for the page, the server (which
// draws Endless's page and its embed from the same address) and its tests.
import {
  CODE_RE,
  defaultDifficulty,
  levelsOf,
  makes,
  type Difficulty,
  type EngineVersion,
} from '@galaxies/engine';
import { isEngine, SITE_ENGINE } from './puzzle-key.js';
import { FIRST_SIZES, readSize, type Size } from './sizes.js';

/** The puzzle an address names: a code, or none for a new one of that size and level. */
export interface EndlessAsk {
  size: Size;
  difficulty: Difficulty;
  engine: EngineVersion;
  code: string | null;
}

export type Addressed = { ok: true; ask: EndlessAsk } | { ok: false; engine: string };

/** What an address naming no size (or none made) opens: the site's first, 7×7. */
const FIRST_SIZE = FIRST_SIZES[0]!;

/** The version `text` names, or null for one this page does not have. */
function versionOf(text: string): EngineVersion | null {
  const version = Number(text);
  return /^\d{1,3}$/.test(text) && isEngine(version) ? version : null;
}

/** What the query `search` (`?size=…`) asks Endless for. */
export function readAddress(search: string): Addressed {
  const params = new URLSearchParams(search);
  const given = params.get('code') ?? '';
  const level = params.get('level');
  const named = params.get('engine');
  let code = CODE_RE.test(given) ? given : null;
  let engine: EngineVersion;
  if (named !== null) {
    const version = versionOf(named);
    if (version === null) return { ok: false, engine: named.slice(0, 12) };
    engine = version;
  } else {
    // No version named: a link from before versions (a code, no level) is version 1's.
    engine = code !== null && level === null ? 1 : SITE_ENGINE;
  }
  const size = readSize(params.get('size')) ?? 0;
  // A size or level the version does not make names no puzzle: a new one is made instead.
  if (!levelsOf(size, engine) || (level !== null && !makes(size, level, engine))) {
    code = null;
  }
  // A new puzzle is always the current version's (only the server's codes are rated).
  if (code === null) engine = SITE_ENGINE;
  const made = levelsOf(size, engine) ? size : FIRST_SIZE;
  const difficulty =
    level !== null && makes(made, level, engine)
      ? (level as Difficulty)
      : defaultDifficulty(made, engine)!;
  return { ok: true, ask: { size: made, difficulty, engine, code } };
}

/** Endless's address of a puzzle, or of a new one of a size and level (no code). */
export function addressOf(puzzle: {
  size: Size;
  difficulty: string;
  code?: string | null;
  engine?: number;
}): string {
  const { size, difficulty, code, engine } = puzzle;
  const base = `/endless/?size=${size}&level=${difficulty}`;
  return code ? `${base}&code=${code}&engine=${engine ?? SITE_ENGINE}` : base;
}
