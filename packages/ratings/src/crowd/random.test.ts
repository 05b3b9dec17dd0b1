import { describe, expect, it } from 'vitest';
import { integer, normal, seeded, shuffled } from './random.js';

const draws = (seed: number, count: number): number[] => {
  const random = seeded(seed);
  return Array.from({ length: count }, () => random());
};

describe('seeded', () => {
  it('gives the same numbers for the same seed, and others for another', () => {
    expect(draws(7, 20)).toEqual(draws(7, 20));
    expect(draws(7, 20)).not.toEqual(draws(8, 20));
  });

  it('stays in [0, 1) and spreads evenly: each tenth gets about a tenth', () => {
    const values = draws(1, 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    for (let tenth = 0; tenth < 10; tenth++) {
      const share = values.filter((v) => Math.floor(v * 10) === tenth).length / values.length;
      expect(Math.abs(share - 0.1)).toBeLessThan(0.015);
    }
  });
});

describe('the draws', () => {
  it('normal: mean about 0, standard deviation about 1', () => {
    const random = seeded(3);
    const values = Array.from({ length: 20_000 }, () => normal(random));
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.03);
  });

  it('integer: every whole number from low to high, both ends included', () => {
    const random = seeded(5);
    const seen = new Set(Array.from({ length: 500 }, () => integer(random, 2, 6)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it('shuffled: the same items in another order, the input left as it was', () => {
    const items = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const result = shuffled(seeded(9), items);
    expect([...result].sort()).toEqual([...items]);
    expect(result).not.toEqual(items);
  });
});
