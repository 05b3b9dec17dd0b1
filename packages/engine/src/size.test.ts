import { describe, expect, it } from 'vitest';
import { gridOf, sizeOf } from './size.js';

describe('sizes as the game writes them', () => {
  it('reads n as n × n and "WxH" as columns by rows', () => {
    expect(gridOf(10)).toEqual({ w: 10, h: 10 });
    expect(gridOf('10')).toEqual({ w: 10, h: 10 });
    expect(gridOf('20x12')).toEqual({ w: 20, h: 12 });
    expect(gridOf(' 20 × 12 ')).toEqual({ w: 20, h: 12 });
    expect(gridOf('64x1')).toEqual({ w: 64, h: 1 });
  });

  it('refuses anything else without throwing', () => {
    for (const size of [
      0,
      65,
      7.5,
      -3,
      Number.NaN,
      '',
      'x',
      '20x',
      'x12',
      '20x12x3',
      '020x12',
      '65x2',
      '1e1',
      null,
      {},
      [7],
    ]) {
      expect(gridOf(size)).toBeNull();
    }
  });

  it('writes a square as its side and any other grid as "WxH", and reads back what it wrote', () => {
    expect(sizeOf(7, 7)).toBe(7);
    expect(sizeOf(20, 12)).toBe('20x12');
    for (const [w, h] of [
      [5, 30],
      [30, 5],
      [13, 13],
    ] as const) {
      expect(gridOf(sizeOf(w, h))).toEqual({ w, h });
    }
  });
});
