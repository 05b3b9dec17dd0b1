import { describe, expect, it } from 'vitest';
import { announceMove, describeSide, hintsUsed, sideWhere } from './play.js';

describe('words', () => {
  it('names sides as a screen reader reads them', () => {
    // Cell 23 of a 7-wide grid is row 4, column 3 (counted from 1).
    expect(sideWhere(7, 2 * 23 + 1)).toBe('below row 4, column 3');
    expect(describeSide(7, 2 * 23 + 1, 'wall')).toBe('Wall below row 4, column 3.');
    expect(describeSide(7, 2 * 23, 'given')).toBe('Given wall right of row 4, column 3.');
    expect(describeSide(7, 2 * 23, 'line')).toBe('Line right of row 4, column 3.');
  });

  it('says what a move did', () => {
    expect(announceMove(7, { w: [[47, 0, 1]] })).toBe('Wall below row 4, column 3.');
    expect(announceMove(7, { w: [[47, 1, 0]] })).toBe('Wall removed below row 4, column 3.');
    expect(
      announceMove(7, {
        w: [
          [47, 0, 1],
          [49, 0, 1],
        ],
      }),
    ).toBe('2 walls drawn.');
    expect(
      announceMove(7, {
        w: [
          [47, 1, 0],
          [49, 1, 0],
        ],
      }),
    ).toBe('2 walls rubbed out.');
    expect(announceMove(7, { x: [[46, 0, 1]] })).toBe('Cross right of row 4, column 3.');
    expect(announceMove(7, { w: [[46, 1, 0]], x: [[46, 0, 1]] })).toBe(
      'Cross right of row 4, column 3.',
    );
    expect(announceMove(7, { c: [[23, 0, 2]] })).toBe('Row 4, column 3 painted sky blue.');
    expect(
      announceMove(7, {
        c: [
          [1, 2, 0],
          [2, 2, 0],
        ],
      }),
    ).toBe('Paint cleared from 2 cells.');
  });

  it('counts hints used in words', () => {
    expect(hintsUsed(1)).toBe('1 hint used');
    expect(hintsUsed(2)).toBe('2 hints used');
  });
});
