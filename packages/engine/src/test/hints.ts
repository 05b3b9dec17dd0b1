// Test support: playing a puzzle hint by hint from an empty board, checking every hint against
// the answer (its walls, its reason's claim, the dots across its walls, its sentence), and the
// numbers a run gives: walls and cells per hint.
import { cellsOfSide, mirrorOf } from '../geometry.js';
import { hint, type Hint } from '../hint.js';
import { joins } from '../hint-reason.js';
import type { Puzzle } from '../puzzle.js';
import { answerWalls } from '../walls.js';

type WallHint = Extract<Hint, { kind: 'wall' }>;

/** Words no player-facing sentence may hold: counts from 0, and the solver's own terms. */
export const ENGINE_WORDS = /\bcell 0\b|\brow 0\b|\bcolumn 0\b|ladder|tier|technique/i;

/** Fails the test with `message` unless `holds`: a plain check, cheap enough for every hint. */
function must(holds: boolean, message: string): void {
  if (!holds) throw new Error(message);
}

/**
 * Checks one hint against the answer (`truth`: its walls): true walls, a true reason, a sentence a
 * player can read. Plain checks rather than `expect`: a run checks tens of thousands of hints.
 */
export function checkHint(
  puzzle: Puzzle,
  answer: readonly number[],
  truth: ReadonlySet<number>,
  h: WallHint,
): void {
  const { reason } = h;
  const { w, h: rows } = puzzle;
  const about = `hint at cell ${reason.cell} (${reason.code})`;
  for (const id of h.walls) must(truth.has(id), `${about}: wall ${id} is not in the answer`);
  must(h.walls.length > 0 && h.walls.length <= 3, `${about}: ${h.walls.length} walls`);
  if (reason.code === 'cuts-a-galaxy') throw new Error('a wall hint with a mistake’s reason');
  // The reason's claim holds in the answer: in the dot's galaxy, or out of it.
  must((answer[reason.cell] === reason.dot) === joins(reason), `${about}: its claim is false`);
  if (reason.code === 'twin-off-grid') {
    const twin = mirrorOf(w, rows, reason.cell, puzzle.dots[reason.dot]!);
    must(twin === -1, `${about}: the twin ${twin} is on the grid`);
  }
  if (reason.code === 'twin-taken' || reason.code === 'twin-joins') {
    const twin = mirrorOf(w, rows, reason.cell, puzzle.dots[reason.dot]!);
    must(twin === reason.twin, `${about}: the twin is ${twin}, not ${reason.twin}`);
  }
  if (reason.code === 'twin-taken' && reason.twinDot !== null) {
    must(answer[reason.twin] === reason.twinDot, `${about}: the twin is not the dot's it names`);
  }
  h.walls.forEach((id, k) => {
    const beside = h.beside[k]!;
    const cells: readonly number[] = cellsOfSide(w, rows, id) ?? [];
    must(cells.includes(reason.cell), `${about}: wall ${id} is not beside the cell`);
    must(cells.includes(beside.cell), `${about}: wall ${id} is not beside cell ${beside.cell}`);
    if (beside.dot !== null) {
      must(answer[beside.cell] === beside.dot, `${about}: cell ${beside.cell}'s dot is wrong`);
    }
  });
  must(/row [1-9]\d*, column [1-9]\d*/.test(h.message), `${about}: "${h.message}" names no place`);
  must(!ENGINE_WORDS.test(h.message), `${about}: "${h.message}" speaks the solver's words`);
}

/** Follows hints from an empty board until solved, checking each; the hints and walls drawn. */
export function followHints(
  puzzle: Puzzle,
  answer: readonly number[],
): { hints: Hint[]; walls: number[] } {
  const truth = new Set(answerWalls(puzzle, answer));
  const walls: number[] = [];
  const drawn = new Set<number>();
  const hints: Hint[] = [];
  for (let round = 0; round < 2 * puzzle.w * puzzle.h; round++) {
    const next = hint(puzzle, { w: walls });
    hints.push(next);
    if (next.kind !== 'wall') break;
    checkHint(puzzle, answer, truth, next);
    for (const id of next.walls) {
      must(!drawn.has(id), `wall ${id} hinted again`);
      drawn.add(id);
      walls.push(id);
    }
  }
  return { hints, walls };
}

/** The median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Follows hints on every puzzle and sums up: each solved, walls and cells per hint. */
export function hintRun(games: ReadonlyArray<{ puzzle: Puzzle; answer: readonly number[] }>) {
  const walls: number[] = [];
  const cells: number[] = [];
  let solved = 0;
  for (const { puzzle, answer } of games) {
    const { hints } = followHints(puzzle, answer);
    if (hints.at(-1)?.kind === 'solved') solved++;
    for (const h of hints) {
      if (h.kind !== 'wall') continue;
      walls.push(h.walls.length);
      cells.push(h.cells.length);
    }
  }
  return {
    solved,
    hints: walls.length,
    medianWalls: median(walls),
    mostWalls: Math.max(...walls),
    medianCells: median(cells),
  };
}
