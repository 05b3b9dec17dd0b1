import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stream } from './stream.js';

describe('stream', () => {
  it('gives pinned numbers for a seed (the same on every platform)', () => {
    const rng = stream('galaxies|1|7|easy|a');
    expect([rng.next(), rng.next(), rng.next()]).toEqual([
      0.8073633327148855, 0.6179587910883129, 0.06156434025615454,
    ]);
  });

  it('repeats itself for the same seed and differs for another', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const a = stream(seed);
        const b = stream(seed);
        const c = stream(`${seed}x`);
        const first = Array.from({ length: 8 }, () => a.next());
        expect(Array.from({ length: 8 }, () => b.next())).toEqual(first);
        expect(Array.from({ length: 8 }, () => c.next())).not.toEqual(first);
        expect(first.every((u) => u >= 0 && u < 1)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('spreads evenly: each tenth of [0, 1) gets about a tenth', () => {
    const rng = stream('even');
    const tenths = new Array<number>(10).fill(0);
    for (let k = 0; k < 20_000; k++) tenths[Math.floor(rng.next() * 10)]!++;
    for (const n of tenths) expect(Math.abs(n - 2000)).toBeLessThan(200);
  });

  it('picks from a list and shuffles a copy, leaving the list alone', () => {
    const rng = stream('lists');
    const list = Object.freeze([1, 2, 3, 4, 5]);
    expect(list).toContain(rng.pick(list));
    const shuffled = rng.shuffle(list);
    expect([...shuffled].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(list).toEqual([1, 2, 3, 4, 5]);
  });

  it('shuffles in place with the draws a shuffled copy makes, and picks with below', () => {
    const list = Array.from({ length: 40 }, (_, k) => k * 3);
    const [a, b] = [stream('same draws'), stream('same draws')];
    const where = Int32Array.from(list);
    b.shuffleIn(where, 30);
    expect([...where]).toEqual([...a.shuffle(list.slice(0, 30)), ...list.slice(30)]);
    for (let k = 1; k < 50; k++) expect(list[b.below(list.length)]).toBe(a.pick(list));
    expect(a.next()).toBe(b.next());
  });
});
