import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/memory-storage.js';
import { assistsKey, loadSwitches, storeSwitches } from './assists-store.js';

const assists = [
  { id: 'tints', label: 'Tints' },
  { id: 'lopsided', label: 'Lopsided', default: false },
];

describe('assist switches', () => {
  it('start from each default, on unless said otherwise', () => {
    expect(loadSwitches('galaxies', assists, new MemoryStorage())).toEqual({
      tints: true,
      lopsided: false,
    });
  });

  it('are remembered per puzzle kind', () => {
    const storage = new MemoryStorage();
    storeSwitches('galaxies', { tints: false, lopsided: true }, storage);
    expect(storage.getItem(assistsKey('galaxies'))).not.toBeNull();
    expect(loadSwitches('galaxies', assists, storage)).toEqual({ tints: false, lopsided: true });
    expect(loadSwitches('loopy', assists, storage)).toEqual({ tints: true, lopsided: false });
  });

  it('fall back to defaults on junk and survive a full store', () => {
    const storage = new MemoryStorage(5);
    expect(storeSwitches('galaxies', { tints: false }, storage)).toBe(false);
    const junk = new MemoryStorage();
    junk.setItem(assistsKey('galaxies'), '{nope');
    expect(loadSwitches('galaxies', assists, junk)).toEqual({ tints: true, lopsided: false });
  });
});
