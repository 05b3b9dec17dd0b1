// The pool makes big puzzles off the main thread: the very puzzle and score the engine makes
// inline, the main thread free meanwhile, one making shared by every ask for the same puzzle.
import { generate } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { makeInPool } from './maker-pool.js';
import { keptPuzzle, prepare, puzzlesMade } from './puzzles.js';

describe('the maker pool', () => {
  it('makes the puzzle and score the engine makes inline', async () => {
    for (const ref of [
      { size: 20, difficulty: 'hard', code: 'pool1', engine: 3 },
      { size: '24x14', difficulty: 'medium', code: 'pool2', engine: 3 },
      { size: 15, difficulty: 'easy', code: 'pool3', engine: 2 },
    ] as const) {
      const inline = generate(ref.code, ref.size, ref.difficulty, {}, ref.engine);
      await expect(makeInPool(ref)).resolves.toEqual({
        w: inline.w,
        h: inline.h,
        dots: inline.dots,
        score: inline.score,
      });
    }
  });

  it('leaves the main thread free while it makes', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await makeInPool({ size: 30, difficulty: 'hard', code: 'poolfree', engine: 3 });
    clearInterval(timer);
    // Made inline, the making would hold every timer until it was done: no tick at all.
    expect(ticks).toBeGreaterThan(5);
  });

  it('says why a puzzle cannot be made, and goes on making', async () => {
    await expect(
      makeInPool({ size: 20, difficulty: 'extreme', code: 'nope', engine: 3 }),
    ).rejects.toThrow();
    await expect(
      makeInPool({ size: 20, difficulty: 'easy', code: 'after', engine: 3 }),
    ).resolves.toMatchObject({ w: 20, h: 20 });
  });

  it('is what the server prepares big puzzles with, once for many asks', async () => {
    const ref = { size: '25x20', difficulty: 'hard', code: 'shared', engine: 3 } as const;
    const before = puzzlesMade();
    await Promise.all([prepare(ref), prepare(ref), prepare(ref)]);
    expect(puzzlesMade()).toBe(before + 1);
    const inline = generate(ref.code, ref.size, ref.difficulty, {}, ref.engine);
    expect(keptPuzzle(ref)).toEqual({ w: 25, h: 20, dots: inline.dots, score: inline.score });
    await expect(prepare({ ...ref, difficulty: 'extreme' })).rejects.toThrow(/Not a puzzle/);
  });
});
