// What a press of the claim tool does, as engine moves. A press on a dot's cell picks that dot
// and claims what the stroke crosses for it; a tap on a claimed cell clears it (a drag from it
// claims on for its dot); a press on any other cell claims for the dot picked last. Walls come
// with a claim when the player asked for them, and with any move after which the claims and the
// finished galaxies give the answer, so a board solved by claims is solved as by walls, and
// looks it. Pure: marks in, moves out.
import {
  answerWalls,
  applyMove,
  claimMove,
  claimsOf,
  claimStanding,
  claimWalls,
  clearMove,
  shape,
  standing,
  type Move,
  type Puzzle,
  type Save,
  type Standing,
} from '@galaxies/engine';
import { addWallsMove, mergeMoves, type StrokePlan } from '../game/moves.js';

/** Which dot a press on `cell` claims for, and whether a tap there clears it; null for none. */
export function pressedDot(
  puzzle: Puzzle,
  save: Save,
  cell: number,
  picked: number,
): { dot: number; clears: boolean } | null {
  const core = shape(puzzle).coreOf[cell] ?? -1;
  if (core !== -1) return { dot: core, clears: false };
  const held = (claimsOf(puzzle, save)[cell] ?? 0) - 1;
  if (held >= 0 && (picked < 0 || picked === held)) return { dot: held, clears: true };
  return picked >= 0 ? { dot: picked, clears: false } : null;
}

/** `move`, then the walls among `sides` that are open after it (crosses give way), as one move. */
function thenWalls(kinds: Uint8Array, next: Save, move: Move, sides: readonly number[]): Move {
  const drawn = addWallsMove(kinds, next, sides);
  return drawn ? mergeMoves([move, drawn]) : move;
}

/** `move` with the walls the claims give once it is played (the helper's, as the player claims). */
export function withClaimWalls(puzzle: Puzzle, kinds: Uint8Array, save: Save, move: Move): Move {
  const next = applyMove(puzzle, save, move);
  return thenWalls(kinds, next, move, claimWalls(puzzle, next).sides);
}

/**
 * Each cell's dot as the marks tell it: its claim, else the dot of the finished galaxy it lies
 * in (the walls' `standing`, read once by the caller); null while some cell has neither.
 */
export function marksAnswer(
  puzzle: Puzzle,
  save: Save,
  byWalls: Standing = standing(puzzle, save),
): number[] | null {
  const dots = claimsOf(puzzle, save).map((held) => held - 1);
  for (const region of byWalls.regions) {
    if (!region.galaxy) continue;
    for (const cell of region.cells) if (dots[cell]! < 0) dots[cell] = region.dots[0]!;
  }
  return dots.every((dot) => dot >= 0) ? dots : null;
}

/**
 * `move` with the walls that finish the puzzle, when after it the claims and the finished
 * galaxies together give every cell a dot and those dots are the answer (each dot's cells a
 * galaxy): the board is then solved as by walls. Otherwise `move` as it is.
 */
export function completedMove(puzzle: Puzzle, kinds: Uint8Array, save: Save, move: Move): Move {
  const next = applyMove(puzzle, save, move);
  if (!next.k) return move;
  const byWalls = standing(puzzle, next);
  if (byWalls.answer) return move;
  const dots = marksAnswer(puzzle, next, byWalls);
  if (!dots) return move;
  const answer = claimStanding(puzzle, { w: [], k: dots.map((dot) => dot + 1) }).answer;
  return answer ? thenWalls(kinds, next, move, answerWalls(puzzle, answer)) : move;
}

/** A claim stroke from `start` for `dot`: every cell it crosses claimed, or a tap's clearing. */
export function claimStroke(
  puzzle: Puzzle,
  kinds: Uint8Array,
  save: Save,
  start: number,
  press: { dot: number; clears: boolean },
  walls: boolean,
): StrokePlan {
  const cells = new Set<number>();
  return {
    step(cell) {
      if (cells.has(cell)) return null;
      cells.add(cell);
      return {};
    },
    get move() {
      if (press.clears && cells.size === 1) return clearMove(puzzle, save, start);
      const claims = claimMove(puzzle, save, [...cells], press.dot);
      return claims.k && walls ? withClaimWalls(puzzle, kinds, save, claims) : claims;
    },
  };
}
