import { describe, expect, it } from 'vitest';
import { count } from './count.js';
import { generate } from './generate.js';
import { KINDS, roundsOf, scoreOfRounds, type Round, type RoundsRun } from './grade-v3.js';
import { images } from './orientation.js';
import { stream } from './stream.js';
import { tatham } from './test/corpus.js';
import { tile } from './tiler.js';

/** A run of the given rounds, decided. */
const run = (rounds: Round[]): RoundsRun => ({
  decided: true,
  over: false,
  rounds,
  hardest: Math.max(1, ...rounds.map((r) => r.kind)),
  trials: 0,
});

describe('the version 3 score', () => {
  it('grows with the chain, its kinds and its narrow rounds, and stays within 1.0–10.0', () => {
    const wide = (kind: number): Round => ({ kind, open: 50, width: 10 });
    const base = scoreOfRounds(run([wide(1)]), 100)!;
    expect(base).toBeGreaterThanOrEqual(1);
    // A longer chain, a harder round, a narrower round: each scores higher.
    expect(scoreOfRounds(run([wide(1), wide(1), wide(1)]), 100)!).toBeGreaterThan(base);
    expect(scoreOfRounds(run([wide(2)]), 100)!).toBeGreaterThan(base);
    expect(scoreOfRounds(run([{ kind: 1, open: 50, width: 2 }]), 100)!).toBeGreaterThan(base);
    // The same chain on a bigger grid is a shorter one against its side.
    const chain = Array.from({ length: 12 }, () => wide(2));
    expect(scoreOfRounds(run(chain), 400)!).toBeLessThan(scoreOfRounds(run(chain), 100)!);
    for (let kind = 2; kind <= KINDS; kind++) {
      const below = scoreOfRounds(run([wide(kind - 1)]), 100)!;
      expect(scoreOfRounds(run([wide(kind)]), 100)!).toBeGreaterThan(below);
    }
    // However long the chain, never past 10, and one decimal.
    const endless = Array.from({ length: 500 }, () => ({ kind: 5, open: 10, width: 1 }));
    expect(scoreOfRounds(run(endless), 49)).toBe(10);
    const some = scoreOfRounds(run(chain), 150)!;
    expect(Math.round(some * 10) / 10).toBe(some);
    expect(scoreOfRounds({ ...run(chain), decided: false }, 100)).toBeNull();
  });

  it('reads the same rounds from every image of a puzzle', () => {
    const puzzles = [
      ...tatham.entries.filter((_, k) => k % 8 === 0),
      ...[7, 10, 13].map((size) => generate('v3images', size, 'hard')),
    ];
    for (const p of puzzles) {
      const [first, ...rest] = images({ w: p.w, h: p.h, dots: p.dots });
      const expected = roundsOf(first!);
      for (const image of rest) {
        const found = roundsOf(image);
        expect(found.rounds.map((r) => [r.kind, r.width])).toEqual(
          expected.rounds.map((r) => [r.kind, r.width]),
        );
      }
    }
  });

  it('decides exactly the puzzles with one answer that the ladder decides, and stops at its limits', () => {
    for (let seed = 0; seed < 40; seed++) {
      const { w, h, dots } = tile(8, 8, stream(`v3 ${seed}`), 0.3);
      const found = roundsOf({ w, h, dots });
      // A puzzle with two answers is never decided.
      if (count({ w, h, dots }, 2).count !== 1) expect(found.decided).toBe(false);
      if (found.decided) {
        expect(found.hardest).toBe(Math.max(1, ...found.rounds.map((r) => r.kind)));
        // Cut below its hardest kind, it ends over, not decided.
        if (found.hardest > 1) {
          const cut = roundsOf({ w, h, dots }, { kind: found.hardest - 1 });
          expect(cut).toMatchObject({ decided: false, over: true });
        }
      }
    }
    const hard = generate('v3limits', 10, 'hard');
    const full = roundsOf(hard);
    expect(full.trials).toBeGreaterThan(0);
    expect(roundsOf(hard, { trials: full.trials - 1 })).toMatchObject({
      decided: false,
      over: true,
    });
  });
});
