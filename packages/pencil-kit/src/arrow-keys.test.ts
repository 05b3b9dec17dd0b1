import { describe, expect, it } from 'vitest';
import { arrowIndex } from './arrow-keys.js';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const ltr = { rtl: false, vertical: true };
const rtl = { rtl: true, vertical: true };

describe('arrowIndex', () => {
  it('moves forward with Right and back with Left, wrapping, in left-to-right rows', () => {
    expect(arrowIndex(key('ArrowRight'), 0, 3, ltr)).toBe(1);
    expect(arrowIndex(key('ArrowRight'), 2, 3, ltr)).toBe(0);
    expect(arrowIndex(key('ArrowLeft'), 0, 3, ltr)).toBe(2);
    expect(arrowIndex(key('ArrowDown'), 1, 3, ltr)).toBe(2);
    expect(arrowIndex(key('ArrowUp'), 1, 3, ltr)).toBe(0);
  });

  it('mirrors Left and Right in right-to-left rows, but not Up and Down', () => {
    expect(arrowIndex(key('ArrowRight'), 1, 3, rtl)).toBe(0);
    expect(arrowIndex(key('ArrowLeft'), 1, 3, rtl)).toBe(2);
    expect(arrowIndex(key('ArrowDown'), 1, 3, rtl)).toBe(2);
    expect(arrowIndex(key('ArrowUp'), 1, 3, rtl)).toBe(0);
  });

  it('jumps with Home and End, and leaves other keys, shortcuts and empty rows alone', () => {
    expect(arrowIndex(key('Home'), 2, 3, rtl)).toBe(0);
    expect(arrowIndex(key('End'), 0, 3, rtl)).toBe(2);
    expect(arrowIndex(key('Enter'), 0, 3, ltr)).toBeNull();
    expect(arrowIndex(key('ArrowRight', { ctrlKey: true }), 0, 3, ltr)).toBeNull();
    expect(arrowIndex(key('ArrowRight'), 0, 0, ltr)).toBeNull();
    expect(arrowIndex(key('ArrowDown'), 0, 3, { rtl: false, vertical: false })).toBeNull();
  });
});
