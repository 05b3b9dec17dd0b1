// Reading a puzzle the board was given, the `puzzle` property or a `src` (a puzz.link URL or a
// Tatham game ID): checked, and known by the puzzle itself (its Tatham description is the code
// its saves are kept under). A chunk of its own beside the standalone bundle, loaded the first
// time a board is given a puzzle rather than a size and a code.
import {
  fromPuzzLink,
  fromTathamId,
  grade,
  toTathamId,
  wellFormed,
  type Puzzle,
} from '@galaxies/engine';
import {
  makeSource,
  message,
  planSource,
  refused,
  type ReadAsk,
  type Resolved,
  type SourceEngine,
  type SourceInput,
} from './puzzle-source.js';

/**
 * An imported puzzle's identity: its size and its Tatham description as the code, and its
 * difficulty score (graded here: a few ms for most, about 30 for the biggest real puzzles).
 */
function imported(puzzle: Puzzle, version: number): Resolved {
  const formed = wellFormed(puzzle);
  if (!formed.ok) return refused(['unplayable'], `${formed.reason}.`);
  const id = toTathamId(puzzle);
  const { score, band } = grade(puzzle);
  return {
    ok: true,
    source: {
      puzzle,
      code: id.slice(id.indexOf(':') + 1),
      size: `${puzzle.w}x${puzzle.h}`,
      difficulty: 'imported',
      engine: version,
      imported: true,
      score,
      level: band ?? null,
    },
  };
}

/** Reads a `src`: a puzz.link URL when it looks like an address, else a Tatham game ID. */
export function importSrc(src: string): Puzzle {
  const text = src.trim();
  return /^[a-z]+:\/\//i.test(text) ? fromPuzzLink(text) : fromTathamId(text);
}

/** The given puzzle, checked, or why it can't be played. */
export function readSource(ask: ReadAsk, version: number): Resolved {
  try {
    if ('puzzle' in ask) return imported(ask.puzzle, version);
    try {
      return imported(importSrc(ask.src), version);
    } catch (err) {
      return refused(['link', ask.src], message(err));
    }
  } catch (err) {
    return refused(['making'], message(err));
  }
}

/** The puzzle the element should play, or why there is none, made or read here and now. */
export function resolveSource(input: SourceInput, engine: SourceEngine): Resolved {
  const planned = planSource(input, engine);
  if ('make' in planned) return makeSource(planned.make, engine.generate);
  return 'read' in planned ? readSource(planned.read, engine.version) : planned;
}
