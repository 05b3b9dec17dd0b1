import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Candidates } from './candidates.js';
import { check } from './check.js';
import { count } from './count.js';
import { climb, LADDER, TIER, type Ladder } from './ladder.js';
import type { Puzzle } from './puzzle.js';
import { shape } from './shape.js';
import { solve, startingCandidates } from './solve.js';
import { stream } from './stream.js';
import { tile } from './tiler.js';
import { small, smallAnswer, threeDotBoards } from './test/boards.js';
import { flat, real, tatham } from './test/corpus.js';

/** Whether every candidate set is symmetric about its dot: d at i exactly when d at i's twin. */
function symmetric(c: Candidates): boolean {
  const { cells, D, mirror } = c.s;
  for (let i = 0; i < cells; i++) {
    for (const d of c.list(i)) {
      const twin = mirror[i * D + d]!;
      if (twin === -1 || !c.has(twin, d)) return false;
    }
  }
  return true;
}

/** Random boards with at least one answer: tilings, with some dots dropped to leave them open. */
const arbBoard = fc
  .record({
    w: fc.integer({ min: 2, max: 7 }),
    h: fc.integer({ min: 2, max: 7 }),
    seed: fc.string({ maxLength: 8 }),
    drop: fc.array(fc.nat(), { maxLength: 2 }),
  })
  .map(({ w, h, seed, drop }): Puzzle => {
    const { dots } = tile(w, h, stream(seed));
    const kept = dots.filter((_, d) => !drop.some((k) => k % (dots.length + 3) === d));
    return { w, h, dots: kept.length > 0 ? kept : dots };
  });

