// The scoring policy for every grid: a least time and a par for each size and level as functions
// of its cells, the site's first tables (the pars it began with, its four least times) kept.
import { GAMES } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { leastSeconds, parOf } from './policy.js';

const pairs = Object.entries(GAMES[2]).flatMap(([size, levels]) =>
  levels.map((level) => [Number(size), level] as const),
);

describe('the scoring policy', () => {
  it('keeps the pars the site began with', () => {
    expect(parOf(7, 'easy')).toBe(180);
    expect(parOf(10, 'medium')).toBe(480);
    expect(parOf(13, 'hard')).toBe(960);
  });

  it('keeps the whole par table version 2 was scored against', () => {
    const table = {
      7: { easy: 180, medium: 240, hard: 270 },
      10: { easy: 360, medium: 480, hard: 570 },
      13: { easy: 630, medium: 810, hard: 960 },
      15: { easy: 840, medium: 1080, hard: 1290 },
    };
    for (const [size, pars] of Object.entries(table)) {
      for (const [level, par] of Object.entries(pars)) expect(parOf(Number(size), level)).toBe(par);
    }
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

  it('has a par for every grid, by its cells, rectangles as their squares of equal cells', () => {
    expect(parOf('8x12', 'medium')).toBe(Math.round((4.8 * 96) / 30) * 30);
    expect(parOf('12x12', 'hard')).toBe(parOf(12, 'hard'));
    expect(parOf('20x5', 'easy')).toBe(parOf('10x10', 'easy'));
    expect(parOf(30, 'hard')).toBe(5100);
    expect(parOf(5, 'easy')).toBeGreaterThanOrEqual(30);
  });

  it('climbs with the level at every size, and has no par for a level or a size there is not', () => {
    for (const size of [5, 7, 10, '8x12', 15, 20, '10x16', 30]) {
      expect(parOf(size, 'easy')!).toBeLessThan(parOf(size, 'medium')!);
      expect(parOf(size, 'medium')!).toBeLessThan(parOf(size, 'hard')!);
    }
    expect(parOf(7, 'extreme')).toBeUndefined();
    expect(parOf(7, 'constructor')).toBeUndefined();
    expect(parOf('7y7', 'easy')).toBeUndefined();
    expect(parOf(0, 'easy')).toBeUndefined();
  });

  it('has a least time for every grid: five cells a second, to the nearest 5 s', () => {
    const first = { 7: 10, 10: 20, 13: 35, 15: 45 };
    for (const [size, least] of Object.entries(first))
      expect(leastSeconds(Number(size))).toBe(least);
    for (const size of [5, 8, 20, 25, 30]) {
      expect(leastSeconds(size), `${size}`).toBe(Math.max(5, Math.round((size * size) / 25) * 5));
    }
    expect(leastSeconds('8x12')).toBe(20);
    expect(leastSeconds('30x30')).toBe(180);
    expect(leastSeconds(5)).toBe(5);
  });
});
