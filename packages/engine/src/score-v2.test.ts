import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from './constants.js';
import { count } from './count.js';
import { generate } from './generate.js';
import { BANDS, bandOf } from './bands.js';
import { grade as gradeAny } from './grade.js';
import { RANKS } from './grade-v2.js';
import { hint } from './hint.js';
import { RANKS_OF } from './make-v2.js';
import { gradeOf, scoreOf } from './score-v2.js';
import { images } from './orientation.js';
import type { Puzzle } from './puzzle.js';
import { solve } from './solve.js';
import { stream } from './stream.js';
import { tile } from './tiler.js';
import { small } from './test/boards.js';
import { real, tatham } from './test/corpus.js';

/** Version 2's grade, as `grade(puzzle, 2)` gives it for scores stored under version 2. */
const grade = (puzzle: Puzzle) => gradeAny(puzzle, 2);

/** A tiling's puzzle from a seed: dots only, as a player would be given it. */
function tiled(size: number, seed: number): Puzzle {
  const { w, h, dots } = tile(size, size, stream(`grade ${seed}`), 0.35);
  return { w, h, dots };
}

describe('the scale', () => {
  it('gives each rank a stretch of its own, in order, filled from its start', () => {
    let last = 0;
    for (let rank = 1; rank <= RANKS; rank++) {
      const first = scoreOf(rank, 1, 1);
      expect(first).toBeGreaterThan(last);
      // More hard steps or more galaxies never lower a score, and never leave the stretch.
      let previous = first;
      for (const [hard, galaxies] of [
        [2, 1],
        [2, 3],
        [5, 3],
        [20, 12],
        [400, 90],
      ] as const) {
        const score = scoreOf(rank, hard, galaxies);
        expect(score).toBeGreaterThanOrEqual(previous);
        previous = score;
      }
      expect(previous).toBeLessThan(rank === RANKS ? 10.01 : scoreOf(rank + 1, 1, 1));
      expect(scoreOf(rank, 10_000, 10_000)).toBe(rank === RANKS ? 10 : previous);
      last = previous;
    }
    expect(scoreOf(1, 1, 1)).toBe(1);
  });

  it('has bands that hold exactly the ranks generation reads them by', () => {
    for (const difficulty of DIFFICULTIES) {
      const [least, most] = RANKS_OF[difficulty];
      const [low, high] = BANDS[difficulty];
      for (let rank = 1; rank <= RANKS; rank++) {
        const ends = [scoreOf(rank, 1, 1), scoreOf(rank, 10_000, 10_000)];
        const inside = rank >= least && rank <= most;
        for (const score of ends) {
          expect(score >= low && score <= high, `${difficulty} rank ${rank}`).toBe(inside);
          if (inside) expect(bandOf(score)).toBe(difficulty);
        }
      }
    }
    expect(bandOf(null)).toBeUndefined();
  });
});

describe('version 2’s grade', () => {
  it('reads a small puzzle', () => {
    // One mirror pass decides it, taking the bottom row from the two corner dots' galaxies:
    // one hard step and two galaxies, 1 + (0 + 1) / (1 + 15) of the first stretch.
    expect(grade(small)).toEqual({
      version: 2,
      score: 1.1,
      band: 'easy',
      hardest: 'mirror',
      depth: 0,
      hard: 1,
      galaxies: 2,
      steps: { mirror: 1, single: 0, reach: 0, bridge: 0, suppose: [0, 0] },
    });
  });

  it('gives no score to a puzzle with two answers', () => {
    const seeds = Array.from({ length: 200 }, (_, k) => k);
    const seed = seeds.find((k) => count(tiled(7, k), 2).count === 2)!;
    expect(grade(tiled(7, seed))).toMatchObject({ score: null, hardest: 'trial', depth: null });
    expect(grade(tiled(7, seed)).band).toBeUndefined();
  });

  it('throws on a puzzle that is not well formed, and takes dots in any order', () => {
    expect(() => grade({ w: 2, h: 2, dots: [] })).toThrow(/No dots/);
    expect(() =>
      grade({
        w: 3,
        h: 3,
        dots: [
          [1, 3],
          [1, 1],
          [1, 2],
        ],
      }),
    ).toThrow(/too close/);
    const backwards = { ...small, dots: [...small.dots].reverse() };
    expect(grade(backwards)).toEqual(grade(small));
  });

  it('is the score generation gave, and the same when asked again', () => {
    for (const [size, difficulty] of [
      [7, 'hard'],
      [10, 'easy'],
      [13, 'medium'],
    ] as const) {
      const made = generate('grade', size, difficulty, {}, 2);
      const found = grade({ w: made.w, h: made.h, dots: made.dots });
      expect(found.score).toBe(made.score);
      expect(found.band).toBe(difficulty);
      expect(grade(made)).toBe(grade(made)); // remembered per puzzle object
    }
  });

  it('never reads a player’s marks', () => {
    const puzzle = generate('marks', 10, 'hard', {}, 2);
    const before = grade({ w: puzzle.w, h: puzzle.h, dots: puzzle.dots });
    // Hints and solving with marks share the shape and the scratch boards grading reads.
    const answer = solve(puzzle).answer!;
    hint(puzzle, { w: [2, 3, 40] });
    const marked = { ...puzzle, save: { w: [1, 2, 3], x: [4], c: [1, 2] } } as Puzzle;
    expect(grade(marked)).toEqual(before);
    expect(grade({ w: puzzle.w, h: puzzle.h, dots: puzzle.dots })).toEqual(before);
    expect(answer.length).toBe(100);
  });
});

