import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, invertMove, readSave, type Change, type Move, type Save } from './marks.js';
import type { Puzzle } from './puzzle.js';
import { shape, Side } from './shape.js';
import { regionsOf } from './walls.js';
import { pair, small } from './test/boards.js';

// small (4 × 3): open sides 9, 15, 16, 20; given 2, 10, 11, 13; through a dot 0, 1, 3, 4, 5, 7,
// 8, 12, 18; the rest are the frame.
const open = [9, 15, 16, 20];
const painted = (c: number[]): number[] => [...c, ...new Array<number>(12 - c.length).fill(0)];

/** Whether `save` is a valid, canonical save for `puzzle`. */
function valid(puzzle: Puzzle, save: Save): boolean {
  const s = shape(puzzle);
  const sides = (ids: readonly number[]): boolean =>
    ids.every((id, k) => s.sideKind[id] === Side.open && (k === 0 || id > ids[k - 1]!));
  const keys = Object.keys(save).sort().join();
  const paint =
    save.c === undefined ||
    (save.c.length === s.cells &&
      save.c.some((colour) => colour !== 0) &&
      save.c.every((colour) => Number.isInteger(colour) && colour >= 0 && colour <= 8));
  return (keys === 'w,x' || keys === 'c,w,x') && sides(save.w) && sides(save.x) && paint;
}

