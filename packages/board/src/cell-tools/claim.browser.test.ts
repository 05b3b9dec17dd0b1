// The claim tool in real Chromium: a drag from a dot claims cells with their twins, a tap clears,
// the keyboard claims and says so, flags show, walls come from claims on command, Hint offers a
// claim, and a board solved by claims alone is solved as by walls (galaxies-solved, its answer).
import { shape } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { GalaxiesBoard } from '../board.js';
import type { ProgressDetail, SolvedDetail } from '../events.js';
import { SAMPLE_7X7 } from '../../test/fixtures.js';
import {
  drag,
  find,
  grid,
  mount,
  pickTool,
  press,
  pressHint,
  said,
  settle,
  statusOf,
} from '../../test/harness.js';

const { puzzle, answer } = SAMPLE_7X7;
const s = shape(puzzle);
const w = puzzle.w;
const centre = (cell: number): [number, number] => [(cell % w) + 0.5, Math.floor(cell / w) + 0.5];
const claims = (el: GalaxiesBoard) => el.marks?.k ?? new Array<number>(s.cells).fill(0);

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

/** Claims the whole answer with taps: each dot's cell (picking it), then its open cells. */
async function claimAll(el: GalaxiesBoard): Promise<void> {
  for (let dot = 0; dot < s.D; dot++) {
    await drag(el, [centre(s.cores[dot]![0]!)]);
    for (let cell = 0; cell < s.cells; cell++) {
      if (answer[cell] === dot && claims(el)[cell] === 0) await drag(el, [centre(cell)]);
    }
  }
  await settle(el);
}

describe('the claim tool', () => {
  it('a drag from a dot claims each cell crossed with its twin; a tap clears a pair', async () => {
    const el = await mount({ puzzle });
    await pickTool(el, 'Claim');
    // Dot 2 sits in cell 10 (row 2, column 4); cell 3 above it is its, and so its twin 17.
    await drag(el, [centre(10), centre(3)]);
    const k = claims(el);
    expect(k.flatMap((held, cell) => (held === 3 ? [cell] : []))).toEqual([3, 10, 17]);
    expect(said(el)).toBe('3 cells claimed for the dot in row 2, column 4, each with its twin.');
    await drag(el, [centre(3)]);
    expect(claims(el)[3]).toBe(0);
    expect(claims(el)[17]).toBe(0);
    expect(said(el)).toBe('Row 1, column 4 cleared, and its twin in row 3, column 4.');
    // One undo brings the pair back.
    await press(el, 'Undo');
    expect([claims(el)[3], claims(el)[17]]).toEqual([3, 3]);
  });

  it('an open cell with no dot picked asks for a dot first', async () => {
    const el = await mount({ puzzle });
    await pickTool(el, 'Claim');
    const open = answer.findIndex((_, cell) => s.coreOf[cell] === -1);
    await drag(el, [centre(open)]);
    expect(said(el)).toBe('Press a dot first, then the cells that belong to it.');
    expect(el.marks?.k).toBeUndefined();
  });

  it('claims with the keyboard and says the cell, its dot and its twin', async () => {
    const el = await mount({ puzzle });
    await pickTool(el, 'Claim');
    grid(el).focus();
    // Cursor from cell 0 to cell 10 (dot 2's): Enter picks the dot; up to cell 3, Enter claims.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowDown}{Enter}');
    await settle(el);
    expect(said(el)).toBe('Row 2, column 4 claimed for the dot in row 2, column 4.');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await settle(el);
    expect(said(el)).toBe(
      'Row 1, column 4 claimed for the dot in row 2, column 4, and its twin in row 3, column 4.',
    );
    expect(grid(el).getAttribute('aria-label')).toContain(
      'Claimed for the dot in row 2, column 4.',
    );
    await userEvent.keyboard('x');
    await settle(el);
    expect([claims(el)[3], claims(el)[17]]).toEqual([0, 0]);
  });

  it('flags a claim whose twin is off the grid, and says why', async () => {
    const el = await mount({ puzzle });
    await pickTool(el, 'Claim');
    // Dot 0 in cell 1 picked; cell 9 (row 2, column 3) turned round it is off the grid.
    await drag(el, [centre(1)]);
    await drag(el, [centre(9)]);
    await settle(el);
    expect(said(el)).toBe(
      'Row 2, column 3 claimed for the dot in row 1, column 2. Its twin would be off the grid.',
    );
    expect(find(el, '.claim-flags path')).not.toBeNull();
  });

  it('Draw walls draws the walls between claims for different dots, as one undo step', async () => {
    const el = await mount({ puzzle });
    await pickTool(el, 'Claim');
    // Cells 2 and 3, side by side, claimed for dots 0 (in cell 1) and 2 (in cell 10): the wall
    // between them is side 4, and it is the only one the claims give.
    for (const cell of [1, 2, 10, 3]) await drag(el, [centre(cell)]);
    await press(el, 'Draw walls');
    expect(el.marks!.w).toEqual([4]);
    expect(statusOf(el)).toBe('1 wall drawn between claims.');
    await press(el, 'Undo');
    expect(el.marks!.w).not.toContain(4);
    expect(claims(el)[3]).toBe(3);
  });

  it('solved by claims alone: galaxies-solved with the answer, the walls drawn', async () => {
    const el = await mount({ puzzle });
    const solved: SolvedDetail[] = [];
    const progress: ProgressDetail[] = [];
    el.addEventListener('galaxies-solved', (e) => solved.push(e.detail));
    el.addEventListener('galaxies-progress', (e) => progress.push(e.detail));
    await pickTool(el, 'Claim');
    await claimAll(el);
    expect(solved).toHaveLength(1);
    expect(solved[0]!.answer).toEqual(answer);
    expect(el.marks!.w.length).toBeGreaterThan(0);
    // Claims alone close no galaxy: the claim that solves it tells every cell settled.
    expect(progress).toEqual([{ settled: 49, cells: 49 }]);
  });

  it('Hint offers to claim a cell it says is a dot’s, and claims it with the walls', async () => {
    const el = await mount({ puzzle });
    // Walls where the next hint is that cell 11 (row 2, column 5) belongs to dot 2, by wall 22.
    const walls = [1, 11, 13, 16, 29, 30, 35, 43, 47, 48, 49, 51, 56, 58, 59, 72, 81, 83, 86];
    el.marks = { w: walls, x: [] };
    await pickTool(el, 'Claim');
    await pressHint(el);
    expect(statusOf(el)).toMatch(/Press Hint again to claim it and draw the walls\.$/);
    await pressHint(el);
    expect(claims(el)[11]).toBe(3);
    expect(claims(el)[9]).toBe(3); // its twin through the dot in cell 10
    expect(el.marks!.w).toContain(22);
    // One undo step takes back the claim and the wall together.
    await press(el, 'Undo');
    expect(el.marks!.k).toBeUndefined();
    expect(el.marks!.w).not.toContain(22);
  });
});
