import { describe, expect, it } from 'vitest';
import { check } from './check.js';
import {
  ATTEMPTS,
  CODE_RE,
  DEPTH,
  DIFFICULTIES,
  ENGINE_VERSION,
  ENGINE_VERSIONS,
  GROWTH,
  SIZES,
  SLUG,
} from './constants.js';
import { count } from './count.js';
import { generate, make, rate, type GenerateStats } from './generate.js';
import { bandOf, grade } from './grade.js';
import type { Generated } from './making.js';
import { gridOf } from './size.js';
import { ATTEMPTS_V2, makeV2 } from './make-v2.js';
import { TECHNIQUES, TIER } from './ladder.js';
import { rateV1 } from './rating-v1.js';
import { solve } from './solve.js';
import { stream } from './stream.js';
import { fromTathamId, toTathamId } from './tatham-id.js';
import { tile } from './tiler.js';
import { wellFormed } from './well-formed.js';
import { GOLDEN } from './test/golden.js';

/** The score a version reads from its puzzle: version 3's in rounds, else version 2's. */
function scoreAt(version: number, made: Generated): number | null {
  return grade(made, version === 3 ? 3 : 2).score;
}

describe('constants', () => {
  it('name the game, its sizes and difficulties', () => {
    expect([SLUG, ENGINE_VERSION, ENGINE_VERSIONS, ATTEMPTS, ATTEMPTS_V2]).toEqual([
      'galaxies',
      3,
      [1, 2, 3],
      400,
      5000,
    ]);
    expect(SIZES).toEqual({ 7: 'easy', 10: 'medium', 13: 'hard' });
    expect(DIFFICULTIES).toEqual(['easy', 'medium', 'hard']);
    expect(DEPTH).toEqual({ easy: 0, medium: 3, hard: 2 });
    expect(['a', 'z9', 'a'.repeat(32)].every((code) => CODE_RE.test(code))).toBe(true);
    expect(['', 'A', 'a-b', 'a'.repeat(33), 'é'].some((code) => CODE_RE.test(code))).toBe(false);
  });
});

