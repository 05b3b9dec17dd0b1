// The scoring policy for every game version 2 makes: a least time and a par for each size and
// level, the three pars the site began with kept, and the rest following their rule.
import { GAMES } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { MIN_SECONDS, parOf, PARS } from './policy.js';

const pairs = Object.entries(GAMES[2]).flatMap(([size, levels]) =>
  levels.map((level) => [Number(size), level] as const),
);

describe('the scoring policy', () => {
  it('keeps the pars the site began with', () => {
    expect(parOf(7, 'easy')).toBe(180);
    expect(parOf(10, 'medium')).toBe(480);
    expect(parOf(13, 'hard')).toBe(960);
  });

  it.each(pairs)(
    'has a par for size %i, %s: its level’s seconds a cell, to the half minute',
    (size, level) => {
      const known = { easy: [7, 180], medium: [10, 480], hard: [13, 960] } as const;
      const [n, par] = known[level];
      const rule = Math.round(((par / (n * n)) * size * size) / 30) * 30;
      expect(parOf(size, level)).toBe(rule);
    },
  );

  it('climbs with the level at every size, and has no par for a pair the game does not make', () => {
    for (const size of Object.keys(PARS).map(Number)) {
      expect(parOf(size, 'easy')!).toBeLessThan(parOf(size, 'medium')!);
      expect(parOf(size, 'medium')!).toBeLessThan(parOf(size, 'hard')!);
    }
    expect(parOf(8, 'easy')).toBeUndefined();
    expect(parOf(7, 'extreme')).toBeUndefined();
    expect(parOf(7, 'constructor')).toBeUndefined();
  });

  it('has a least time for every size: five cells a second, to the nearest 5 s', () => {
    for (const size of Object.keys(GAMES[2]).map(Number)) {
      expect(MIN_SECONDS[size], `${size}`).toBe(Math.round((size * size) / 25) * 5);
    }
    expect(MIN_SECONDS[15]).toBe(45);
  });
});
