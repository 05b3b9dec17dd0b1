import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, GAMES, SIZES } from './constants.js';
import { defaultDifficulty, levelsOf, makes, sizesOf } from './games.js';

describe('GAMES', () => {
  it('lists version 1 as SIZES did, and every level of four sizes for version 2', () => {
    expect(GAMES[1]).toEqual({ 7: ['easy'], 10: ['medium'], 13: ['hard'] });
    for (const [size, difficulty] of Object.entries(SIZES)) {
      expect(GAMES[1][Number(size)]).toEqual([difficulty]);
    }
    expect(GAMES[2]).toEqual({
      7: DIFFICULTIES,
      10: DIFFICULTIES,
      13: DIFFICULTIES,
      15: DIFFICULTIES,
    });
  });
});

describe('makes', () => {
  it('says which sizes and levels a version makes', () => {
    expect(makes(7, 'easy', 1)).toBe(true);
    expect(makes(7, 'hard', 1)).toBe(false);
    expect(makes(15, 'hard', 1)).toBe(false);
    expect(makes(7, 'hard')).toBe(true);
    expect(makes(15, 'medium', 2)).toBe(true);
    // Sizes as the game writes them: n for n × n, or "WxH".
    expect(makes('7x7', 'easy', 1)).toBe(true);
    expect(makes('10', 'hard', 2)).toBe(true);
    for (const size of [5, 30, '20x12', '5x30', '30x5', '12×20'] as const) {
      for (const level of DIFFICULTIES) expect(makes(size, level, 3)).toBe(true);
    }
  });

  it('says no to anything else, without throwing', () => {
    for (const [size, difficulty, version] of [
      [8, 'easy', 2],
      [7, 'fiendish', 2],
      [7, 'easy', 4],
      ['7x8', 'easy', 2],
      ['4x20', 'easy', 3],
      ['20x31', 'hard', 3],
      ['20x12x3', 'hard', 3],
      ['', 'easy', 3],
      [7.5, 'easy', 2],
      [Number.NaN, 'easy', 2],
      [7, 'constructor', 2],
      [7, 'easy', 'x'],
    ] as const) {
      expect(makes(size, difficulty, version as never)).toBe(false);
    }
  });
});

describe('defaultDifficulty', () => {
  it('keeps version 1’s level for its sizes, and is hard at 15', () => {
    for (const version of [1, 2] as const) {
      expect([7, 10, 13].map((size) => defaultDifficulty(size, version))).toEqual([
        'easy',
        'medium',
        'hard',
      ]);
    }
    expect(defaultDifficulty(15, 2)).toBe('hard');
    expect(defaultDifficulty(15, 1)).toBeUndefined();
    expect(defaultDifficulty(20, 2)).toBeUndefined();
    // Version 3, the current one: version 1's own level at its sizes, else the hardest.
    expect([7, 10, 13, 15, 20].map((size) => defaultDifficulty(size))).toEqual([
      'easy',
      'medium',
      'hard',
      'hard',
      'hard',
    ]);
    expect(defaultDifficulty(10, 3)).toBe('medium');
    expect(defaultDifficulty('20x12', 3)).toBe('hard');
  });
});

describe('sizesOf and levelsOf', () => {
  it('list a version’s sizes, smallest first, and a size’s levels, easiest first', () => {
    expect(sizesOf(2)).toEqual([7, 10, 13, 15]);
    expect(sizesOf(1)).toEqual([7, 10, 13]);
    expect(sizesOf(3)).toEqual(Array.from({ length: 26 }, (_, k) => 5 + k));
    expect(sizesOf()).toEqual(sizesOf(3));
    expect(sizesOf(4 as never)).toEqual([]);
    expect(levelsOf('20x12', 3)).toEqual(['easy', 'medium', 'hard']);
    expect(levelsOf('20x12', 2)).toBeUndefined();
    expect(levelsOf(10)).toEqual(['easy', 'medium', 'hard']);
    expect(levelsOf('20x12')).toEqual(['easy', 'medium', 'hard']);
    expect(levelsOf(10, 1)).toEqual(['medium']);
    expect(levelsOf(15, 1)).toBeUndefined();
    expect(levelsOf(Number('constructor'))).toBeUndefined();
  });
});
