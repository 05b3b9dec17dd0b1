import { grade } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { judge } from '../../editor/verdict.js';
import { NO_SOLUTION, SEVERAL, UNIQUE_MEDIUM } from '../../editor/edit-samples.js';
import { verdictWords } from './verdicts.js';

/** Words no sentence a player reads may hold: counts from 0, and the solver's own terms. */
const ENGINE_WORDS = /\bcell 0\b|\brow 0\b|\bcolumn 0\b|ladder|tier|technique|\bdot \d/i;

const said = (puzzle: Parameters<typeof judge>[0]) => verdictWords(judge(puzzle), puzzle);

describe('the editor’s verdict in words', () => {
  it('says what is missing or at fault, naming dots and cells by place', () => {
    expect(said({ w: 2, h: 1, dots: [] })).toEqual({
      title: 'Not a puzzle yet',
      detail: 'It needs at least one dot: tap a cell’s centre, side or corner.',
    });
    const close = {
      w: 2,
      h: 1,
      dots: [
        [1, 1],
        [1, 2],
      ] as [number, number][],
    };
    expect(said(close).detail).toBe(
      'Two dots are too close: the dot in row 1, column 1 and the dot on the line between columns 1 and 2 in row 1 both touch the cell in row 1, column 1. Move one of them.',
    );
  });

  it('grades a unique puzzle as a player would, with its level and score, and what a player does', () => {
    const medium = said(UNIQUE_MEDIUM);
    expect(medium.title).toBe(`One answer · medium · ${grade(UNIQUE_MEDIUM).score!.toFixed(1)}`);
    expect(medium.detail).toMatch(/^You also need to see which cells can reach which dot\./);
    expect(medium.detail).toMatch(
      /It takes \d+ steps? of that kind\. Found by: turn a cell round a dot/,
    );
    expect(said({ w: 2, h: 2, dots: [[2, 2]] })).toEqual({
      title: 'One answer · easy · 1.0',
      detail: 'The dots alone decide it.',
    });
  });

  it('speaks no solver terms in any verdict', () => {
    const verdicts = [
      said({ w: 2, h: 1, dots: [] }),
      said(NO_SOLUTION),
      said(SEVERAL),
      said(UNIQUE_MEDIUM),
      verdictWords(judge(SEVERAL, 1), SEVERAL),
      verdictWords(
        { kind: 'unique', score: null, tier: 'search', steps: 0, used: { mirror: 2 }, answer: [] },
        SEVERAL,
      ),
    ];
    expect(verdicts.map((v) => v.title)).toEqual([
      'Not a puzzle yet',
      'No answer',
      'Several answers',
      `One answer · medium · ${grade(UNIQUE_MEDIUM).score!.toFixed(1)}`,
      'Too hard to decide',
      'One answer · very hard',
    ]);
    for (const v of verdicts) expect(`${v.title} ${v.detail}`).not.toMatch(ENGINE_WORDS);
  });
});
