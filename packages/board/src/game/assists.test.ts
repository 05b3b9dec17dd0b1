import { answerWalls, standing } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { assistsWith, regionViews } from './assists.js';
import { statusLine } from '../words/game-said.js';
import { SAMPLE_7X7 } from '../../test/fixtures.js';
import { BOARD_WORDS } from '../words/board-words.js';

const { status, assists } = BOARD_WORDS.in('en');

const puzzle = SAMPLE_7X7.puzzle;
const all = { tints: true, lopsided: true, crowded: true };
const solution = answerWalls(puzzle, SAMPLE_7X7.answer);

describe('regionViews', () => {
  it('tints every galaxy of a solved board and flags nothing', () => {
    const st = standing(puzzle, { w: solution });
    const views = regionViews(st, all);
    expect(views.every((v) => v.tinted && v.flag === null)).toBe(true);
    expect(statusLine(views, st.closed, 11, status)).toBe('11 of 11 galaxies closed.');
  });

  it('leaves a fresh board unflagged: one region with every dot is work not begun', () => {
    const st = standing(puzzle, { w: [] });
    const views = regionViews(st, all);
    // The given walls already close the one-cell galaxy at row 7, column 1.
    expect(views.map((v) => v.flag)).toEqual([null, null]);
    expect(statusLine(views, st.closed, 11, status)).toBe('1 of 11 galaxies closed.');
  });

  it('flags the last open region when it holds several dots late in the game', () => {
    // The answer less the walls between galaxies 7 and 10: one region with two dots.
    const st = standing(puzzle, { w: solution });
    const twoDots = st.regions.filter((r) => r.dots[0] === 7 || r.dots[0] === 10);
    const merged = new Set(twoDots.flatMap((r) => r.cells));
    const w = solution.filter((s) => {
      const cell = s >> 1;
      const other = s % 2 === 0 ? cell + 1 : cell + 7;
      return !(merged.has(cell) && merged.has(other));
    });
    const late = standing(puzzle, { w });
    const views = regionViews(late, all);
    const crowded = views.filter((v) => v.flag === 'crowded');
    expect(crowded).toHaveLength(1);
    expect(statusLine(views, late.closed, 11, status)).toMatch(
      /^The last open region holds 2 dots/,
    );
    expect(regionViews(late, { ...all, crowded: false }).some((v) => v.flag)).toBe(false);
  });

  it('flags a lopsided region at once, and only while its switch is on', () => {
    // Wall off cells 0 and 1: dot 0 sits in cell 1, so cell 0 has no twin in the region.
    const st = standing(puzzle, { w: [1, 2, 3] });
    const views = regionViews(st, all);
    expect(views.filter((v) => v.flag === 'lopsided').map((v) => v.cells)).toEqual([[0, 1]]);
    expect(statusLine(views, st.closed, 11, status)).toBe(
      'A region with one dot is not symmetric about it.',
    );
    expect(
      regionViews(st, { tints: true, lopsided: false, crowded: false }).some((v) => v.flag),
    ).toBe(false);
  });
});

describe('assistsWith', () => {
  it('turns on only the helpers named, all when none are', () => {
    expect(assistsWith('', assists).every((a) => a.default !== false)).toBe(true);
    expect(assistsWith('tints', assists).map((a) => a.default)).toEqual([true, false, false]);
  });
});
