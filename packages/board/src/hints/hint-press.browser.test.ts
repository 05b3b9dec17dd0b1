// Hint in real Chromium, a level at a time: where to look first (cells and dots glow, a
// question), then the walls drawn as one undoable move and why; a wrong wall is shown, then
// rubbed out. Every press counts, is kept through a reload, shared and sent with the solve.
import { answerWalls, shape, Side } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../../test/fixtures.js';
import {
  drag,
  find,
  findAll,
  frameOf,
  mount,
  pressHint,
  settle,
  sidePoint,
  statusOf,
} from '../../test/harness.js';
import type { GalaxiesBoard } from '../board.js';

const puzzle = SAMPLE_7X7.puzzle;
const kinds = shape(puzzle).sideKind;
const solution = answerWalls(puzzle, SAMPLE_7X7.answer).filter((s) => kinds[s] === Side.open);

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

const used = (el: GalaxiesBoard) => find(el, '[part~="hints-used"]')?.textContent?.trim() ?? null;
const glowing = (el: GalaxiesBoard) => findAll(el, 'circle.dot.glow').length;

describe('Hint, a level at a time', () => {
  it('first lights where to look and asks, then draws the wall as one undoable move', async () => {
    const el = await mount({ puzzle });
    await pressHint(el);
    expect(find(el, '.hint-cells')!.getAttribute('d')).toMatch(/^M/);
    expect(glowing(el)).toBeGreaterThan(0);
    expect(el.marks!.w).toEqual([]);
    expect(statusOf(el)).toMatch(/row \d, column \d.*\? Press Hint again to draw the wall/);
    expect(used(el)).toBe('1 hint used');
    await pressHint(el);
    expect(el.marks!.w).toHaveLength(1);
    expect(solution).toContain(el.marks!.w[0]);
    expect(find(el, '.hint-cells')).toBeNull();
    expect(statusOf(el)).toMatch(/^The cell in row \d, column \d (can’t|must) belong to the dot/);
    expect(used(el)).toBe('2 hints used');
    el.undo();
    await settle(el);
    expect(el.marks!.w).toEqual([]);
  });

  it('starts over when the player moves between presses', async () => {
    const el = await mount({ puzzle });
    await pressHint(el);
    await drag(el, [sidePoint(7, solution.at(-1)!)]);
    expect(find(el, '.hint-cells')).toBeNull();
    await pressHint(el); // a first press again: nothing drawn by it
    expect(el.marks!.w).toEqual([solution.at(-1)]);
    expect(used(el)).toBe('2 hints used');
  });

  it('shows a wrong wall, then rubs it out and says why', async () => {
    const { answer } = SAMPLE_7X7;
    // A side inside a galaxy of the answer: a wall there is in no answer.
    const wrong = [...kinds.keys()].find(
      (s) =>
        kinds[s] === Side.open && answer[s >> 1] === answer[s % 2 ? (s >> 1) + 7 : (s >> 1) + 1],
    )!;
    const el = await mount({ puzzle });
    el.marks = { w: [wrong], x: [] };
    await settle(el);
    await pressHint(el);
    expect(find(el, '.hinted.mistake .hint-walls')).not.toBeNull();
    expect(statusOf(el)).toMatch(/^Look again at your wall between the cell in row \d, column \d/);
    await pressHint(el);
    expect(el.marks!.w).toEqual([]);
    expect(statusOf(el)).toMatch(/^That wall cut through a galaxy/);
    el.undo();
    await settle(el);
    expect(el.marks!.w).toEqual([wrong]);
  });

  it('keeps the count through a reload', async () => {
    const first = await mount({ puzzle, saves: 'on' });
    await pressHint(first);
    first.remove();
    const again = await mount({ puzzle, saves: 'on' });
    expect(used(again)).toBe('1 hint used');
  });

  it('puts the count on the share line and in galaxies-solved; Restart starts it afresh', async () => {
    const el = await mount({ puzzle });
    el.marks = { w: solution.slice(1), x: [] };
    await settle(el);
    const solved: CustomEvent[] = [];
    el.addEventListener('galaxies-solved', (e) => solved.push(e));
    await pressHint(el); // where the last wall is
    await pressHint(el); // drawn: solved
    expect(solved).toHaveLength(1);
    expect(solved[0]!.detail.hints).toBe(2);
    expect(statusOf(el)).toMatch(/^Solved in/);
    let text = '';
    await frameOf(el).session!.share({
      clipboard: { writeText: async (t: string) => void (text = t) },
    });
    expect(text).toMatch(/^Solved in \d+:\d\d with 2 hints$/m);
    el.restart();
    await settle(el);
    expect(used(el)).toBeNull();
  });
});
