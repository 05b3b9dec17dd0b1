import { applyMove, claim, claimMove, invertMove, shape, Side, type Save } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../../test/fixtures.js';
import {
  addWallsMove,
  clearMove,
  crossMove,
  mergeMoves,
  sideRefusal,
  wallStroke,
} from './moves.js';
import { clearPaintMove, paintStroke } from '../cell-tools/paint-plan.js';

const puzzle = SAMPLE_7X7.puzzle;
const kinds = shape(puzzle).sideKind;
const openSides = [...kinds.keys()].filter((s) => kinds[s] === Side.open);
const [a, b, c] = openSides as [number, number, number];
const given = [...kinds.keys()].find((s) => kinds[s] === Side.given)!;
const empty: Save = { w: [], x: [] };

describe('wallStroke', () => {
  it('draws each open side once, as one move', () => {
    const plan = wallStroke(kinds, empty, a);
    expect(plan.step(a)).toEqual({ w: [[a, 0, 1]] });
    expect(plan.step(a)).toBeNull();
    expect(plan.step(given)).toBeNull();
    plan.step(b);
    expect(plan.move).toEqual({
      w: [
        [a, 0, 1],
        [b, 0, 1],
      ],
    });
  });

  it('rubs out when begun on a wall, and leaves open sides alone', () => {
    const plan = wallStroke(kinds, { w: [a, b], x: [] }, a);
    plan.step(a);
    plan.step(c);
    plan.step(b);
    expect(plan.move).toEqual({
      w: [
        [a, 1, 0],
        [b, 1, 0],
      ],
    });
  });

  it('replaces a cross it draws over, and the move undoes exactly', () => {
    const save: Save = { w: [], x: [a] };
    const plan = wallStroke(kinds, save, a);
    plan.step(a);
    const after = applyMove(puzzle, save, plan.move);
    expect(after).toEqual({ w: [a], x: [] });
    expect(applyMove(puzzle, after, invertMove(plan.move))).toEqual(save);
  });
});

describe('sideRefusal', () => {
  it('names given walls and sides through a dot', () => {
    expect(sideRefusal(kinds, given)).toBe('given');
    expect(sideRefusal(kinds, a)).toBeNull();
    const through = [...kinds.keys()].find((s) => kinds[s] === Side.through);
    if (through != null) expect(sideRefusal(kinds, through)).toBe('through');
  });
});

describe('crossMove', () => {
  it('toggles a cross, replaces a wall, refuses given walls', () => {
    expect(crossMove(kinds, empty, a)).toEqual({ x: [[a, 0, 1]] });
    expect(crossMove(kinds, { w: [], x: [a] }, a)).toEqual({ x: [[a, 1, 0]] });
    expect(crossMove(kinds, { w: [a], x: [] }, a)).toEqual({ w: [[a, 1, 0]], x: [[a, 0, 1]] });
    expect(crossMove(kinds, empty, given)).toBeNull();
  });
});

describe('paintStroke', () => {
  it('paints each cell crossed with the picked colour', () => {
    const plan = paintStroke(49, empty, 0, 3);
    plan.step(0);
    plan.step(1);
    plan.step(1);
    expect(plan.move).toEqual({
      c: [
        [0, 0, 3],
        [1, 0, 3],
      ],
    });
  });

  it('rubs its colour off when begun on a cell of that colour, sparing others', () => {
    const paint = new Array<number>(49).fill(0);
    paint[0] = 3;
    paint[1] = 5;
    paint[2] = 3;
    const plan = paintStroke(49, { w: [], x: [], c: paint }, 0, 3);
    [0, 1, 2].forEach((cell) => plan.step(cell));
    expect(plan.move).toEqual({
      c: [
        [0, 3, 0],
        [2, 3, 0],
      ],
    });
  });

  it('the rubber clears any colour', () => {
    const paint = new Array<number>(49).fill(0);
    paint[4] = 8;
    const plan = paintStroke(49, { w: [], x: [], c: paint }, 4, 0);
    plan.step(4);
    plan.step(5);
    expect(plan.move).toEqual({ c: [[4, 8, 0]] });
    expect(clearPaintMove({ w: [], x: [], c: paint }, 4)).toEqual({ c: [[4, 8, 0]] });
    expect(clearPaintMove(empty, 4)).toBeNull();
  });
});

describe('clearMove and addWallsMove', () => {
  it('clears every mark, and nothing when there is none', () => {
    const paint = new Array<number>(49).fill(0);
    paint[6] = 2;
    const save: Save = { w: [a], x: [b], c: paint };
    const move = clearMove(save)!;
    expect(applyMove(puzzle, save, move)).toEqual(empty);
    expect(clearMove(empty)).toBeNull();
  });

  it('clears claims too, and merges their moves in order', () => {
    // Two cells free of any dot's core, claimed for dot 0 (each with its twin, if any).
    const s = shape(puzzle);
    const [one, two] = [...s.coreOf.keys()].filter((cell) => s.coreOf[cell] === -1);
    const claimed = claim(puzzle, empty, [one!], 0);
    expect(claimed.k).toBeDefined();
    expect(applyMove(puzzle, claimed, clearMove(claimed)!)).toEqual(empty);
    const again = claim(puzzle, claimed, [two!], 0);
    const merged = mergeMoves([
      claimMove(puzzle, empty, [one!], 0),
      claimMove(puzzle, claimed, [two!], 0),
    ]);
    expect(applyMove(puzzle, empty, merged)).toEqual(again);
  });

  it('adds only the walls not yet drawn', () => {
    expect(addWallsMove(kinds, { w: [a], x: [] }, [a, b, given])).toEqual({ w: [[b, 0, 1]] });
    expect(addWallsMove(kinds, { w: [a], x: [] }, [a])).toBeNull();
  });
});

describe('mergeMoves', () => {
  it('joins each list in order: applied, and undone, as the moves one by one', () => {
    const wall = { w: [[a, 0, 1]] } as const;
    const cross = crossMove(kinds, { w: [a], x: [] }, a)!; // the wall becomes a cross
    const paint = { c: [[3, 0, 2]] } as const;
    const merged = mergeMoves([wall, cross, paint]);
    expect(merged).toEqual({
      w: [
        [a, 0, 1],
        [a, 1, 0],
      ],
      x: [[a, 0, 1]],
      c: [[3, 0, 2]],
    });
    const stepwise = [wall, cross, paint].reduce((s, m) => applyMove(puzzle, s, m), empty);
    const once = applyMove(puzzle, empty, merged);
    expect(once).toEqual(stepwise);
    expect(applyMove(puzzle, once, invertMove(merged))).toEqual(empty);
    expect(mergeMoves([])).toEqual({});
  });
});
