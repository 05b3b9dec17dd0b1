// Claims: made and cleared in pairs through their dot, every claim mirrored or flagged through
// any sequence of moves, undo exact, saves round-trip, the walls claims draw, and a board solved
// by claims alone exactly when the claims are the answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claim,
  claimedAnswer,
  claimFaults,
  claimMove,
  claimsOf,
  claimStanding,
  claimWalls,
  clearMove,
} from './claims.js';
import { explainCheck } from './check.js';
import { generate } from './generate.js';
import { applyMove, invertMove, readSave, type Move, type Save } from './marks.js';
import { shape } from './shape.js';
import { solve } from './solve.js';
import { standing } from './standing.js';
import { answerWalls } from './walls.js';

const puzzle = (() => {
  const { w, h, dots } = generate('claims1', 7, 'easy');
  return { w, h, dots };
})();
const answer = [...solve(puzzle).answer!];
const s = shape(puzzle);
const EMPTY: Save = { w: [], x: [] };

/** A random claim or clear, as the board's gestures make them. */
const op = fc.oneof(
  fc.record({
    kind: fc.constant('claim' as const),
    cells: fc.array(fc.nat(s.cells - 1), { minLength: 1, maxLength: 4 }),
    dot: fc.nat(s.D - 1),
  }),
  fc.record({
    kind: fc.constant('clear' as const),
    cells: fc.tuple(fc.nat(s.cells - 1)),
    dot: fc.constant(0),
  }),
);

const moveOf = (
  save: Save,
  o: { kind: 'claim' | 'clear'; cells: readonly number[]; dot: number },
) =>
  o.kind === 'claim'
    ? claimMove(puzzle, save, o.cells, o.dot)
    : clearMove(puzzle, save, o.cells[0]!);

describe('claims', () => {
  it('claims a cell with its twin through the dot, and clears them together', () => {
    const dot = answer[0]!;
    const twin = s.mirror[0 * s.D + dot]!;
    const claimed = claim(puzzle, EMPTY, [0], dot);
    const claims = claimsOf(puzzle, claimed);
    expect(claims[0]).toBe(dot + 1);
    expect(claims[twin]).toBe(dot + 1);
    expect(claims.filter((c) => c !== 0)).toHaveLength(twin === 0 ? 1 : 2);
    const cleared = applyMove(puzzle, claimed, clearMove(puzzle, claimed, twin));
    expect(cleared).toEqual(EMPTY);
  });

  it('keeps every claim mirrored through its dot, or flagged, through any moves', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let save = EMPTY;
        for (const o of ops) save = applyMove(puzzle, save, moveOf(save, o));
        const claims = claimsOf(puzzle, save);
        const faults = claimFaults(puzzle, save);
        claims.forEach((held, cell) => {
          if (!held) return;
          const twin = s.mirror[cell * s.D + held - 1]!;
          if (twin !== -1 && claims[twin] === held) return;
          expect(faults.get(cell)).toMatch(/off-grid|twin-taken|twin-open/);
        });
      }),
    );
  });

  it('keeps claims exactly symmetric while no two dots meet', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.nat(s.cells - 1).map((c) => [c]),
            fc.constant([] as number[]),
          ),
          {
            maxLength: 20,
          },
        ),
        fc.nat(s.D - 1),
        (steps, dot) => {
          let save = EMPTY;
          for (const cells of steps) {
            const move = cells.length
              ? claimMove(puzzle, save, cells, dot)
              : clearMove(
                  puzzle,
                  save,
                  claimsOf(puzzle, save).findIndex((c) => c !== 0),
                );
            save = applyMove(puzzle, save, move);
          }
          const claims = claimsOf(puzzle, save);
          claims.forEach((held, cell) => {
            if (!held) return;
            const twin = s.mirror[cell * s.D + held - 1]!;
            expect(twin === -1 || claims[twin] === held).toBe(true);
          });
        },
      ),
    );
  });

  it('undoes any sequence of moves exactly, and round-trips every save', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        const saves: Save[] = [EMPTY];
        const moves: Move[] = [];
        for (const o of ops) {
          const move = moveOf(saves.at(-1)!, o);
          moves.push(move);
          saves.push(applyMove(puzzle, saves.at(-1)!, move));
        }
        const last = saves.at(-1)!;
        expect(readSave(puzzle, JSON.stringify(last))).toEqual(last);
        let back = last;
        for (let k = moves.length - 1; k >= 0; k--) {
          back = applyMove(puzzle, back, invertMove(moves[k]!));
          expect(back).toEqual(saves[k]);
        }
      }),
    );
  });

  it('reads older saves as before, and a claim row out of range as none', () => {
    expect(readSave(puzzle, { w: [], x: [] })).toEqual(EMPTY);
    expect(readSave(puzzle, { w: [], x: [], k: new Array(s.cells).fill(0) })).toEqual(EMPTY);
    const bad = new Array(s.cells).fill(0);
    bad[3] = s.D + 1;
    bad[4] = -1;
    expect(readSave(puzzle, { w: [], x: [], k: bad })).toEqual(EMPTY);
    expect(readSave(puzzle, { w: [], x: [], k: [1, 2] })).toEqual(EMPTY);
  });

  it('never claims a cell of another dot’s core', () => {
    const core = s.cores[0]![0]!;
    expect(claimMove(puzzle, EMPTY, [core], 1)).toEqual({});
  });

  it('flags a claim cut off from its dot by walls', () => {
    const dot = answer[0]!;
    // Walls round cell 0 alone (its right and lower sides), unless cell 0 is the dot's core.
    const save = claim(puzzle, { w: [0, 1], x: [] }, [0], dot);
    if (s.coreOf[0] === dot) return;
    expect(claimFaults(puzzle, save).get(0)).toBe('cut-off');
  });

  it('draws the walls between cells claimed for different dots', () => {
    const all = claim(puzzle, EMPTY, [], 0);
    expect(claimWalls(puzzle, all).sides).toEqual([]);
    let save = EMPTY;
    answer.forEach((dot, cell) => (save = claim(puzzle, save, [cell], dot)));
    const { sides, move } = claimWalls(puzzle, save);
    const given = new Set(answerWalls(puzzle, answer).filter((id) => s.sideKind[id] !== 1));
    expect(sides).toEqual(answerWalls(puzzle, answer).filter((id) => !given.has(id)));
    expect(standing(puzzle, applyMove(puzzle, EMPTY, move)).answer).toEqual(answer);
  });

  it('solves the board when every cell is claimed for its dot, and not when one is wrong', () => {
    let save = EMPTY;
    answer.forEach((dot, cell) => (save = claim(puzzle, save, [cell], dot)));
    expect(claimedAnswer(puzzle, save)).toEqual(answer);
    const solved = claimStanding(puzzle, save);
    // `standing` itself reads walls only.
    expect(standing(puzzle, save).answer).toBeUndefined();
    expect(solved.answer).toEqual(answer);
    // What the board posts passes the referee's check.
    expect(explainCheck(puzzle, solved.answer!)).toBeNull();
    // One cell claimed for a neighbouring galaxy's dot: every cell claimed, and no answer.
    const cell = answer.findIndex(
      (dot, i) => i % 7 < 6 && answer[i + 1] !== dot && s.coreOf[i] === -1,
    );
    const wrong = applyMove(puzzle, save, {
      k: [[cell, answer[cell]! + 1, answer[cell + 1]! + 1]],
    });
    expect(claimedAnswer(puzzle, wrong)).not.toBeNull();
    expect(claimStanding(puzzle, wrong).answer).toBeUndefined();
  });
});
