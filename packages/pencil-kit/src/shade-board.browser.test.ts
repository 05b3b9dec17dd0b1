// Browser tests for <pk-shade-board>, the second puzzle on the board contract: its clues, real
// mouse strokes as overlays committed once, dots, and a solve by keyboard alone.
import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import '../stories/shade-board.js';
import type { PkShadeBoard } from '../stories/shade-board.js';
import { ShadeGame, TREE, TREE_ANSWER } from '../stories/shade-game.js';
import type { PkFrame, PkSolvedDetail } from './frame.js';
import type { LitElement } from 'lit';

// The only shadow-root digging: the frame, its parts and buttons, the tools, the clues.
const frameOf = (el: PkShadeBoard): PkFrame => el.shadowRoot!.querySelector('pk-frame')!;
const framePart = (el: PkShadeBoard, name: string): HTMLElement | null =>
  frameOf(el).shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
/** The text a frame part shows, looking inside the kit element it may be. */
const frameText = (el: PkShadeBoard, name: string): string => {
  const part = framePart(el, name);
  return (part?.shadowRoot ?? part)?.textContent ?? '';
};
const buttonIn = (root: ShadowRoot, label: string): HTMLButtonElement =>
  [...root.querySelectorAll('button')].find((b) => b.textContent!.trim() === label)!;
const frameButton = (el: PkShadeBoard, label: string) => buttonIn(frameOf(el).shadowRoot!, label);
const toolButton = (el: PkShadeBoard, label: string) =>
  buttonIn(el.shadowRoot!.querySelector('pk-seg')!.shadowRoot!, label);
/** Row clues (`side`) or column clues (`top`), in order. */
const clues = (el: PkShadeBoard, where: 'top' | 'side'): HTMLElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(`.${where} [part~="clue"]`),
];
/** How many shaded cells the grid draws now (saved marks and any stroke in progress). */
const drawnShaded = (el: PkShadeBoard): number => el.grid.querySelectorAll('rect.shade').length;

let el: PkShadeBoard;
let solved: PkSolvedDetail[];

async function settle(): Promise<void> {
  await el.updateComplete;
  await frameOf(el).updateComplete;
  await el.updateComplete;
}

async function mount(): Promise<void> {
  el = document.createElement('pk-shade-board');
  solved = [];
  el.addEventListener('pk-solved', (e) => solved.push(e.detail));
  document.body.append(el);
  await settle();
}

/** Client coordinates of a cell's middle. */
function cellPoint(cell: number): { x: number; y: number } {
  const r = el.grid.getBoundingClientRect();
  const size = r.width / el.game.cols;
  return { x: r.left + ((cell % 5) + 0.5) * size, y: r.top + (Math.floor(cell / 5) + 0.5) * size };
}

/** Every shading the clues allow, found row by row (each row's choices cut by the columns). */
function shadings(rows: readonly number[], cols: readonly number[]): number[][] {
  const found: number[][] = [];
  const walk = (row: number, left: number[], cells: number[]) => {
    if (row === rows.length) {
      if (left.every((n) => n === 0)) found.push(cells);
      return;
    }
    for (let mask = 0; mask < 1 << cols.length; mask++) {
      const picked = cols.map((_, c) => c).filter((c) => mask & (1 << c));
      if (picked.length !== rows[row] || picked.some((c) => left[c] === 0)) continue;
      const rest = left.map((n, c) => (picked.includes(c) ? n - 1 : n));
      walk(row + 1, rest, [...cells, ...picked.map((c) => row * cols.length + c)]);
    }
  };
  walk(0, [...cols], []);
  return found;
}

/** The arrow keys and Enter that walk the cursor from `from` to each cell in turn and press it. */
function keysFor(from: number, cells: readonly number[]): string {
  let keys = '';
  let at = from;
  for (const cell of cells) {
    const down = Math.floor(cell / 5) - Math.floor(at / 5);
    const right = (cell % 5) - (at % 5);
    keys += (down > 0 ? '{ArrowDown}' : '{ArrowUp}').repeat(Math.abs(down));
    keys += (right > 0 ? '{ArrowRight}' : '{ArrowLeft}').repeat(Math.abs(right));
    keys += '{Enter}';
    at = cell;
  }
  return keys;
}

