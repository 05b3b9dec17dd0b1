import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from './check.js';
import { stream } from './stream.js';
import { tile } from './tiler.js';
import { wellFormed } from './well-formed.js';

describe('tile', () => {
  it('cuts any grid into galaxies that meet the rules, dots in reading order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 1, max: 13 }),
        fc.string(),
        (w, h, seed) => {
          const tiling = tile(w, h, stream(seed));
          expect(wellFormed(tiling)).toEqual({ ok: true });
          expect(check(tiling, tiling.answer)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps one-cell crumbs rare', () => {
    let galaxies = 0;
    let crumbs = 0;
    for (let k = 0; k < 50; k++) {
      const { answer, dots } = tile(10, 10, stream(`crumbs${k}`));
      galaxies += dots.length;
      crumbs += dots.filter((_, d) => answer.filter((e) => e === d).length === 1).length;
    }
    expect(crumbs / galaxies).toBeLessThan(0.2);
  });
});
