// Making a version-3 puzzle of any w × h: tile, then repair instead of throwing away. The
// grading ladder is run no higher than the level needs; where it is stuck (two answers there, or
// harder than the level), galaxies are split where cells are left undecided (split.ts), and the
// ladder runs again. A puzzle the ladder decides has one answer (it only drops what no answer
// can have), so no counting is needed to keep it. Decided, it is scored in rounds (grade-v3.ts):
// above its band, split again where one kind less leaves cells open; below, a new tiling.
import { BANDS } from './bands.js';
import type { Difficulty } from './constants.js';
import { gradeV2 } from './grade-v2.js';
import { roundsOf, scoreOfRounds } from './grade-v3.js';
import { inReadingOrder } from './orientation.js';
import type { Dot, Puzzle } from './puzzle.js';
import { splitAt, type Pieces } from './split.js';
import type { Stream } from './stream.js';
import { tile } from './tiler.js';

/** The hardest kind of round (grade-v3.ts) each level's ladder runs to while repairing. */
export const KIND_OF: Readonly<Record<Difficulty, number>> = { easy: 2, medium: 3, hard: 5 };

/** How big galaxies may grow at each level, as a share of the grid (the tiler's lean). */
export const LEAN_V3: Readonly<Record<Difficulty, number>> = {
  easy: 0.5,
  medium: 0.3,
  hard: 0.25,
};

/** One split for about this many cells left undecided. */
const CELLS_A_SPLIT = 20;

/** The most repairs of one tiling, and the most tilings, before the code is given up. */
const REPAIRS = 200;
const TILINGS = 500;

/** The most suppositions a grading may try, for each cell of the grid. */
const TRIALS_A_CELL = 40;

/** What the making tells, when given an object to fill. */
export interface MakeStatsV3 {
  tilings?: number;
  repairs?: number;
  /** Why a tiling was left: easier than the band, or nothing left to split. */
  easier?: number;
  stuck?: number;
}

/** A version-3 puzzle: its dots in reading order, its score, and the answer it was made from. */
export interface MadeV3 extends Puzzle {
  readonly dots: readonly Dot[];
  readonly score: number;
  readonly answer: readonly number[];
}

/**
 * The puzzle of `rng` at w × h and `level`: tilings drawn from `rng` and repaired until one's
 * score falls in the level's band. Throws when none does within TILINGS.
 */
export function makeV3(
  w: number,
  h: number,
  level: Difficulty,
  rng: Stream,
  stats: MakeStatsV3 = {},
): MadeV3 {
  const trials = TRIALS_A_CELL * w * h;
  const [low, high] = BANDS[level];
  stats.tilings = stats.repairs = stats.easier = stats.stuck = 0;
  for (let t = 0; t < TILINGS; t++) {
    stats.tilings++;
    const tiling = tile(w, h, rng, LEAN_V3[level]);
    const pieces: Pieces = { w, h, dots: [...tiling.dots], owner: Int32Array.from(tiling.answer) };
    for (let repair = 0; repair <= REPAIRS; repair++) {
      const puzzle = { w, h, dots: inReadingOrder(pieces.dots) };
      const settled = gradeV2(puzzle, { rank: KIND_OF[level], trials });
      let open = settled.left;
      if (settled.decided) {
        const rounds = roundsOf(puzzle, { trials });
        const score = scoreOfRounds(rounds, w * h);
        if (score !== null && score >= low && score <= high) {
          return { ...puzzle, score, answer: answerOf(pieces, puzzle.dots) };
        }
        if (score !== null && score < low) {
          stats.easier++;
          break;
        }
        // Too hard: split where the ladder one kind lower is stuck.
        const kind = Math.max(1, rounds.hardest - 1);
        open = gradeV2(puzzle, { rank: kind, trials }).left;
      }
      if (open.length === 0 || split(pieces, open, rng) === 0) {
        stats.stuck++;
        break;
      }
      stats.repairs++;
    }
  }
  throw new Error(`No ${w}×${h} ${level} puzzle came of this code.`);
}

/** Splits galaxies at about one in CELLS_A_SPLIT of the `open` cells, drawn from rng; how many. */
function split(pieces: Pieces, open: readonly number[], rng: Stream): number {
  const pool = [...open];
  const want = Math.max(1, Math.round(pool.length / CELLS_A_SPLIT));
  let done = 0;
  for (let k = 0; k < want * 3 && done < want && pool.length > 0; k++) {
    const at = rng.below(pool.length);
    const cell = pool[at]!;
    pool[at] = pool[pool.length - 1]!;
    pool.pop();
    if (splitAt(pieces, cell, rng)) done++;
  }
  return done;
}

/** Each cell's dot as an index into `dots` (the pieces' dots in reading order). */
function answerOf({ dots, owner }: Pieces, ordered: readonly Dot[]): number[] {
  const index = new Map(ordered.map((dot, k) => [`${dot[0]},${dot[1]}`, k]));
  const rank = dots.map((dot) => index.get(`${dot[0]},${dot[1]}`)!);
  return Array.from(owner, (g) => rank[g]!);
}
