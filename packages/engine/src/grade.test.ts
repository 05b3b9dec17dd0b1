// The public grade: version 3's score by default (read in rounds), version 2's by name, and how
// it reads hand-made puzzles: the corpus checks a 1.0 release promises (janko's spread within
// each size, Tatham's Normal apart from his Unreasonable).
import { describe, expect, it } from 'vitest';
import { count } from './count.js';
import { generate } from './generate.js';
import { bandOf, grade } from './grade.js';
import { roundsOf, scoreOfRounds } from './grade-v3.js';
import { gradedImage, images } from './orientation.js';
import type { Puzzle } from './puzzle.js';
import { solve } from './solve.js';
import { stream } from './stream.js';
import { small } from './test/boards.js';
import { janko, real, tatham } from './test/corpus.js';
import { tile } from './tiler.js';

/** The p-th percentile, as the report tool reads it. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The chance that a score of `high` is above one of `low`, ties counting half (the AUC). */
function auc(low: readonly number[], high: readonly number[]): number {
  let above = 0;
  for (const u of high) for (const n of low) above += u > n ? 1 : u === n ? 0.5 : 0;
  return above / (low.length * high.length);
}

describe('grade', () => {
  it('reads a small puzzle in rounds', () => {
    const found = grade(small);
    expect(found).toMatchObject({ version: 3, hardest: 'single', depth: 0, band: 'easy' });
    const image = gradedImage(small);
    expect(found.score).toBe(scoreOfRounds(roundsOf(image), 12));
    expect(found.rounds).toBe(roundsOf(image).rounds.length);
    expect(found.narrow).toBeLessThanOrEqual(found.rounds);
  });

  it('is version 2’s score when named, and refuses a version there is none of', () => {
    expect(grade(small, 2)).toMatchObject({ version: 2, score: 1.1, hard: 1, galaxies: 2 });
    expect(() => grade(small, 4 as 3)).toThrow('No version 4 of the score: 2 and 3 are.');
  });

  it('gives no score to a puzzle with two answers', () => {
    const tiled = (k: number): Puzzle => {
      const { w, h, dots } = tile(7, 7, stream(`grade ${k}`), 0.35);
      return { w, h, dots };
    };
    const seed = Array.from({ length: 200 }, (_, k) => k).find(
      (k) => count(tiled(k), 2).count === 2,
    )!;
    const found = grade(tiled(seed));
    expect(found).toMatchObject({ score: null, hardest: 'trial', depth: null });
    expect(found.band).toBeUndefined();
  });

  it('throws on a puzzle that is not well formed, and takes dots in any order', () => {
    expect(() => grade({ w: 2, h: 2, dots: [] })).toThrow(/No dots/);
    const backwards = { ...small, dots: [...small.dots].reverse() };
    expect(grade(backwards)).toEqual(grade(small));
  });

  it('is the score generation gave, the same from every side, and remembered', () => {
    for (const [size, level] of [
      [7, 'hard'],
      ['12x8', 'easy'],
      [13, 'medium'],
    ] as const) {
      const made = generate('grade', size, level);
      expect(made.engine).toBe(3);
      const found = grade({ w: made.w, h: made.h, dots: made.dots });
      expect(found.score).toBe(made.score);
      expect(found.band).toBe(level);
      for (const image of images(made)) expect(grade(image).score).toBe(made.score);
      expect(grade(made)).toBe(grade(made));
    }
  });
});

describe('grade on the corpus', () => {
  it('scores what the solving ladder decides, and nothing else', () => {
    const puzzles = [...tatham.entries, ...real.entries.filter((entry) => !entry.holes)];
    for (const { w, h, dots } of puzzles) {
      const found = grade({ w, h, dots });
      expect(found.score !== null, JSON.stringify(dots)).toBe(solve({ w, h, dots }).solved);
      if (found.score === null) continue;
      expect(found.score).toBeGreaterThanOrEqual(1);
      expect(found.score).toBeLessThanOrEqual(10);
      expect(Math.round(found.score * 10) / 10).toBe(found.score);
      expect(found.band).toBe(bandOf(found.score));
      expect(found.depth === 0).toBe(found.hardest !== 'suppose');
    }
  });

  it("tells Tatham's Normal from his Unreasonable (AUC at least 0.95)", () => {
    const scores = (d: string) =>
      tatham.entries.filter((e) => e.params.endsWith(d)).map((e) => grade(e).score!);
    expect(auc(scores('dn'), scores('du'))).toBeGreaterThanOrEqual(0.95);
  });

  it("spreads janko's hand-made puzzles within each size (interquartile range at least 1.0)", () => {
    const sizes = new Map<string, number[]>();
    for (const e of janko.entries) {
      const key = `${e.w}x${e.h}`;
      sizes.set(key, [...(sizes.get(key) ?? []), grade(e).score!]);
    }
    let checked = 0;
    for (const [size, scores] of sizes) {
      expect(
        scores.every((s) => s !== null && s >= 1 && s <= 10),
        size,
      ).toBe(true);
      if (scores.length < 10) continue;
      checked++;
      expect(percentile(scores, 75) - percentile(scores, 25), size).toBeGreaterThanOrEqual(1);
    }
    expect(checked).toBe(5);
  });
});
