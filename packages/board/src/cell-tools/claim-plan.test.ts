// The claim tool's presses as moves: which dot a press claims for, a drag claiming every cell
// it crosses with their twins, a tap clearing, the walls the player asked for, and the walls
// that come with the claim that solves the puzzle (so walls alone then solve it too).
import {
  answerWalls,
  applyMove,
  claimsOf,
  claimStanding,
  generate,
  invertMove,
  shape,
  Side,
  solve,
  standing,
  type Save,
} from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { claimStroke, completedMove, marksAnswer, pressedDot } from './claim-plan.js';
import { pointed } from './claim-layer.js';

const puzzle = (() => {
  const { w, h, dots } = generate('claimplan', 7, 'easy');
  return { w, h, dots };
})();
const s = shape(puzzle);
const answer = [...solve(puzzle).answer!];
const EMPTY: Save = { w: [], x: [] };
/** A cell outside every dot's core, its dot in the answer, and that dot's first core cell. */
const outer = answer.findIndex((_, cell) => s.coreOf[cell] === -1);
const D = answer[outer]!;
const coreCell = s.cores[D]![0]!;

function stroke(save: Save, cells: number[], picked = -1, walls = false) {
  const press = pressedDot(puzzle, save, cells[0]!, picked);
  if (!press) return null;
  const plan = claimStroke(puzzle, s.sideKind, save, cells[0]!, press, walls);
  for (const cell of cells) plan.step(cell);
  return plan.move;
}

describe('pressedDot', () => {
  it('picks the dot of a dot’s cell, claims for the picked dot elsewhere, and clears a claim', () => {
    expect(pressedDot(puzzle, EMPTY, coreCell, -1)).toEqual({ dot: D, clears: false });
    expect(pressedDot(puzzle, EMPTY, outer, -1)).toBeNull();
    expect(pressedDot(puzzle, EMPTY, outer, D)).toEqual({ dot: D, clears: false });
    const claimed = applyMove(puzzle, EMPTY, stroke(EMPTY, [outer], D)!);
    expect(pressedDot(puzzle, claimed, outer, -1)).toEqual({ dot: D, clears: true });
    expect(pressedDot(puzzle, claimed, outer, D)).toEqual({ dot: D, clears: true });
    // With another dot picked, a press there hands the cell over.
    const other = (D + 1) % s.D;
    expect(pressedDot(puzzle, claimed, outer, other)).toEqual({ dot: other, clears: false });
  });
});

describe('claimStroke', () => {
  it('claims every cell a drag from a dot crosses, each with its twin, as one move', () => {
    const path = [coreCell, outer];
    const move = stroke(EMPTY, path)!;
    const after = applyMove(puzzle, EMPTY, move);
    const claims = claimsOf(puzzle, after);
    for (const cell of path) {
      expect(claims[cell]).toBe(D + 1);
      expect(claims[s.mirror[cell * s.D + D]!]).toBe(D + 1);
    }
    expect(claimsOf(puzzle, applyMove(puzzle, after, invertMove(move))).every((c) => c === 0)).toBe(
      true,
    );
  });

  it('clears a claimed cell and its twin on a tap, and claims on from it on a drag', () => {
    const claimed = applyMove(puzzle, EMPTY, stroke(EMPTY, [outer], D)!);
    const tap = applyMove(puzzle, claimed, stroke(claimed, [outer])!);
    expect(claimsOf(puzzle, tap).every((c) => c === 0)).toBe(true);
    const next =
      s.neighbours[4 * outer + 1] !== -1
        ? s.neighbours[4 * outer + 1]!
        : s.neighbours[4 * outer + 3]!;
    const drag = applyMove(puzzle, claimed, stroke(claimed, [outer, next])!);
    expect(claimsOf(puzzle, drag)[outer]).toBe(D + 1);
    expect(claimsOf(puzzle, drag)[next]).toBe(
      s.coreOf[next] === -1 || s.coreOf[next] === D ? D + 1 : 0,
    );
  });

  it('draws the walls between claims for different dots when asked, and only then', () => {
    // Two neighbouring cells of different galaxies in the answer.
    let side = -1;
    let pair: [number, number] = [0, 0];
    for (let cell = 0; cell < s.cells && side < 0; cell++) {
      const right = s.neighbours[4 * cell + 1]!;
      if (
        right !== -1 &&
        answer[right] !== answer[cell] &&
        s.sideKind[s.sideOf[4 * cell + 1]!] === Side.open
      ) {
        side = s.sideOf[4 * cell + 1]!;
        pair = [cell, right];
      }
    }
    const first = applyMove(puzzle, EMPTY, stroke(EMPTY, [pair[0]], answer[pair[0]]!)!);
    expect(stroke(first, [pair[1]], answer[pair[1]]!, false)!.w).toBeUndefined();
    const walls = stroke(first, [pair[1]], answer[pair[1]]!, true)!;
    expect(walls.w?.map((c) => c[0])).toContain(side);
  });
});

