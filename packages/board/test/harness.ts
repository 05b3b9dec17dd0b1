// A harness for the board's browser tests, so tests speak of cells and sides, not shadow DOM:
// mount a board, find points on its grid, drag along lines, and play walls with the keyboard.
import type { Puzzle } from '@galaxies/engine';
import { cursorMove, type Target } from '@galaxies/pencil-kit';
import { commands, userEvent } from 'vitest/browser';
import '../src/define/galaxies-board.js';
import type { GalaxiesBoard } from '../src/board.js';

export async function mount(
  setup: {
    puzzle?: Puzzle;
    src?: string;
    size?: string;
    code?: string;
    width?: number;
    saves?: 'on' | 'off';
  } = {},
): Promise<GalaxiesBoard> {
  const el = document.createElement('galaxies-board');
  el.style.width = `${setup.width ?? 380}px`;
  if (setup.puzzle) el.puzzle = setup.puzzle;
  if (setup.src) el.src = setup.src;
  if (setup.size) el.size = setup.size;
  if (setup.code) el.code = setup.code;
  el.saves = setup.saves ?? 'off';
  document.body.append(el);
  await el.ready; // a 13×13 from a code is made in the worker first
  await settle(el);
  return el;
}

/** Waits for the board and its frame to finish rendering. */
export async function settle(el: GalaxiesBoard): Promise<void> {
  await el.updateComplete;
  const frame = el.shadowRoot!.querySelector('pk-frame');
  await frame?.updateComplete;
  await new Promise((done) => requestAnimationFrame(() => done(null)));
  await el.updateComplete;
}

export function grid(el: GalaxiesBoard): SVGSVGElement {
  return el.shadowRoot!.querySelector('svg[part~="grid"]')!;
}

/** Client coordinates of a point in cell units. */
export function at(el: GalaxiesBoard, x: number, y: number) {
  const r = grid(el).getBoundingClientRect();
  const { w, h } = sizeOf(el);
  return { x: r.left + (x / w) * r.width, y: r.top + (y / h) * r.height };
}

function sizeOf(el: GalaxiesBoard) {
  const box = grid(el).viewBox.baseVal;
  return { w: box.width, h: box.height };
}

/** A mouse drag through points given in cell units. */
export function drag(
  el: GalaxiesBoard,
  points: Array<[number, number]>,
  button?: 'left' | 'right',
) {
  return commands.gesture({
    pointer: 'mouse',
    button,
    points: points.map(([x, y]) => at(el, x, y)),
  });
}

/** A point just off the middle of a side, in cell units (where a tap near the line lands). */
export function sidePoint(w: number, side: number): [number, number] {
  const cell = side >> 1;
  const row = Math.floor(cell / w);
  const col = cell % w;
  return side % 2 === 0 ? [col + 1.04, row + 0.5] : [col + 0.5, row + 1.04];
}

/**
 * Toggles each side with the keyboard alone: arrows to its cell, Shift+arrow onto the side,
 * Enter. The cursor is tracked with the kit's own cursorMove, so the keys are exactly those the
 * surface will follow.
 */
export async function keyWalls(el: GalaxiesBoard, sides: readonly number[]): Promise<void> {
  const { w, h } = sizeOf(el);
  const size = { rows: h, cols: w };
  grid(el).focus();
  let cursor: Target = { kind: 'cell', cell: 0 };
  const press = async (key: string, shift = false) => {
    await userEvent.keyboard(shift ? `{Shift>}{${key}}{/Shift}` : `{${key}}`);
    cursor = cursorMove(size, cursor, key, shift) ?? cursor;
  };
  for (const side of sides) {
    if ((cursor as Target).kind === 'side') await press('ArrowLeft');
    const cell = side >> 1;
    for (;;) {
      const now = (cursor as { cell: number }).cell;
      const dr = Math.floor(cell / w) - Math.floor(now / w);
      const dc = (cell % w) - (now % w);
      if (!dr && !dc) break;
      await press(dr > 0 ? 'ArrowDown' : dr < 0 ? 'ArrowUp' : dc > 0 ? 'ArrowRight' : 'ArrowLeft');
    }
    await press(side % 2 === 0 ? 'ArrowRight' : 'ArrowDown', true);
    await userEvent.keyboard('{Enter}');
  }
}
