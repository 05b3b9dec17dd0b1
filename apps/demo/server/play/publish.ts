// What publishing a puzzle checks before anything is stored: the ask read closely (sides, dots
// sorted into reading order and checked by the engine, the title and note as plain text), the
// puzzle's canonical form (one for all eight turns and flips, so a copy turned or mirrored is
// known), and its answers counted, off the main thread for big grids, within a bound of work.
import { createHash } from 'node:crypto';
import { readableId } from './ids.js';
import { count, grade, SIDES_V3, solve, wellFormed, type Dot, type Puzzle } from '@galaxies/engine';
import { ApiError } from '../words/api-error.js';
import { plainText, type TextFault } from '../players/plain-text.js';
import type { Phrase, Refusals } from '../words/refusals.js';
import { NOTE_MAX, PUBLISH_COUNT_BUDGET, TITLE_MAX } from '../../shared/policy.js';
import type { PublishAsk } from '../../shared/community.js';
import { judgeAnswers, type Judged } from './judge-answers.js';
import { judgeInPool, POOL_FROM_CELLS } from './maker-pool.js';

/** A publish ask as the server keeps it: the puzzle (dots in reading order) and plain text. */
export interface ReadAsk {
  puzzle: Puzzle;
  title: string;
  note: string | null;
}

const [LEAST_SIDE, MOST_SIDE] = SIDES_V3;

/** Dots in reading order: top to bottom, then left to right (as the engine stores them). */
export function readingOrder(dots: readonly Dot[]): Dot[] {
  return [...dots].sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([y, x]) => [y, x] as Dot);
}

/** What each fault of plain text means for a field (named by `field`). */
const TEXT_FAULTS: Record<TextFault, (w: Refusals, field: string) => string> = {
  text: (w, field) => w.textText(field),
  broken: (w, field) => w.textBroken(field),
  hidden: (w, field) => w.textHidden(field),
  piled: (w, field) => w.textPiled(field),
};

/** `input` as the plain text of a field at most `max` long (null when empty), or a 400. */
function fieldText(
  input: unknown,
  field: (w: Refusals) => string,
  max: number,
  lines: boolean,
): string | null {
  const read = plainText(input, { lines });
  if (!read.ok) {
    const fault = TEXT_FAULTS[read.fault];
    throw new ApiError(400, (w) => fault(w, field(w)));
  }
  if (read.length > max) throw new ApiError(400, (w) => w.textLong(field(w), max));
  return read.length === 0 ? null : read.text;
}

/** The ask read as the server keeps it, or a 400 in the player's words for the first fault. */
export function readPublishAsk(ask: PublishAsk): ReadAsk {
  const { w, h } = ask;
  for (const side of [w, h]) {
    if (!Number.isInteger(side) || side < LEAST_SIDE || side > MOST_SIDE) {
      throw new ApiError(400, (words) => words.puzzleSides);
    }
  }
  const puzzle = { w, h, dots: readingOrder(ask.dots) };
  const formed = wellFormed(puzzle);
  if (!formed.ok) {
    const { fault } = formed;
    // Dots are named from 1, in reading order, as the editor counts them.
    const said: Phrase =
      fault.code === 'off-grid'
        ? (words) => words.dotOffGrid(fault.dot + 1)
        : fault.code === 'repeated'
          ? (words) => words.dotRepeated(fault.dot + 1)
          : fault.code === 'too-close'
            ? (words) => words.dotsTooClose(fault.dots[0] + 1, fault.dots[1] + 1)
            : (words) => words.noDots;
    throw new ApiError(400, said);
  }
  const title = fieldText(ask.title, (words) => words.theTitle, TITLE_MAX, false);
  if (title === null) throw new ApiError(400, (words) => words.titleEmpty);
  const note =
    ask.note === undefined ? null : fieldText(ask.note, (words) => words.theNote, NOTE_MAX, true);
  return { puzzle, title, note };
}

/** The eight ways to lay a grid down: each turn and flip, as a change of a dot's place. */
function layouts(puzzle: Puzzle): { w: number; h: number; dots: Dot[] }[] {
  const { w, h, dots } = puzzle;
  const out = [];
  for (const swap of [false, true]) {
    for (const flipY of [false, true]) {
      for (const flipX of [false, true]) {
        const moved = dots.map(([y, x]): Dot => {
          const yy = flipY ? 2 * h - y : y;
          const xx = flipX ? 2 * w - x : x;
          return swap ? [xx, yy] : [yy, xx];
        });
        out.push({ w: swap ? h : w, h: swap ? w : h, dots: readingOrder(moved) });
      }
    }
  }
  return out;
}

/**
 * The puzzle's canonical form: the least of its eight layouts written out, hashed (SHA-256, hex)
 * so a 30 × 30's form fits any index. Equal for a puzzle and its every turn and mirror image.
 */
export function canonicalOf(puzzle: Puzzle): string {
  const written = layouts(puzzle).map(
    (p) => `${p.w}x${p.h}:${p.dots.map(([y, x]) => `${y},${x}`).join(';')}`,
  );
  const least = written.reduce((a, b) => (b < a ? b : a));
  return createHash('sha256').update(least).digest('hex');
}

/**
 * Whether the puzzle has exactly one answer, with its score and level: grids of POOL_FROM_CELLS
 * cells or more judged by the maker pool (the main thread keeps answering), the rest here.
 */
export function judgePublished(puzzle: Puzzle): Promise<Judged> {
  if (puzzle.w * puzzle.h >= POOL_FROM_CELLS) return judgeInPool(puzzle, PUBLISH_COUNT_BUDGET);
  return Promise.resolve(judgeAnswers({ solve, count, grade }, puzzle, PUBLISH_COUNT_BUDGET));
}

/** A new published puzzle's id: eight readable letters and digits (40 bits). */
export const newPuzzleId = (): string => readableId(8);
