import { describe, expect, it } from 'vitest';
import { nextWalk } from './walks.js';

describe('numbered walks', () => {
  it('numbers walks in turn, and starts the marks again before the numbers run out', () => {
    const owner = { walk: 0 };
    const marks = new Int32Array(4);
    expect([nextWalk(owner, marks), nextWalk(owner, marks)]).toEqual([1, 2]);
    owner.walk = 0x3fffffff;
    marks.fill(0x3fffffff);
    expect(nextWalk(owner, marks)).toBe(1);
    expect([...marks]).toEqual([0, 0, 0, 0]);
  });
});
