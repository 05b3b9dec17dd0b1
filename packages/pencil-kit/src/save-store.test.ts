import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/memory-storage.js';
import { SaveStore } from './save-store.js';

const id = { size: '7', difficulty: 'easy', code: 'k3x9q' };
const data = { marks: [1, 2, 3], seconds: 162, solved: false };

describe('SaveStore', () => {
  it('keys saves by kind, size, difficulty and code', () => {
    expect(new SaveStore('galaxies', null).key(id)).toBe('uo:galaxies:p:7/easy/k3x9q');
  });

  it('saves and loads marks with the time', () => {
    const store = new SaveStore('galaxies', new MemoryStorage());
    expect(store.save(id, data)).toEqual({ ok: true });
    expect(store.load(id)).toEqual({ ok: true, data });
  });

  it('says nothing when there is no save', () => {
    const store = new SaveStore('galaxies', new MemoryStorage());
    expect(store.load(id)).toMatchObject({ ok: false, reason: 'missing', message: '' });
  });

  it('ignores and says corrupted data', () => {
    const storage = new MemoryStorage();
    storage.setItem('uo:galaxies:p:7/easy/k3x9q', '{"format":"pk-save",');
    const result = new SaveStore('galaxies', storage).load(id);
    expect(result).toMatchObject({ ok: false, reason: 'corrupt' });
    expect(result.ok || result.message).toMatch(/damaged/);
  });

  it('ignores foreign data: another kind, another version, another shape', () => {
    const storage = new MemoryStorage();
    const key = 'uo:galaxies:p:7/easy/k3x9q';
    const store = new SaveStore('galaxies', storage);
    for (const foreign of [
      { format: 'pk-save', version: 1, slug: 'loopy', data },
      { format: 'pk-save', version: 99, slug: 'galaxies', data },
      { format: 'pk-save', version: 1, slug: 'galaxies', data: { marks: [], seconds: 'x' } },
      [1, 2, 3],
      'walls',
    ]) {
      storage.setItem(key, JSON.stringify(foreign));
      expect(store.load(id)).toMatchObject({ ok: false, reason: 'foreign' });
    }
  });

  it('reports a full quota instead of throwing', () => {
    const store = new SaveStore('galaxies', new MemoryStorage(20));
    const result = store.save(id, data);
    expect(result).toMatchObject({ ok: false, reason: 'quota' });
    expect(result.ok || result.message).toMatch(/full/);
  });

  it('reports missing storage instead of throwing', () => {
    const store = new SaveStore('galaxies', null);
    expect(store.save(id, data)).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(store.load(id)).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
