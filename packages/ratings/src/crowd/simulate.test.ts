import { describe, expect, it } from 'vitest';
import { SMALL, simulateCrowd } from './simulate.js';

// The small version of `pnpm run crowd`: 80 puzzles, 400 solvers, 10 to 80 first attempts each.
// Seed 7 measures ρ 0.990 seeded flat and 0.990 from the score; over seeds 1 to 20, 0.986 to
// 0.994 flat and 0.984 to 0.993 from the score. The bounds leave room for a change to the
// rating that costs a little, not a lot.
describe('the crowd simulation, small and seeded', () => {
  const flat = simulateCrowd({ ...SMALL, seeding: 'flat' });
  const fromScore = simulateCrowd({ ...SMALL, seeding: 'score' });

  it("ranks puzzles seeded flat by their scores from the crowd's games alone (ρ ≥ 0.95)", () => {
    expect(flat.puzzleSpearman).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps puzzles seeded from the score in order (ρ ≥ 0.95)', () => {
    expect(fromScore.puzzleSpearman).toBeGreaterThanOrEqual(0.95);
  });

  it('starts flat with nothing to rank, and the crowd ranks them as the games come', () => {
    const [first, ...rest] = flat.progress;
    expect(first!.movesPerPuzzle).toBeLessThan(1);
    expect(rest.at(-1)!.spearman).toBe(flat.puzzleSpearman);
    expect(rest.at(-1)!.attemptsPerPuzzle).toBe(flat.games / SMALL.puzzles);
  });

  it('settles most puzzles (RD under 110), each after some tens of games that moved it', () => {
    expect(flat.provisional).toBeLessThanOrEqual(SMALL.puzzles / 10);
    expect(flat.movesToSettle.median).toBeGreaterThan(10);
    expect(flat.movesToSettle.median).toBeLessThan(60);
  });

  it('moves puzzles only for settled solvers: fewer games moved them than were played', () => {
    expect(flat.moved).toBeGreaterThan(0);
    expect(flat.moved).toBeLessThan(flat.games);
  });

  it('ranks the solvers by skill too (ρ ≥ 0.85)', () => {
    expect(flat.solverSpearman).toBeGreaterThanOrEqual(0.85);
  });

  it('is deterministic: the same options give the same result', () => {
    expect(simulateCrowd({ ...SMALL, seeding: 'flat' })).toEqual(flat);
  });

  it('draws the same puzzles, solvers and times whatever the seeding', () => {
    expect(fromScore.games).toBe(flat.games);
    expect(fromScore.days).toBe(flat.days);
  });
});
