import { check } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_12X8 } from '../../test/fixtures.js';
import { exportedSvg } from './board-export.js';
import { puzzleSvg } from './puzzle-svg.js';

const wide = SAMPLE_12X8.puzzle;

describe('the board’s exports', () => {
  it('draws the blank puzzle unless asked for the solution', () => {
    expect(exportedSvg(wide)).toBe(puzzleSvg(wide));
    expect(exportedSvg(wide, { cellSize: 25 })).toBe(puzzleSvg(wide, { cellSize: 25 }));
  });

  it('works the solution out, since the board keeps none', () => {
    const svg = exportedSvg(wide, { solution: true, tints: true });
    expect(svg).toBe(puzzleSvg(wide, { answer: SAMPLE_12X8.answer, tints: true }));
    expect(check(wide, SAMPLE_12X8.answer)).toBe(true);
  });

  it('says why when there is nothing to draw', () => {
    expect(() => exportedSvg(null)).toThrow('There is no puzzle to export.');
    // One dot in the left cell of two: the right cell turns off the grid, so no answer.
    const none = { w: 2, h: 1, dots: [[1, 1] as [number, number]] };
    expect(() => exportedSvg(none, { solution: true })).toThrow('This puzzle has no answer');
  });
});
