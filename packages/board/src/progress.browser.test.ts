// galaxies-progress in real Chromium: told once when the puzzle shows (a save's progress when one
// comes back), then each time the cells in finished galaxies change (a move, undo, redo, Restart,
// marks the page sets), never twice running with the same number, and every cell once solved.
import { answerWalls, shape, Side } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProgressDetail } from './events.js';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import { drag, keyWalls, mount, press, settle, sidePoint } from '../test/harness.js';

const { puzzle, answer } = SAMPLE_7X7;
const kinds = shape(puzzle).sideKind;
const open = (sides: number[]) => sides.filter((s) => kinds[s] === Side.open);
/** One galaxy of the answer set apart: its cells 0, every other cell 1. */
const apart = (dot: number) => answer.map((d) => (d === dot ? 0 : 1));
/** The walls around that galaxy (cells 0–2 for dot 0), the player's to draw. */
const around = (dot: number) => open(answerWalls(puzzle, apart(dot)));
const solution = open(answerWalls(puzzle, answer));

let heard: ProgressDetail[] = [];
const listen = (e: CustomEvent<ProgressDetail>) => heard.push(e.detail);
const settledHeard = () => heard.map((d) => d.settled);

beforeEach(() => {
  localStorage.clear();
  heard = [];
  document.addEventListener('galaxies-progress', listen);
});
afterEach(() => {
  document.removeEventListener('galaxies-progress', listen);
  document.body.replaceChildren();
});

describe('galaxies-progress', () => {
  it('rises as a galaxy closes, falls on undo and Restart, and is every cell once solved', async () => {
    const el = await mount({ puzzle });
    // The given walls close the one-cell galaxy in the bottom-left corner from the start.
    expect(heard).toEqual([{ settled: 1, cells: 49 }]);
    // Walls that close nothing new tell nothing; the last of dot 0's closes its 3 cells.
    for (const side of around(0)) await drag(el, [sidePoint(puzzle.w, side)]);
    await settle(el);
    expect(settledHeard()).toEqual([1, 4]);
    await press(el, 'Undo');
    await press(el, 'Redo');
    await press(el, 'Restart');
    await press(el, 'Undo');
    expect(settledHeard()).toEqual([1, 4, 1, 4, 1, 4]);
    const rest = solution.filter((side) => !el.marks!.w.includes(side));
    for (const side of rest) await drag(el, [sidePoint(puzzle.w, side)]);
    await settle(el);
    expect(heard.at(-1)).toEqual({ settled: 49, cells: 49 });
    expect(heard.every((d, i) => d.cells === 49 && d.settled !== heard[i - 1]?.settled)).toBe(true);
  });

  it('tells a save’s progress once as the board opens again, and marks the page sets', async () => {
    const first = await mount({ puzzle, saves: 'on' });
    await keyWalls(first, around(0));
    await settle(first);
    expect(settledHeard()).toEqual([1, 4]);
    first.remove();
    heard = [];
    const again = await mount({ puzzle, saves: 'on' });
    expect(heard).toEqual([{ settled: 4, cells: 49 }]);
    again.marks = { w: solution, x: [] };
    await settle(again);
    again.marks = { w: [], x: [] };
    await settle(again);
    expect(settledHeard()).toEqual([4, 49, 1]);
  });

  it('bubbles out of the board and crosses shadow roots', async () => {
    const el = await mount({ puzzle });
    const event = await new Promise<CustomEvent<ProgressDetail>>((told) => {
      el.addEventListener('galaxies-progress', told, { once: true });
      el.marks = { w: around(0), x: [] };
    });
    expect([event.bubbles, event.composed]).toEqual([true, true]);
    expect(event.detail).toEqual({ settled: 4, cells: 49 });
  });
});
