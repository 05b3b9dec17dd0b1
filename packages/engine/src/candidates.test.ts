import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { climb, TIER } from './ladder.js';
import { shape } from './shape.js';
import { startingCandidates } from './solve.js';
import { stream } from './stream.js';
import { bridge, mirror, reach } from './techniques.js';
import { tile } from './tiler.js';
import { arbPuzzle } from './test/arbitrary.js';
import { real, tatham } from './test/corpus.js';
import type { Puzzle } from './puzzle.js';

const corpus: Puzzle[] = [...tatham.entries, ...real.entries.filter((e) => !e.holes)].map(
  ({ w, h, dots }) => ({ w, h, dots }),
);

describe('a fresh board', () => {
  it('settles mirror in one pass to the board mirror reaches drop by drop', () => {
    const same = (puzzle: Puzzle) => {
      const settled = startingCandidates(shape(puzzle), null, false);
      const dropped = startingCandidates(shape(puzzle), null, true); // a trail: drop by drop
      expect(mirror(settled)).toBe(mirror(dropped));
      expect([...settled.bits]).toEqual([...dropped.bits]);
      expect([...settled.holders]).toEqual([...dropped.holders]);
      expect(settled.broken).toBe(dropped.broken);
      // On a broken board a cell may count as pinned on its way to nothing: nothing reads it then.
      if (!settled.broken) expect([...settled.pinned]).toEqual([...dropped.pinned]);
      expect(settled.decided()).toBe(dropped.decided());
      for (let i = 0; i < settled.s.cells; i++) expect(settled.only(i)).toBe(dropped.only(i));
    };
    fc.assert(fc.property(arbPuzzle(7), same), { numRuns: 300 });
    corpus.forEach(same);
  });
});

describe('the walks home', () => {
  it('leave nothing for reach or bridge to find at a fixpoint, though they skipped dots', () => {
    // Drops that cannot cut a galaxy (joinedRound) and dots with nothing pinned skip their walks:
    // walking every dot again at the fixpoint must find nothing.
    const puzzles = [
      ...corpus,
      ...[7, 10, 13].flatMap((size) =>
        Array.from({ length: 30 }, (_, k) => tile(size, size, stream(`walks${size}|${k}`), 0.3)),
      ),
    ];
    let skipped = 0;
    for (const puzzle of puzzles) {
      const c = startingCandidates(shape(puzzle), null, false);
      climb(c, TIER.medium);
      if (c.broken) continue;
      skipped += c.ladder.reachDirty.filter((x) => x === 0).length;
      const before = [...c.bits];
      c.ladder.reachDirty.fill(1);
      c.ladder.bridgeDirty.fill(1);
      expect(reach(c)).toBe(false);
      expect(bridge(c)).toBe(false);
      expect([...c.bits]).toEqual(before);
    }
    expect(skipped).toBeGreaterThan(1000);
  });
});

describe('reach without mirror', () => {
  it('drops every holder its walk home does not meet, inside the dot’s box or beyond it', () => {
    // A solve may leave mirror out (the ablation): holders beyond a dot's box are then still there.
    for (const puzzle of corpus.slice(0, 40)) {
      const c = startingCandidates(shape(puzzle), null, false);
      reach(c);
      const { w, h, D, cores, neighbours } = c.s;
      for (let d = 0; d < D; d++) {
        const met = new Set<number>(cores[d]!.filter((i) => c.has(i, d)));
        const queue = [...met];
        while (queue.length) {
          const i = queue.pop()!;
          for (let k = 4 * i; k < 4 * i + 4; k++) {
            const n = neighbours[k]!;
            if (n === -1 || met.has(n) || !c.has(n, d)) continue;
            met.add(n);
            queue.push(n);
          }
        }
        for (let i = 0; i < w * h; i++) if (c.has(i, d)) expect(met.has(i)).toBe(true);
      }
    }
  });
});