describe('version 2’s grade, turned, flipped and reordered', () => {
  it('is the same for every image of a puzzle and every order of its dots (7 × 7 tilings)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(7), fc.nat(), (seed, k, order) => {
        const puzzle = tiled(7, seed);
        const image = images(puzzle)[k]!;
        const shuffled = { ...image, dots: stream(`order ${order}`).shuffle(image.dots) };
        expect(grade(shuffled)).toEqual(grade(puzzle));
      }),
      { numRuns: 60 },
    );
  });

  it('needs the same hardest technique from every side, read as it is (13 × 13 hard)', () => {
    // The chosen image fixes the counts; the rank (the band) needs none: every image, graded
    // as it comes, needs the same hardest technique at the same depth.
    for (const code of ['s0', 's1', 's2', 's3']) {
      const puzzle = generate(code, 13, 'hard', {}, 2);
      const each = images(puzzle).map((image) => gradeOf(image)!);
      for (const found of each) {
        expect([found.hardest, found.depth, found.band]).toEqual([
          'suppose',
          each[0]!.depth,
          'hard',
        ]);
      }
    }
  });
});

describe('version 2’s grade on the corpus', () => {
  const puzzles = [...tatham.entries, ...real.entries.filter((entry) => !entry.holes)];

  it('scores what the solving ladder decides, and nothing else', () => {
    for (const { w, h, dots } of puzzles) {
      const puzzle = { w, h, dots };
      const found = grade(puzzle);
      expect(found.score !== null, JSON.stringify(dots)).toBe(solve(puzzle).solved);
      if (found.score === null) continue;
      expect(Number.isInteger(Math.round(found.score * 10))).toBe(true);
      expect(found.score).toBeGreaterThanOrEqual(1);
      expect(found.score).toBeLessThanOrEqual(10);
      expect(found.band).toBe(bandOf(found.score));
      expect(found.depth === 0).toBe(found.hardest !== 'suppose');
      expect(found.hard).toBeGreaterThanOrEqual(1);
    }
  });

  it('tells Tatham’s Normal puzzles from his Unreasonable ones', () => {
    // Unreasonable: his solver must guess. Every Unreasonable puzzle needs a bridge or a
    // supposition, and the chance that one scores above a Normal one (the AUC, ties counting
    // half) is over 0.9 (tools/grades.mjs prints it).
    const scores = (d: string) =>
      tatham.entries.filter((e) => e.params.endsWith(d)).map((e) => grade(e).score!);
    const normal = scores('dn');
    const unreasonable = scores('du');
    let above = 0;
    for (const u of unreasonable) for (const n of normal) above += u > n ? 1 : u === n ? 0.5 : 0;
    expect(above / (normal.length * unreasonable.length)).toBeGreaterThan(0.9);
    expect(Math.min(...unreasonable)).toBeGreaterThanOrEqual(BANDS.medium[0]);
  });
});