describe('generate', () => {
  it.each(GOLDEN)(
    'makes the pinned $size $difficulty puzzle of "$code", version $version',
    ({ version, code, size, difficulty, id, score }) => {
      const made = generate(code, size, difficulty, {}, version);
      const { w, h } = gridOf(size)!;
      expect(made).toEqual({
        engine: version,
        slug: 'galaxies',
        code,
        size,
        difficulty,
        w,
        h,
        dots: fromTathamId(id).dots,
        score,
      });
      expect(toTathamId(made)).toBe(id);
      expect(scoreAt(version, made)).toBe(score);
    },
  );

  it.each(GOLDEN)(
    'keeps only a good puzzle: "$code" at $size $difficulty, version $version',
    ({ version, code, size, difficulty }) => {
      const made = generate(code, size, difficulty, {}, version);
      expect(wellFormed(made).ok).toBe(true);
      const solution = solve(made);
      expect(solution.solved).toBe(true);
      if (version === 1) {
        expect(solution.tier).toBe(TIER[difficulty]);
        expect(solution.steps).toBeGreaterThanOrEqual(DEPTH[difficulty]);
      } else expect(bandOf(scoreAt(version, made))).toBe(difficulty);
      expect(check(made, solution.answer!)).toBe(true);
      expect(count(made)).toEqual({ count: 1, answers: [solution.answer], gaveUp: false });
    },
  );

  it('makes the current version, at the size’s own level when none is named', () => {
    expect(generate('x', 10)).toEqual(generate('x', 10, 'medium', {}, ENGINE_VERSION));
    expect(generate('x', 7, undefined, {}, 1)).toEqual(generate('x', 7, 'easy', {}, 1));
    expect(generate('x', 15).difficulty).toBe('hard');
    // The version is part of the seed: the two versions' 7 × 7 easy puzzles of a code differ.
    expect(generate('x', 7, 'easy', {}, 1).dots).not.toEqual(generate('x', 7, 'easy').dots);
  });

  it.each([
    { why: 'a size it does not make', code: 'a', size: 8, difficulty: undefined, version: 2 },
    { why: 'a size only version 2 makes', code: 'a', size: 15, difficulty: undefined, version: 1 },
    { why: 'another size’s difficulty', code: 'a', size: 7, difficulty: 'hard', version: 1 },
    { why: 'an unknown difficulty', code: 'a', size: 7, difficulty: 'fiendish', version: 2 },
    { why: 'an unknown version', code: 'a', size: 7, difficulty: undefined, version: 4 },
    {
      why: 'a rectangle before version 3',
      code: 'a',
      size: '8x12',
      difficulty: 'easy',
      version: 2,
    },
    { why: 'a side under 5', code: 'a', size: '4x12', difficulty: 'easy', version: 3 },
    { why: 'a side over 30', code: 'a', size: 31, difficulty: 'hard', version: 3 },
    { why: 'a size that is no size', code: 'a', size: '12x', difficulty: 'easy', version: 3 },
    { why: 'an empty code', code: '', size: 7, difficulty: undefined, version: 2 },
    { why: 'a code with capitals', code: 'Abc', size: 7, difficulty: undefined, version: 2 },
    { why: 'a code too long', code: 'a'.repeat(33), size: 7, difficulty: undefined, version: 2 },
  ])('refuses $why', ({ code, size, difficulty, version }) => {
    expect(() => generate(code, size, difficulty as never, {}, version as never)).toThrow(
      /^Not a puzzle the game makes\.$/,
    );
  });

  it('makes version 3 at any w × h: a square written as n however it was asked', () => {
    const made = generate('x', '20x12', 'hard', {}, 3);
    expect(made).toMatchObject({ engine: 3, size: '20x12', w: 20, h: 12, difficulty: 'hard' });
    expect(generate('x', '9x9', 'easy', {}, 3)).toEqual(generate('x', 9, 'easy', {}, 3));
    expect(generate('x', 9, 'easy', {}, 3).size).toBe(9);
    // Its own seed: version 3's 10 × 10 is not version 2's.
    expect(generate('x', 10, 'medium', {}, 3).dots).not.toEqual(
      generate('x', 10, 'medium', {}, 2).dots,
    );
    // The current version, when none is named.
    expect(generate('x', '20x12', 'hard')).toEqual(made);
    const stats: GenerateStats = {};
    generate('x', '12x20', 'medium', stats, 3);
    expect(stats.attempts).toBeGreaterThanOrEqual(1);
    expect(stats.dots).toBeGreaterThan(10);
  });

  it('gives up with the spec’s message when no tiling is kept', () => {
    // With one attempt allowed, some code's first tiling is thrown away.
    const codes = Array.from({ length: 20 }, (_, k) => `g${k}`);
    const failing = codes.find((code) => {
      try {
        make(code, 10, 'medium', {}, 1);
        return false;
      } catch {
        return true;
      }
    })!;
    const stats: GenerateStats = {};
    expect(() => make(failing, 10, 'medium', stats, 1)).toThrow(/^No 10×10 puzzle came of g\d+\.$/);
    expect(stats.attempts).toBe(1);
    expect(stats.ratings!.medium).toBeUndefined();
  });

  it('gives up the same way at version 2', () => {
    const failing = ['g0', 'g1', 'g2', 'g3', 'g4', 'g5'].find((code) => {
      try {
        makeV2(code, 10, 'hard', {}, 1);
        return false;
      } catch {
        return true;
      }
    })!;
    expect(() => makeV2(failing, 10, 'hard', {}, 1)).toThrow(/^No 10×10 puzzle came of g\d+\.$/);
  });

  it('tells how the making went at version 2', () => {
    const stats: GenerateStats = {};
    const made = generate('a', 10, 'hard', stats, 2);
    const tried = Object.values(stats.ratings!).reduce((a, b) => a + b!, 0);
    expect(tried).toBe(stats.attempts);
    expect(stats.ratings!.hard).toBe(1);
    expect(stats.dots).toBe(made.dots.length);
    expect(stats.used!.suppose).toBeGreaterThanOrEqual(1);
    expect(stats.steps).toBe(grade(made, 2).hard);
  });

  it('tells how the making went', () => {
    const stats: GenerateStats = {};
    const made = generate('a', 10, 'medium', stats, 1);
    const tried = Object.values(stats.ratings!).reduce((a, b) => a + b!, 0);
    expect(tried).toBe(stats.attempts);
    expect(stats.ratings!.medium).toBeGreaterThanOrEqual(1);
    expect(stats.dots).toBe(made.dots.length);
    expect(stats.steps).toBeGreaterThanOrEqual(DEPTH.medium);
    const tiers = Object.keys(stats.used!).map((name) => TECHNIQUES.find(([t]) => t === name)![1]);
    expect(Math.max(...tiers)).toBe(TIER.medium);
  });
});

describe('rate', () => {
  it('refuses a crumbly tiling', () => {
    // 3 × 1, three one-cell galaxies.
    const tiling = {
      w: 3,
      h: 1,
      dots: [
        [1, 1],
        [1, 3],
        [1, 5],
      ] as const,
      answer: [0, 1, 2],
    };
    expect(rate(tiling, 'easy')).toEqual({ rating: 'crumbly', keep: false });
  });

  it('rates tilings from the same stream the same way', () => {
    const a = tile(10, 10, stream('x'));
    const b = tile(10, 10, stream('x'));
    expect(a).toEqual(b);
    expect(rate(a, 'medium')).toEqual(rate(b, 'medium'));
  });

  it("rates below the size's tier as the whole ladder does, and leaves what needs more unsolved", () => {
    const seen = { same: 0, harder: 0 };
    for (const [size, difficulty] of [
      [7, 'easy'],
      [10, 'medium'],
    ] as const) {
      const rng = stream(`cut ${size}`);
      for (let k = 0; k < 150; k++) {
        const tiling = tile(size, size, rng, GROWTH[difficulty]);
        const whole = rateV1(tiling);
        const cut = rateV1(tiling, TIER[difficulty]);
        if (whole.solved && whole.tier <= TIER[difficulty]) {
          expect(cut).toEqual(whole);
          seen.same++;
        } else {
          expect(cut.solved).toBe(false);
          expect(rate(tiling, difficulty).rating).toMatch(/^(harder|crumbly)$/);
          seen.harder++;
        }
      }
    }
    // Both kinds met, so the test compares something.
    expect(seen.same).toBeGreaterThan(50);
    expect(seen.harder).toBeGreaterThan(20);
  });
});