describe('solve', () => {
  it('solves a small puzzle at the easy tier', () => {
    expect(solve(small)).toMatchObject({
      solved: true,
      broken: false,
      tier: TIER.easy,
      answer: smallAnswer,
    });
  });

  it('keeps every candidate of every answer, and candidate sets symmetric, at every tier', () => {
    fc.assert(
      fc.property(arbBoard, (puzzle) => {
        const found = count(puzzle, 8);
        for (const maxTier of [TIER.easy, TIER.medium, TIER.hard]) {
          const c = startingCandidates(shape(puzzle));
          climb(c, maxTier);
          if (!c.broken) expect(symmetric(c)).toBe(true); // a broken board stops at once
          for (const answer of found.answers)
            answer.forEach((d, i) => expect(c.has(i, d)).toBe(true));
          if (c.decided() && !c.broken) {
            // A board the ladder decides has exactly one answer.
            expect(found.count).toBe(1);
            expect(found.answers[0]).toEqual(c.answer());
          }
        }
        if (!found.gaveUp && found.count === 0) expect(solve(puzzle).solved).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('never finishes a board with two answers: every three-dot board up to 4 × 4', () => {
    let ambiguous = 0;
    for (const puzzle of threeDotBoards([
      [3, 3],
      [4, 3],
      [3, 4],
      [4, 4],
    ])) {
      if (count(puzzle, 2).count < 2) continue;
      ambiguous++;
      expect(solve(puzzle).solved).toBe(false);
    }
    expect(ambiguous).toBeGreaterThan(10);
  });

  it('keeps a trail of deductions a hint can cite', () => {
    const { trail } = solve(small);
    expect(trail.length).toBeGreaterThan(0);
    for (const { technique, cells, dot } of trail) {
      expect(['mirror', 'single', 'wall', 'reach', 'bridge', 'suppose']).toContain(technique);
      expect(cells.length).toBeGreaterThan(0);
      expect(dot).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('solve on the 19 × 22 with 101 dots', () => {
  // How fast is the bench's to say (about 30 ms, README); a timed assertion would only be flaky.
  it('decides it, so proves it unique', () => {
    const big = real.entries.find((e) => e.dots.length === 101)!;
    expect(solve(big)).toMatchObject({ solved: true, answer: big.answer });
  });
});

describe('solve on the corpus', () => {
  const cases = [
    ...tatham.entries.map((e) => ({
      name: e.id.slice(0, 24),
      puzzle: { w: e.w, h: e.h, dots: e.dots },
      answer: flat(e.answer),
    })),
    ...real.entries
      .filter((e) => !e.holes)
      .map((e) => ({
        name: `${e.w}x${e.h} ${e.dots.length} dots`,
        puzzle: { w: e.w, h: e.h, dots: e.dots },
        answer: e.answer ?? null,
      })),
  ];

  it.each(cases)(
    'finds the listed answer of $name, the counter as fallback',
    ({ puzzle, answer }) => {
      const c = startingCandidates(shape(puzzle));
      climb(c, TIER.hard);
      answer?.forEach((d, i) => expect(c.has(i, d)).toBe(true)); // no true candidate lost
      if (!c.broken) expect(symmetric(c)).toBe(true);
      const ladder = solve(puzzle);
      if (ladder.solved) {
        expect(ladder.answer).toEqual(answer);
        expect(check(puzzle, ladder.answer!)).toBe(true);
        return;
      }
      const found = count(puzzle);
      expect(found.gaveUp).toBe(false);
      if (answer === null) expect(found.count).toBe(0);
      else expect(found.answers).toEqual([answer]);
    },
    30_000, // the counter proves the 15 × 15 has no answer in 1–2 s, more on a busy machine
  );
});

/**
 * Supposition as plainly as it can be written, for comparison: from cell 0, every candidate of
 * every undecided cell, a fresh copy of the board each time, `lower` run by the ladder's climb.
 */
function plainSuppose(c: Candidates, lower: Ladder): boolean {
  for (let i = 0; i < c.s.cells; i++) {
    if (c.only(i) !== -1) continue;
    for (const d of c.list(i)) {
      const trial = c.scratch();
      trial.pin(i, d);
      climb(trial, TIER.medium, undefined, undefined, lower);
      if (trial.broken) return c.drop(i, d);
    }
  }
  return false;
}

describe('the solving ladder’s supposition', () => {
  // It goes on from its last find, supposes each pair of twins once, on one trial board, with
  // reach and bridge walked as one: none of that may change what it decides.
  const lower = LADDER.filter(([, tier]) => tier < TIER.hard);
  const plain: Ladder = [...lower, ['suppose', TIER.hard, (c) => plainSuppose(c, lower)]];
  const puzzles: Puzzle[] = [
    ...[...tatham.entries, ...real.entries.filter((e) => !e.holes)].map(({ w, h, dots }) => ({
      w,
      h,
      dots,
    })),
    ...[7, 10, 13].flatMap((size) =>
      Array.from({ length: 20 }, (_, k) => tile(size, size, stream(`resume${size}|${k}`), 0.3)),
    ),
  ];
  const run = (puzzle: Puzzle, ladder: Ladder, skip?: ReadonlySet<string>) => {
    const c = startingCandidates(shape(puzzle), null, false);
    return { c, used: climb(c, TIER.hard, skip, undefined, ladder).used };
  };

  it('ends every corpus puzzle and 60 raw tilings with the candidates plain supposition leaves', () => {
    let supposed = 0;
    for (const puzzle of puzzles) {
      const solving = run(puzzle, LADDER);
      const plainly = run(puzzle, plain);
      expect(solving.c.broken).toBe(plainly.c.broken);
      expect([...solving.c.bits]).toEqual([...plainly.c.bits]);
      if (solving.used['suppose']) supposed++;
    }
    expect(supposed).toBeGreaterThan(50); // puzzles where supposition did some of the work
  });

  it('leaves a technique out of suppositions too', () => {
    // Without reach and bridge anywhere, the trials run mirror, single and wall alone.
    const skip = new Set(['reach', 'bridge']);
    const easy = lower.filter(([name]) => !skip.has(name));
    const plainEasy: Ladder = [...easy, ['suppose', TIER.hard, (c) => plainSuppose(c, easy)]];
    let differ = 0;
    for (const puzzle of puzzles.slice(0, 60)) {
      const solving = run(puzzle, LADDER, skip);
      const plainly = run(puzzle, plainEasy);
      expect([...solving.c.bits]).toEqual([...plainly.c.bits]);
      if (solving.c.decided() !== run(puzzle, LADDER).c.decided()) differ++;
    }
    expect(differ).toBeGreaterThan(0); // leaving them out weakens it: the comparison bites
  });
});

describe('the ablation bounds', () => {
  const hard = tatham.entries
    .map(({ w, h, dots }) => ({ w, h, dots }))
    .find((puzzle) => (solve(puzzle).used['suppose'] ?? 0) > 0)!;

  it('tries no more suppositions than it is given', () => {
    expect(solve(hard).solved).toBe(true);
    const none = solve(hard, TIER.hard, [], 0);
    expect(none.used['suppose']).toBeUndefined();
    expect(none.solved).toBe(false);
  });
});
