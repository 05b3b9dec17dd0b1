import { describe, expect, it } from 'vitest';
import * as g from './index.js';

describe('the package root', () => {
  it('exports the names issue 3 lists', () => {
    for (const name of [
      'mirrorOf',
      'shape',
      'wellFormed',
      'check',
      'explainCheck',
      'givenWalls',
      'regionsOf',
      'standing',
      'readSave',
      'applyMove',
      'invertMove',
      'tintsOf',
      'fromPuzzLink',
      'toPuzzLink',
      'fromTathamId',
      'toTathamId',
    ]) {
      expect(typeof (g as Record<string, unknown>)[name], name).toBe('function');
    }
  });

  it('does what the README examples say', () => {
    const puzzle = {
      w: 4,
      h: 3,
      dots: [
        [2, 2],
        [2, 6],
        [5, 4],
      ],
    } satisfies g.Puzzle;
    const answer = [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 2, 2] satisfies g.Answer;
    expect(g.mirrorOf(4, 3, 0, [2, 2])).toBe(5);
    expect(g.check(puzzle, answer)).toBe(true);
    expect(g.givenWalls(puzzle)).toEqual([2, 10, 11, 13]);
    expect(g.regionsOf(puzzle, [9, 15])).toEqual([
      [0, 1, 4, 5],
      [2, 3, 6, 7],
      [8, 9, 10, 11],
    ]);
    expect(g.standing(puzzle, { w: [9, 15] })).toMatchObject({ closed: 3, answer });
    expect(g.readSave(puzzle, '{"w":[9,99],"x":[]}')).toEqual({ w: [9], x: [] });
    const move: g.Move = { w: [[9, 0, 1]], c: [[4, 0, 3]] };
    const save = g.applyMove(puzzle, { w: [], x: [] }, move);
    expect(g.applyMove(puzzle, save, g.invertMove(move))).toEqual({ w: [], x: [] });
    expect(g.tintsOf(puzzle)).toEqual([0, 1, 2]);
    expect(g.fromTathamId(g.toTathamId(puzzle))).toEqual(puzzle);
    expect(g.fromPuzzLink(g.toPuzzLink(puzzle))).toEqual(puzzle);
  });
});
