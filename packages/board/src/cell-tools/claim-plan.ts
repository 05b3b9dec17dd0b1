// What a press of the claim tool does, as engine moves. A press on a dot's cell picks that dot
// and claims what the stroke crosses for it; a tap on a claimed cell clears it (a drag from it
// claims on for its dot); a press on any other cell claims for the dot picked last. Walls come
// with a claim when the player asked for them, and always with the claim that solves the puzzle,
// so a board solved by claims looks as one solved by walls. Pure: marks in, moves out.
import {
  applyMove,
  claimMove,
  claimsOf,
  claimStanding,
  claimWalls,
  clearMove,
  shape,
  type Move,
  type Puzzle,
  type Save,
} from '@galaxies/engine';
import { addWallsMove, mergeMoves, type StrokePlan } from '../moves.js';

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

/**
 * `move` with the walls the claims give once it is played, when `walls` asks for them or when
 * the claims then solve the puzzle (crosses on those sides give way, as under a drawn wall).
 */
export function withClaimWalls(
  puzzle: Puzzle,
  kinds: Uint8Array,
  save: Save,
  move: Move,
  walls: boolean,
): Move {
  const next = applyMove(puzzle, save, move);
  if (!walls && !claimStanding(puzzle, next).answer) return move;
  const drawn = addWallsMove(kinds, next, claimWalls(puzzle, next).sides);
  return drawn ? mergeMoves([move, drawn]) : move;
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
      return claims.k ? withClaimWalls(puzzle, kinds, save, claims, walls) : claims;
    },
  };
}
