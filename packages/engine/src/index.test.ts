import { describe, expect, it } from 'vitest';
import * as g from './index.js';
import { small, smallAnswer } from './test/boards.js';

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

  it('exports the game’s names, and none of version 1’s making knobs', () => {
    expect([g.SLUG, g.ENGINE_VERSION, g.DIFFICULTIES, g.CODE_RE.source]).toEqual([
      'galaxies',
      3,
      ['easy', 'medium', 'hard'],
      '^[a-z0-9]{1,32}$',
    ]);
    // Removed in 1.0: SIZES (read GAMES[1]) and version 1's tuning (ATTEMPTS, DEPTH, GROWTH).
    for (const name of ['SIZES', 'ATTEMPTS', 'DEPTH', 'GROWTH'])
      expect(name in g, name).toBe(false);
    for (const f of [g.stream, g.generate, g.solve, g.count, g.unique, g.hint]) {
      expect(typeof f).toBe('function');
    }
  });

  it('exports the names of version 2 and the difficulty score', () => {
    expect([g.ENGINE_VERSIONS, g.GAMES[1], Object.keys(g.GAMES[2]), g.BANDS]).toEqual([
      [1, 2, 3],
      { 7: ['easy'], 10: ['medium'], 13: ['hard'] },
      ['7', '10', '13', '15'],
      { easy: [1.0, 3.9], medium: [4.0, 5.9], hard: [6.0, 10.0] },
    ]);
    for (const f of [g.grade, g.makes, g.defaultDifficulty]) expect(typeof f).toBe('function');
  });

  it('exports the names of version 3: every w × h, sizes written n or "WxH"', () => {
    expect(g.SIDES_V3).toEqual([5, 30]);
    expect([g.gridOf('20x12'), g.sizeOf(20, 12), g.sizeOf(9, 9)]).toEqual([
      { w: 20, h: 12 },
      '20x12',
      9,
    ]);
    expect(g.generate('daily1', '20x12', 'hard', {}, 3)).toMatchObject({ w: 20, h: 12, engine: 3 });
  });

  it('exports claims: a cell’s dot, made and cleared with its twin', () => {
    for (const name of ['claim', 'claimMove', 'clearMove', 'claimFaults', 'claimWalls']) {
      expect(typeof (g as Record<string, unknown>)[name], name).toBe('function');
    }
    for (const name of ['claimsOf', 'claimOf', 'claimedAnswer']) {
      expect(typeof (g as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(g.NO_CLAIM).toBe(0);
  });

  it('makes and solves as the README says', () => {
    const puzzle = g.generate('daily1', 10);
    expect(puzzle).toMatchObject({
      engine: 3,
      slug: 'galaxies',
      code: 'daily1',
      size: 10,
      difficulty: 'medium',
      w: 10,
      h: 10,
      score: 4.2,
    });
    expect(g.grade(puzzle)).toEqual({
      version: 3,
      score: 4.2,
      band: 'medium',
      hardest: 'reach',
      depth: 0,
      rounds: 15,
      narrow: 7,
    });
    expect(g.grade(puzzle, 2)).toMatchObject({ version: 2, score: 2.9, band: 'easy' });
    expect(g.generate('daily1', 10, undefined, {}, 2)).toMatchObject({ engine: 2, score: 4 });
    const solution = g.solve(puzzle);
    expect(solution).toMatchObject({ solved: true, broken: false, tier: 2 });
    expect(g.count(puzzle)).toEqual({ count: 1, answers: [solution.answer], gaveUp: false });
    expect(g.unique(puzzle, solution.answer!)).toBe(true);
    expect(g.hint(puzzle, { w: [] })).toMatchObject({
      kind: 'wall',
      walls: [14],
      cells: [7, 8],
      dots: [1],
      reason: { code: 'twin-off-grid', cell: 7, dot: 1 },
      message: expect.stringMatching(
        /^The cell in row 1, column 8 can’t belong to the dot on the line between columns 9 and 10 in row 1:/,
      ),
    });
    expect(g.stream('seed').next()).toBe(g.stream('seed').next());
  });

  it('does what the README examples say', () => {
    // The README's puzzle and answer: test/boards.ts names them small and smallAnswer.
    const puzzle = small;
    const answer = smallAnswer;
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
