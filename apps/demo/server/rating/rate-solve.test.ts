import { newPlayer } from '@galaxies/ratings';
import { describe, expect, it } from 'vitest';
import { RATED_ENDLESS_PER_DAY } from '../../shared/policy.js';
import { rateSolve } from './rate-solve.js';
import type { Accepted } from '../play/referee.js';

const TODAY = '2026-11-30';
const solve = (over: Partial<Accepted> = {}): Accepted => ({
  size: 7,
  difficulty: 'easy',
  code: 'abc12345',
  engine: 2,
  score: 1.5,
  mode: 'endless',
  day: TODAY,
  seconds: 95,
  hints: 0,
  ...over,
});

describe('rateSolve', () => {
  it('rates an endless solve against par: faster than par gains', () => {
    const decision = rateSolve(solve(), newPlayer(), 0, TODAY);
    expect(decision.rated).toBe(true);
    if (decision.rated) expect(decision.change).toBeGreaterThan(0);
  });

  it('rates against the par of the puzzle’s size and level', () => {
    // 250 s: over a 7×7 easy's par (3:00), under a 7×7 hard's (4:30).
    const easy = rateSolve(solve({ seconds: 250 }), newPlayer(), 0, TODAY);
    const hard = rateSolve(solve({ seconds: 250, difficulty: 'hard' }), newPlayer(), 0, TODAY);
    expect(easy.rated && hard.rated).toBe(true);
    if (easy.rated && hard.rated) {
      expect(easy.change).toBeLessThan(0);
      expect(hard.change).toBeGreaterThan(0);
    }
  });

  it('keeps today’s daily for its field and a hinted solve unrated', () => {
    expect(rateSolve(solve({ mode: 'daily' }), newPlayer(), 0, TODAY)).toEqual({
      rated: false,
      why: 'daily',
    });
    expect(rateSolve(solve({ hints: 1 }), newPlayer(), 0, TODAY)).toEqual({
      rated: false,
      why: 'hints',
    });
  });

  it('rates the first 20 endless solves of a day, and no more', () => {
    expect(rateSolve(solve(), newPlayer(), RATED_ENDLESS_PER_DAY - 1, TODAY).rated).toBe(true);
    expect(rateSolve(solve(), newPlayer(), RATED_ENDLESS_PER_DAY, TODAY)).toEqual({
      rated: false,
      why: 'cap',
    });
    // The archive is not endless: no cap.
    const archive = solve({ mode: 'archive', day: '2026-11-29' });
    expect(rateSolve(archive, newPlayer(), 99, TODAY).rated).toBe(true);
  });
});
