import { generate, hint, solve } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { hintsOf } from '../../../test/hints-of.js';
import { SAMPLE_13X13 } from '../../../test/fixtures.js';
import { hintLook, hintWhy } from './hints.js';
import { cellIn, dotAt } from './places.js';

/** Words no sentence a player reads may hold: counts from 0, and the solver's own terms. */
const ENGINE_WORDS = /\bcell 0\b|\brow 0\b|\bcolumn 0\b|ladder|tier|technique/i;
const NAMES_A_CELL = /row [1-9]\d*, column [1-9]\d*/;

describe('the words of Hint', () => {
  it('name cells and dots by where they are, from 1', () => {
    expect(cellIn(7, 0)).toBe('the cell in row 1, column 1');
    expect(dotAt([5, 7])).toBe('the dot in row 3, column 4');
    expect(dotAt([4, 9])).toBe('the dot on the line between rows 2 and 3 in column 5');
    expect(dotAt([5, 8])).toBe('the dot on the line between columns 4 and 5 in row 3');
    expect(dotAt([4, 8])).toBe('the dot where rows 2 and 3 meet columns 4 and 5');
  });

  it('name a cell from 1 in every sentence, with no solver terms, over whole games', () => {
    const puzzles = [generate('words', 7), generate('words', 10), SAMPLE_13X13.puzzle];
    let said = 0;
    const codes = new Set<string>();
    for (const puzzle of puzzles) {
      expect(solve(puzzle).solved).toBe(true);
      for (const h of hintsOf(puzzle)) {
        codes.add(h.reason.code);
        for (const text of [
          hintLook(puzzle.w, puzzle.dots, h),
          hintWhy(puzzle.w, puzzle.dots, h),
        ]) {
          expect(text).toMatch(NAMES_A_CELL);
          expect(text).not.toMatch(ENGINE_WORDS);
          said++;
        }
      }
    }
    expect(said).toBeGreaterThan(100);
    // The games meet most kinds of reason, so most sentences are tried.
    expect(codes.size).toBeGreaterThanOrEqual(4);
  });

  it('call out a wrong wall, then say why it goes', () => {
    const puzzle = SAMPLE_13X13.puzzle;
    const mistake = hint(puzzle, { w: [3] }); // under cell 1: cells 1 and 14 share a galaxy
    if (mistake.kind !== 'mistake') throw new Error('expected a mistake');
    expect(hintLook(13, puzzle.dots, mistake)).toBe(
      'Look again at your wall between the cell in row 1, column 2 and the cell in row 2, column 2. Press Hint again to see why.',
    );
    expect(hintWhy(13, puzzle.dots, mistake)).toMatch(/^That wall cut through a galaxy: /);
  });
});
