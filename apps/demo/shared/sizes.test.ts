// Sizes as the site reads and writes them: one way to write each grid, whatever the input.
import { describe, expect, it } from 'vitest';
import { cellsOf, readSize, sizeLabel, sizesShown, SITE_SIZES, SIZE_PRESETS } from './sizes.js';
import { makes } from '@galaxies/engine';

describe('sizes', () => {
  it('reads a size in one form: n for a square, "WxH" for a rectangle', () => {
    expect(readSize(7)).toBe(7);
    expect(readSize('7')).toBe(7);
    expect(readSize('7x7')).toBe(7);
    expect(readSize('20×12')).toBe('20x12');
    expect(readSize('20x12')).toBe('20x12');
    for (const bad of ['', 'x', '7y7', '20x', -3, 1.5, null, undefined, {}, '1e1', '20x12x3']) {
      expect(readSize(bad), String(bad)).toBeNull();
    }
  });

  it('counts cells and labels columns by rows', () => {
    expect(cellsOf(7)).toBe(49);
    expect(cellsOf('8x12')).toBe(96);
    expect(cellsOf('nonsense')).toBe(0);
    expect(sizeLabel(10)).toBe('10×10');
    expect(sizeLabel('10')).toBe('10×10');
    expect(sizeLabel('8x12')).toBe('8×12');
  });

  it('offers presets the engine makes at every level, each once and in its one form', () => {
    expect(new Set(SITE_SIZES).size).toBe(SITE_SIZES.length);
    for (const size of SITE_SIZES) {
      expect(readSize(size)).toBe(size);
      for (const level of ['easy', 'medium', 'hard'])
        expect(makes(size, level, 3), `${size}`).toBe(true);
    }
    // The phone's presets are portrait: more rows than columns.
    for (const size of SIZE_PRESETS.phone)
      expect(/^(\d+)x(\d+)$/.exec(size)!.slice(1).map(Number)).toSatisfy(
        ([w, h]: number[]) => w! < h!,
      );
  });

  it('shows the first four squares and every size played once, smallest first', () => {
    expect(sizesShown([])).toEqual([7, 10, 13, 15]);
    expect(sizesShown(['20x12', '7', 7, 30, '8x12', 'junk', '12x8'])).toEqual([
      7,
      '8x12',
      '12x8',
      10,
      13,
      15,
      '20x12',
      30,
    ]);
  });
});
