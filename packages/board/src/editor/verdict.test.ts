import { grade } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { NO_SOLUTION, SEVERAL, UNIQUE_MEDIUM } from './edit-samples.js';
import { differingCells, judge } from './verdict.js';

describe('judge', () => {
  it('says why a puzzle is not well formed', () => {
    const none = judge({ w: 2, h: 1, dots: [] });
    expect(none).toEqual({
      kind: 'malformed',
      reason: expect.stringContaining('No dots'),
      fault: { code: 'no-dots' },
    });
    const close = judge({
      w: 2,
      h: 1,
      dots: [
        [1, 1],
        [1, 2],
      ],
    });
    expect(close).toMatchObject({ kind: 'malformed', fault: { code: 'too-close', cell: 0 } });
  });

  it('finds no solution', () => {
    expect(judge({ w: 2, h: 1, dots: [[1, 1]] })).toEqual({ kind: 'none' });
    expect(judge(NO_SOLUTION)).toEqual({ kind: 'none' });
  });

  it('finds two answers that differ, and where', () => {
    const v = judge(SEVERAL);
    expect(v.kind).toBe('several');
    if (v.kind !== 'several') return;
    expect(v.differ).toEqual(differingCells(v.answers[0], v.answers[1]));
    expect(v.differ).toHaveLength(4);
  });

  it('grades a unique puzzle with the engine’s score and level, and the ladder’s tier and steps', () => {
    const v = judge({ w: 2, h: 2, dots: [[2, 2]] });
    expect(v).toMatchObject({ kind: 'unique', score: 1, level: 'easy', tier: 'easy' });
    expect(v).toMatchObject({ answer: [0, 0, 0, 0] });
    const medium = judge(UNIQUE_MEDIUM);
    const { score, band } = grade(UNIQUE_MEDIUM);
    expect(medium).toMatchObject({ kind: 'unique', score, level: band, tier: 'medium' });
    if (medium.kind === 'unique') expect(medium.steps).toBeGreaterThan(0);
  });

  it('gives up honestly when the search runs out of budget', () => {
    const v = judge(SEVERAL, 1);
    expect(v).toEqual({ kind: 'unknown', budget: 1 });
  });
});

describe('differingCells', () => {
  it('lists the cells whose dots differ', () => {
    expect(differingCells([0, 0, 1, 1], [0, 1, 1, 0])).toEqual([1, 3]);
  });
});
