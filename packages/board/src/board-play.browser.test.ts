// <galaxies-board> in real Chromium: puzzles from a code, touch, paint by keyboard,
// read-only boards, Restart, the status line and the helpers' flags.
import { generate, shape, Side } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import {
  at,
  drag,
  find,
  findAll,
  grid,
  mount,
  pickTool,
  press,
  promptOf,
  settle,
  sidePoint,
  statusOf,
} from '../test/harness.js';

const puzzle = SAMPLE_7X7.puzzle;
const kinds = shape(puzzle).sideKind;
const open = (sides: number[]) => sides.filter((s) => kinds[s] === Side.open);
const status = statusOf;

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

const button = press;

describe('puzzles from size and code', () => {
  it('the engine makes the puzzle, the same for the same code', async () => {
    const el = document.createElement('galaxies-board');
    el.setAttribute('size', '7');
    el.setAttribute('code', 'k3x9q');
    el.saves = 'off';
    document.body.append(el);
    await el.ready; // the page's generator loads on first use
    await settle(el);
    const dots = generate('k3x9q', 7).dots.length;
    expect(findAll(el, 'circle.dot')).toHaveLength(dots);
  });
});

describe('the status line and the helpers', () => {
  it('shows the first-move prompt, then counts closed galaxies', async () => {
    const el = await mount({ puzzle });
    const prompt = promptOf(el)!;
    expect(prompt.heading).toBe('Draw your first wall');
    expect(prompt.hint).toBe('Tap near a line between two cells, or drag along the lines');
    await drag(el, [sidePoint(7, open([57, 59, 61, 63])[0]!)]);
    await settle(el);
    expect(promptOf(el)).toBeNull();
    expect(status(el)).toMatch(/^\d+ of 11 galaxies closed\.$/);
  });

  it('flags a lopsided region with a pattern and an icon, and names the rule', async () => {
    const el = await mount({ puzzle });
    // Walls under cells 0 and 1 and right of cell 1 close cells 0–1 around dot 0 (in cell 1).
    for (const side of [1, 2]) await drag(el, [sidePoint(7, side)]);
    await settle(el);
    const flag = find(el, '.flag.lopsided')!;
    expect(flag.querySelector('.area')!.getAttribute('fill')).toBe('url(#gx-hatch)');
    expect(flag.querySelector('.icon')!.textContent).toBe('!');
    expect(status(el)).toBe('A region with one dot is not symmetric about it.');
  });
});

describe('touch, keys, read-only, Restart', () => {
  it('a finger dragging along a line draws walls', async () => {
    const el = await mount({ puzzle });
    await commands.gesture({
      pointer: 'touch',
      points: [at(el, 0.3, 5), at(el, 2, 5), at(el, 3.7, 5)],
    });
    expect(el.marks!.w).toEqual(open([57, 59, 61, 63]));
  });

  it('paints with Enter and clears with X in Paint mode', async () => {
    const el = await mount({ puzzle });
    await pickTool(el, 'Paint');
    grid(el).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(el.marks!.c?.[1]).toBe(1);
    expect(grid(el).getAttribute('aria-label')).toMatch(/Row 1, column 2\. Painted orange\.$/);
    await userEvent.keyboard('x');
    expect(el.marks!.c).toBeUndefined();
  });

  it('a read-only board takes no moves', async () => {
    const el = await mount({ puzzle });
    el.readonly = true;
    await settle(el);
    await drag(el, [
      [0.3, 5],
      [3.7, 5],
    ]);
    expect(el.marks!.w).toEqual([]);
  });

  it('Restart clears walls, crosses and paint as one undoable step', async () => {
    const el = await mount({ puzzle });
    const [a, b] = open([57, 59, 61, 63]);
    await drag(el, [sidePoint(7, a!)]);
    await drag(el, [sidePoint(7, b!)], 'right');
    await button(el, 'Restart');
    expect(el.marks).toEqual({ w: [], x: [] });
    await button(el, 'Undo');
    expect(el.marks).toEqual({ w: [a], x: [b] });
  });
});