describe('readSave', () => {
  it.each([
    {
      why: 'a save',
      json: { w: [16, 9], x: [20], c: painted([3]) },
      want: { w: [9, 16], x: [20], c: painted([3]) },
    },
    { why: 'its JSON text', json: '{"w":[9],"x":[]}', want: { w: [9], x: [] } },
    { why: 'bad JSON text', json: '{"w":[9', want: { w: [], x: [] } },
    { why: 'null', json: null, want: { w: [], x: [] } },
    { why: 'a number', json: 12, want: { w: [], x: [] } },
    { why: 'undefined', json: undefined, want: { w: [], x: [] } },
    { why: 'an empty object', json: {}, want: { w: [], x: [] } },
    { why: 'the oldest shape, a list of walls', json: [20, 9, 9], want: { w: [9, 20], x: [] } },
    {
      why: 'an older shape with walls',
      json: { walls: [15], crosses: [9] },
      want: { w: [15], x: [] },
    },
    { why: 'an unknown shape', json: { w: [15], x: [9], v: 2 }, want: { w: [15], x: [] } },
    {
      why: 'ids out of range or not whole',
      json: { w: [-1, 24, 9.5, '9', null, 9], x: [1e9] },
      want: { w: [9], x: [] },
    },
    { why: 'frame sides', json: { w: [6, 14, 17, 19], x: [22] }, want: { w: [], x: [] } },
    {
      why: 'given walls and sides through a dot',
      json: { w: [2, 10, 0, 18], x: [11, 12] },
      want: { w: [], x: [] },
    },
    { why: 'a cross on a wall', json: { w: [9], x: [9, 15] }, want: { w: [9], x: [15] } },
    { why: 'crosses not a list', json: { w: [9], x: 'no' }, want: { w: [9], x: [] } },
    { why: 'paint of the wrong length', json: { w: [], x: [], c: [1, 2] }, want: { w: [], x: [] } },
    {
      why: 'bad colours',
      json: { w: [], x: [], c: painted([9, -1, 2.5, 4]) },
      want: { w: [], x: [], c: painted([0, 0, 0, 4]) },
    },
    { why: 'no cell painted', json: { w: [], x: [], c: painted([]) }, want: { w: [], x: [] } },
  ])('reads $why', ({ json, want }) => {
    expect(readSave(small, json)).toEqual(want);
  });

  it('gives an empty board for a malformed puzzle', () => {
    expect(readSave({ w: 0, h: 0, dots: [] }, { w: [1] })).toEqual({ w: [], x: [] });
  });

  it('turns anything into a valid save, keeping a valid one as it is', () => {
    const sides = fc.integer({ min: -2, max: 26 });
    const anySave = fc.oneof(
      fc.anything(),
      fc.jsonValue(),
      fc.array(sides),
      fc.record(
        {
          w: fc.array(sides),
          x: fc.array(sides),
          c: fc.array(fc.integer({ min: -1, max: 9 }), { minLength: 12, maxLength: 12 }),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(anySave, (json) => {
        const save = readSave(small, json);
        expect(valid(small, save)).toBe(true);
        expect(readSave(small, save)).toEqual(save);
        expect(readSave(small, JSON.stringify(save))).toEqual(save);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('applyMove and invertMove', () => {
  const empty: Save = { w: [], x: [] };

  it('adds and removes walls, crosses and paint', () => {
    const one = applyMove(small, empty, {
      w: [
        [16, 0, 1],
        [9, 0, 1],
      ],
      x: [[20, 0, 1]],
      c: [[4, 0, 7]],
    });
    expect(one).toEqual({ w: [9, 16], x: [20], c: painted([0, 0, 0, 0, 7]) });
    expect(
      applyMove(
        small,
        one,
        invertMove({
          w: [
            [16, 0, 1],
            [9, 0, 1],
          ],
          x: [[20, 0, 1]],
          c: [[4, 0, 7]],
        }),
      ),
    ).toEqual(empty);
  });

  it('never rubs out a given wall, nor draws one through a dot', () => {
    const save = applyMove(small, empty, {
      w: [
        [2, 1, 0],
        [0, 0, 1],
        [18, 0, 1],
      ],
      x: [[10, 0, 1]],
    });
    expect(save).toEqual(empty);
    const rubbed = applyMove(pair, empty, { w: [[0, 1, 0]] });
    expect(rubbed).toEqual(empty);
    expect(regionsOf(pair, rubbed.w)).toEqual([[0], [1]]); // the given wall still stands
  });

  it('ignores changes to bad ids or values', () => {
    const move: Move = {
      w: [
        [99, 0, 1],
        [9, 0, 2],
      ],
      c: [
        [12, 0, 1],
        [3, 0, 9],
        [-1, 0, 1],
      ],
    };
    expect(applyMove(small, empty, move)).toEqual(empty);
  });

  it('inverts a move: changes reversed, from and to swapped', () => {
    const move: Move = {
      w: [
        [9, 0, 1],
        [16, 0, 1],
      ],
      c: [[2, 0, 3]],
    };
    expect(invertMove(move)).toEqual({
      w: [
        [16, 1, 0],
        [9, 1, 0],
      ],
      c: [[2, 3, 0]],
    });
    expect(invertMove(invertMove(move))).toEqual(move);
  });

  it('undoes random move sequences exactly, never mutating a save or a move', () => {
    // A step names a kind and an index; it becomes a change from the marks as they stand then.
    const step = fc.tuple(fc.constantFrom('w', 'x', 'c'), fc.nat(), fc.integer({ min: 0, max: 8 }));
    const moves = fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { maxLength: 12 });
    fc.assert(
      fc.property(moves, (plans) => {
        let save: Save = readSave(small, { w: [9], x: [15] });
        const history: { before: Save; move: Move }[] = [];
        for (const plan of plans) {
          const move = deepFreeze(moveFrom(save, plan));
          const before = deepFreeze(save);
          save = applyMove(small, before, move);
          expect(valid(small, save)).toBe(true);
          history.push({ before, move });
        }
        for (const { before, move } of history.reverse()) {
          save = applyMove(small, save, invertMove(move));
          expect(save).toEqual(before);
        }
      }),
      { numRuns: 500 },
    );
  });
});

/** A move made from `save` as it stands: toggles for walls and crosses, a colour for paint. */
function moveFrom(save: Save, plan: readonly (readonly [string, number, number])[]): Move {
  const w = new Set(save.w);
  const x = new Set(save.x);
  const c = [...(save.c ?? new Array<number>(12).fill(0))];
  const move: { w: Change[]; x: Change[]; c: Change[] } = { w: [], x: [], c: [] };
  for (const [kind, n, colour] of plan) {
    if (kind === 'c') {
      const cell = n % 12;
      move.c.push([cell, c[cell]!, colour]);
      c[cell] = colour;
      continue;
    }
    const marks = kind === 'w' ? w : x;
    const id = open[n % open.length]!;
    const was = marks.has(id) ? 1 : 0;
    move[kind as 'w' | 'x'].push([id, was, 1 - was]);
    if (was) marks.delete(id);
    else marks.add(id);
  }
  return move;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}
