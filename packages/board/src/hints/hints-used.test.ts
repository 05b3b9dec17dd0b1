import { readSave } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../../test/fixtures.js';
import { splitHints, withHints } from './hints-used.js';

const puzzle = SAMPLE_7X7.puzzle;

describe('hints kept with the marks', () => {
  it('adds h only once a hint was used', () => {
    const save = { w: [2], x: [4] };
    expect(withHints(save, 0)).toEqual(save);
    expect(withHints(save, 3)).toEqual({ w: [2], x: [4], h: 3 });
  });

  it('splits h off, so the engine keeps crosses and paint', () => {
    const saved = splitHints({ w: [2], x: [4], h: 2 });
    expect(saved.hints).toBe(2);
    expect(readSave(puzzle, saved.marks)).toEqual({ w: [2], x: [4] });
  });

  it('reads a missing or bad count as none, and passes other shapes through', () => {
    for (const h of [-1, 1.5, '2', null]) expect(splitHints({ w: [], x: [], h }).hints).toBe(0);
    expect(splitHints([2, 4])).toEqual({ marks: [2, 4], hints: 0 });
    expect(splitHints('garbage')).toEqual({ marks: 'garbage', hints: 0 });
    expect(splitHints({ w: [2], x: [] })).toEqual({ marks: { w: [2], x: [] }, hints: 0 });
  });
});