describe('<pk-shade-board>', () => {
  afterEach(() => document.body.replaceChildren());

  it('has clues that allow exactly one shading, and judges by them', () => {
    expect(shadings(TREE.rows, TREE.cols)).toEqual([[...TREE_ANSWER]]);
    const game = new ShadeGame(TREE, () => {});
    game.load({ shaded: [...TREE_ANSWER], dots: [] });
    expect(game.isSolved).toBe(true);
    // The tip moved one cell left: row 1 still counts 1, but columns 2 and 3 do not match.
    game.load({ shaded: [1, ...TREE_ANSWER.slice(1)], dots: [] });
    expect(game.isSolved).toBe(false);
  });

  it('keeps the clues outside the grid, which is exactly the 5×5 cells', async () => {
    await mount();
    const grid = el.grid.getBoundingClientRect();
    expect(grid.width).toBeCloseTo(grid.height, 1);
    expect(el.surface.cellAt(grid.left + 1, grid.top + 1)).toBe(0);
    expect(el.surface.cellAt(grid.right - 1, grid.bottom - 1)).toBe(24);
    expect(clues(el, 'top').map((c) => c.textContent!.replace(/\D+/g, ' ').trim())).toEqual(
      TREE.cols.map((n, i) => `${i + 1} ${n}`),
    );
    // Column clues above the grid, row clues to its left: none inside the cells' box.
    for (const r of clues(el, 'top').map((c) => c.getBoundingClientRect())) {
      expect(r.bottom).toBeLessThanOrEqual(grid.top);
    }
    for (const r of clues(el, 'side').map((c) => c.getBoundingClientRect())) {
      expect(r.right).toBeLessThanOrEqual(grid.left);
    }
    expect(clues(el, 'side')).toHaveLength(5);
  });

  it('shows its prompt, tools and assist, every text in the kit font', async () => {
    const font = document.createElement('style');
    font.textContent = 'pk-shade-board { --pk-font: monospace; }';
    document.body.append(font);
    await mount();
    expect(frameText(el, 'prompt')).toContain('Shade your first cell');
    // The helpers' switches arrive as the game starts, behind the Helpers button.
    await customElements.whenDefined('pk-assists');
    await frameOf(el).renderRoot.querySelector<LitElement>('pk-assists')!.updateComplete;
    expect(frameText(el, 'assists')).toContain('Counts');
    expect(
      ['Shade', 'Dot'].map((label) => toolButton(el, label).getAttribute('aria-checked')),
    ).toEqual(['true', 'false']);
    for (const text of [clues(el, 'side')[0]!, toolButton(el, 'Dot'), framePart(el, 'title')!]) {
      expect(getComputedStyle(text).fontFamily).toBe('monospace');
    }
    expect(el.grid.getAttribute('aria-label')).toBe(
      'Shade cells board. Row 1, column 1. Unmarked. Row clue 1, column clue 1.',
    );
  });

  it('keeps a drag in progress as an overlay: one move, one undo step, on release', async () => {
    await mount();
    const [a, b, c] = [6, 7, 8].map(cellPoint);
    await commands.mouseScript([
      { type: 'move', ...a! },
      { type: 'down' },
      { type: 'move', ...b! },
    ]);
    await commands.mouseScript([{ type: 'move', ...c! }]);
    await settle();
    // Drawn, but not yet a move: the saved marks and the history are as they were.
    expect(drawnShaded(el)).toBe(3);
    expect(el.game.read().shaded).toEqual([]);
    expect(frameOf(el).session!.history.size).toBe(0);
    await commands.mouseScript([{ type: 'up' }]);
    await settle();
    expect(el.game.read().shaded).toEqual([6, 7, 8]);
    expect(frameOf(el).session!.history.size).toBe(1);
    expect(frameText(el, 'status')).toContain('1 of 10 lines match.');
    expect(clues(el, 'side')[1]!.part.contains('met')).toBe(true);
    await userEvent.click(frameButton(el, 'Undo'));
    await settle();
    expect(el.game.read().shaded).toEqual([]);
    expect(drawnShaded(el)).toBe(0);
    expect(clues(el, 'side')[1]!.part.contains('met')).toBe(false);
  });

  it('drops a drag cancelled with Escape, recording nothing', async () => {
    await mount();
    const [a, b] = [15, 16].map(cellPoint);
    await commands.mouseScript([
      { type: 'move', ...a! },
      { type: 'down' },
      { type: 'move', ...b! },
    ]);
    await settle();
    expect(drawnShaded(el)).toBe(2);
    await userEvent.keyboard('{Escape}');
    await commands.mouseScript([{ type: 'up' }]);
    await settle();
    expect(drawnShaded(el)).toBe(0);
    expect(el.game.read()).toEqual({ shaded: [], dots: [] });
    expect(frameOf(el).session!.history.size).toBe(0);
  });

  it('dots a cell with a right-click, and with the Dot tool', async () => {
    await mount();
    const right = (cell: number) =>
      commands.mouseScript([
        { type: 'move', ...cellPoint(cell) },
        { type: 'down', button: 'right' },
        { type: 'up', button: 'right' },
      ]);
    await right(0);
    await settle();
    expect(el.game.read()).toEqual({ shaded: [], dots: [0] });
    expect(el.grid.getAttribute('aria-label')).toContain('Row 1, column 1. Dotted, sure empty.');
    await userEvent.click(toolButton(el, 'Dot'));
    await settle();
    const p = cellPoint(4);
    await commands.mouseScript([{ type: 'move', ...p }, { type: 'down' }, { type: 'up' }]);
    await right(0);
    await settle();
    expect(el.game.read()).toEqual({ shaded: [], dots: [4] });
    expect(frameOf(el).session!.history.size).toBe(3);
  });

  it('is solved by the keyboard alone: pk-solved once, and the frame turns solved', async () => {
    await mount();
    el.grid.focus();
    const last = TREE_ANSWER.at(-1)!;
    await userEvent.keyboard(keysFor(0, TREE_ANSWER.slice(0, -1)));
    await settle();
    expect(el.game.read().shaded).toEqual(TREE_ANSWER.slice(0, -1));
    expect(frameText(el, 'status')).toContain('8 of 10 lines match.');
    expect(solved).toEqual([]);
    await userEvent.keyboard(keysFor(TREE_ANSWER.at(-2)!, [last]));
    await settle();
    expect(solved).toEqual([{ seconds: expect.any(Number), shaded: 11 }]);
    expect(frameOf(el).hasAttribute('solved')).toBe(true);
    expect(frameText(el, 'status')).toMatch(/Solved in 0:0\d\./);
    expect(el.grid.getAttribute('aria-label')).toContain('Row 5, column 3. Shaded.');
    await userEvent.keyboard('{Enter}');
    await settle();
    expect(solved).toHaveLength(1);
    expect(el.game.read().shaded).toEqual([...TREE_ANSWER]);
  });
});
