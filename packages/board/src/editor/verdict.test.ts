import { describe, expect, it } from 'vitest';
import { NO_SOLUTION, SEVERAL, UNIQUE_MEDIUM } from './edit-samples.js';
import { differingCells, judge, verdictWords } from './verdict.js';

describe('judge', () => {
  it('says why a puzzle is not well formed', () => {
    const none = judge({ w: 2, h: 1, dots: [] });
    expect(none).toEqual({ kind: 'malformed', reason: expect.stringContaining('No dots') });
    const close = judge({
      w: 2,
      h: 1,
      dots: [
        [1, 1],
        [1, 2],
      ],
    });
    expect(close.kind).toBe('malformed');
    expect(verdictWords(close).detail).toMatch(/^Dots too close/);
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
    expect(verdictWords(v).title).toBe('Several solutions');
  });

  it('grades a unique puzzle with the ladder’s tier and steps', () => {
    const v = judge({ w: 2, h: 2, dots: [[2, 2]] });
    expect(v).toMatchObject({ kind: 'unique', tier: 'easy', answer: [0, 0, 0, 0] });
    expect(verdictWords(v).title).toBe('Unique · easy');
    const medium = judge(UNIQUE_MEDIUM);
    expect(medium).toMatchObject({ kind: 'unique', tier: 'medium' });
    if (medium.kind === 'unique') expect(medium.steps).toBeGreaterThan(0);
  });

  it('gives up honestly when the search runs out of budget', () => {
    const v = judge(SEVERAL, 1);
    expect(v).toEqual({ kind: 'unknown', budget: 1 });
    expect(verdictWords(v).title).toBe('Too hard to decide');
  });
});

describe('differingCells', () => {
  it('lists the cells whose dots differ', () => {
    expect(differingCells([0, 0, 1, 1], [0, 1, 1, 0])).toEqual([1, 3]);
  });
});
