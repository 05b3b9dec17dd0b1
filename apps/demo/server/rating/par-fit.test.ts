// The par fit on made-up solves whose law is known: a time that grows with the score is found to
// (its slope recovered, the score called better); a time set by the level alone is not put down
// to the score; too few solves, too few players or one player's many are no fit at all.
import { bandOf, BANDS, stream, type Difficulty } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { cellsOf, FIT_NEEDS, fitPar, type FitSolve } from './par-fit.js';

const SIZES = [7, 10, 13, 15];
const LEVELS: Difficulty[] = ['easy', 'medium', 'hard'];

/** Solves by `players` players, `each` a size and level apiece, timed by `law` with noise. */
function solvesBy(
  law: (size: number, level: Difficulty, score: number) => number,
  { players = 12, each = 4, noise = 0.15, seed = 'fit' } = {},
): FitSolve[] {
  const random = stream(seed);
  const normal = () =>
    Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const solves: FitSolve[] = [];
  for (let p = 0; p < players; p++) {
    const skill = 0.2 * normal();
    for (const size of SIZES) {
      for (const level of LEVELS) {
        const [low, high] = BANDS[level];
        for (let k = 0; k < each; k++) {
          const score = Math.round((low + (high - low) * random.next()) * 10) / 10;
          const log = law(size, level, score) + skill + noise * normal();
          solves.push({ player: `p${p}`, seconds: Math.exp(log), size, difficulty: level, score });
        }
      }
    }
  }
  return solves;
}

describe('the par fit', () => {
  it('recovers a time that grows with the score, and calls the score better', () => {
    const slope = 0.25;
    const report = fitPar(solvesBy((size, _level, score) => 2 + 0.15 * size + slope * score));
    expect(report.ready).toBe(true);
    if (!report.ready) return;
    for (const size of SIZES) expect(report.slopes[size]).toBeCloseTo(slope, 1);
    expect(report.score.r2).toBeGreaterThan(report.level.r2);
    expect(report.score.heldOutMae).toBeLessThan(report.level.heldOutMae);
    expect(report.better).toBe('score');
    expect(report.solves).toBe(12 * 4 * 3 * 4);
    expect(report.players).toBe(12);
  });

  it('does not call the score better when the level alone sets the time', () => {
    const steps = { easy: 0, medium: 0.6, hard: 1.1 };
    const report = fitPar(solvesBy((size, level) => 2 + 0.15 * size + steps[level]));
    expect(report.ready).toBe(true);
    if (!report.ready) return;
    expect(report.level.heldOutMae).toBeLessThan(report.score.heldOutMae);
    expect(report.better).toBe('level');
  });

  it('says there is no fit with too few solves, too few players, or one player’s many', () => {
    const law = (size: number, _level: Difficulty, score: number) => 2 + 0.15 * size + 0.25 * score;
    // Enough players, too few solves a band (2 × 12 = 24 < 30).
    const few = fitPar(solvesBy(law, { each: 2 }));
    expect(few.ready).toBe(false);
    expect(few.cells.every((c) => c.solves === 24 && !c.enough)).toBe(true);
    // Enough solves, too few players (5 × 8 = 40 a band, from 5 players).
    const narrow = fitPar(solvesBy(law, { players: 5, each: 8 }));
    expect(narrow.ready).toBe(false);
    expect(narrow.cells.every((c) => c.players === 5 && c.solves === 40)).toBe(true);
    // Enough of both, but one player gave a third of one band's: that band is not counted.
    const one = solvesBy(law, { players: 8, each: 4 });
    const flood = solvesBy(law, { players: 1, each: 16, seed: 'flood' })
      .filter((s) => s.size === 7 && s.difficulty === 'easy')
      .map((s) => ({ ...s, player: 'p0' })); // 4 + 16 of the band's 48
    const cells = cellsOf([...one, ...flood]);
    const sevenEasy = cells.find((c) => c.size === 7 && c.band === 'easy')!;
    expect(sevenEasy).toMatchObject({ solves: 48, players: 8, enough: false });
    expect(sevenEasy.topShare).toBeGreaterThan(FIT_NEEDS.share);
    expect(cells.filter((c) => c.enough)).toHaveLength(11);
    // No solves at all: no fit, and nothing counted.
    expect(fitPar([])).toEqual({ ready: false, cells: [], solves: 0 });
  });

  it('puts each score in its band', () => {
    expect([1.0, 3.9, 4.0, 5.9, 6.0, 10.0].map(bandOf)).toEqual([
      'easy',
      'easy',
      'medium',
      'medium',
      'hard',
      'hard',
    ]);
  });
});