describe('completedMove', () => {
  it('claims that solve the puzzle come with its walls, so the walls alone solve it too', () => {
    // Every cell claimed for its answer's dot but one pair; the last claim solves.
    const last = answer.findIndex((_, cell) => s.coreOf[cell] === -1);
    const dot = answer[last]!;
    const twin = s.mirror[last * s.D + dot]!;
    const k = answer.map((d, cell) => (cell === last || cell === twin ? 0 : d + 1));
    const almost: Save = { w: [], x: [], k };
    expect(claimStanding(puzzle, almost).answer).toBeFalsy();
    const claimed = stroke(almost, [last], dot)!;
    const move = completedMove(puzzle, s.sideKind, almost, claimed);
    const solved = applyMove(puzzle, almost, move);
    expect(standing(puzzle, solved).answer).toEqual(answer);
    // Undone, the walls go with the claim.
    expect(applyMove(puzzle, solved, invertMove(move))).toEqual(almost);
  });

  it('finished galaxies count with claims: claims for the rest finish the puzzle', () => {
    // Walls close every galaxy but two side by side (one with a cell beyond its dot's); their
    // cells claimed, all but one pair.
    const a = answer[outer]!;
    const b = (() => {
      for (let cell = 0; cell < s.cells; cell++) {
        if (answer[cell] !== a) continue;
        for (const k of [0, 1, 2, 3]) {
          const next = s.neighbours[4 * cell + k]!;
          if (next !== -1 && answer[next] !== a) return answer[next]!;
        }
      }
      throw new Error('a galaxy with no neighbour');
    })();
    const walls = answerWalls(puzzle, answer).filter((side) => {
      const cell = side >> 1;
      const other = side % 2 === 0 ? cell + 1 : cell + puzzle.w;
      const pair = [answer[cell], answer[other]];
      return !(pair.includes(a) && pair.includes(b));
    });
    const k = answer.map((d) => (d === a || d === b ? d + 1 : 0));
    const open = outer;
    const twin = s.mirror[open * s.D + answer[open]!]!;
    const almost: Save = {
      w: walls,
      x: [],
      k: k.map((held, cell) => (cell === open || cell === twin ? 0 : held)),
    };
    expect(marksAnswer(puzzle, almost)).toBeNull();
    const claimed = stroke(almost, [open], answer[open]!)!;
    const done = applyMove(puzzle, almost, completedMove(puzzle, s.sideKind, almost, claimed));
    expect(marksAnswer(puzzle, done)).toEqual(answer);
    expect(standing(puzzle, done).answer).toEqual(answer);
  });

  it('leaves a move be when the marks do not give the answer', () => {
    const claimed = stroke(EMPTY, [coreCell])!;
    expect(completedMove(puzzle, s.sideKind, EMPTY, claimed)).toBe(claimed);
  });
});

describe('pointed', () => {
  it('points where another dot of the same tint is as near, never from a dot’s own cell', () => {
    const dots = puzzle.dots;
    const claims = answer.map((d) => d + 1);
    const apart = dots.map((_, d) => d); // every tint its own: nothing misleads
    expect(pointed(puzzle.w, dots, apart, claims, s.coreOf)).toEqual([]);
    const same = dots.map(() => 0); // one tint for all: a cell nearer another dot is pointed
    const out = pointed(puzzle.w, dots, same, claims, s.coreOf);
    expect(out.length).toBeGreaterThan(0);
    for (const cell of out) expect(s.coreOf[cell]).not.toBe(answer[cell]);
  });
});
