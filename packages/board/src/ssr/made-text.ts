// The puzzle a server made for a board, written on the drawn board's host (`data-made`) so the
// page takes it instead of making it again: the score, the dots and their tints (0–6, one digit
// a dot), `4.2;1,3 5,7 …;0142…` (`-` for no score). Read back only for the very puzzle the
// board's attributes ask for, and only when every dot lies on the asked size's grid, in reading
// order: anything else is ignored and the board makes its puzzle.
import { gridOf, type Dot } from '@galaxies/engine';
import type { MakeAsk, Source } from '../source/puzzle-source.js';

/** The host attribute that carries it. */
export const MADE_ATTRIBUTE = 'data-made';

/** What a server made: the dots, the score and the dots' tints. */
export interface Made {
  dots: Dot[];
  score: number | null;
  tints: number[];
}

export function madeText(made: {
  dots: readonly Dot[];
  score: number | null;
  tints: readonly number[];
}): string {
  const dots = made.dots.map(([y, x]) => `${y},${x}`).join(' ');
  return `${made.score === null ? '-' : made.score};${dots};${made.tints.join('')}`;
}

const TEXT = /^(-|\d+(?:\.\d+)?);(\d+,\d+(?: \d+,\d+)*);([0-6]+)$/;

/** `text` read back, or null when it is not one written by `madeText`. */
export function readMade(text: string | null): Made | null {
  const m = text === null ? null : TEXT.exec(text);
  if (!m) return null;
  const dots = m[2]!.split(' ').map((d) => d.split(',').map(Number) as unknown as Dot);
  const tints = [...m[3]!].map(Number);
  if (tints.length !== dots.length) return null;
  return { dots, score: m[1] === '-' ? null : Number(m[1]), tints };
}

/**
 * The source `ask` names, from what a server made for it; null when a dot lies off its grid or
 * the dots are not in reading order (not a puzzle the generator made).
 */
export function madeSource(ask: MakeAsk, made: Made): Source | null {
  const { w, h } = gridOf(ask.size)!;
  let last = -1;
  for (const [y, x] of made.dots) {
    if (y < 1 || x < 1 || y > 2 * h - 1 || x > 2 * w - 1) return null;
    const at = y * 2 * w + x;
    if (at <= last) return null;
    last = at;
  }
  return {
    puzzle: { w, h, dots: made.dots },
    code: ask.code,
    size: ask.size,
    difficulty: ask.difficulty,
    engine: ask.engine,
    imported: false,
    score: made.score,
    level: ask.difficulty,
    tints: made.tints,
  };
}
