// A harness for the board's browser tests, so tests speak of cells, sides, buttons and the
// status line, not shadow DOM: mount a board, find what it draws and shows, drag along lines, and
// play walls with the keyboard. This file is the one place that reaches into the shadow roots.
import type { Puzzle } from '@galaxies/engine';
import { cursorMove, type PkFrame, type Target } from '@galaxies/pencil-kit';
import { vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import '../src/define/galaxies-board.js';
import { hintPress } from '../src/hints/hint-loader.js';
import type { BoardSize, EngineName } from '../src/attribute-values.js';
import type { GalaxiesBoard } from '../src/board.js';

/** The first element the board's own shadow root holds that matches, or null. */
export function find<E extends Element = Element>(el: HTMLElement, selector: string): E | null {
  return el.shadowRoot!.querySelector<E>(selector);
}

/** Every element the board's own shadow root holds that matches. */
export function findAll<E extends Element = Element>(el: HTMLElement, selector: string): E[] {
  return [...el.shadowRoot!.querySelectorAll<E>(selector)];
}

/** The kit's frame inside the board. */
export function frameOf(el: HTMLElement): PkFrame {
  return find<PkFrame>(el, 'pk-frame')!;
}

/** A part of the frame's own (title, timer, toolbar, prompt, status…), or null. */
export function framePart(el: HTMLElement, name: string): HTMLElement | null {
  return frameOf(el).shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
}

/** The status line's sentence. */
export function statusOf(el: HTMLElement): string {
  return (framePart(el, 'status') as HTMLElement & { message: string }).message;
}

/** The first-move prompt's words, or null once it has gone. */
export function promptOf(el: HTMLElement): { heading: string; hint: string } | null {
  return framePart(el, 'prompt') as (HTMLElement & { heading: string; hint: string }) | null;
}

/** The sentence screen readers last heard about a move (the board's own live region). */
export function said(el: HTMLElement): string {
  return find(el, 'p[aria-live]')!.textContent ?? '';
}

/** A button by its label: the frame's toolbar first, then the board's tray. */
export function button(el: HTMLElement, label: string): HTMLButtonElement | undefined {
  const all = [
    ...frameOf(el).shadowRoot!.querySelectorAll<HTMLButtonElement>('button'),
    ...findAll<HTMLButtonElement>(el, 'button'),
  ];
  // A tool's label, without its badge (the hints used on Hint).
  const name = (b: HTMLButtonElement) => (b.querySelector('.tool-label') ?? b).textContent!.trim();
  return all.find((b) => name(b) === label);
}

/** Clicks a button by its label and waits for the board to draw what it did. */
export async function press(el: GalaxiesBoard, label: string): Promise<void> {
  button(el, label)!.click();
  await settle(el);
}

/** Presses Hint and waits for it to show (Hint's code loads on first use). */
export async function pressHint(el: GalaxiesBoard): Promise<void> {
  await press(el, 'Hint');
  await hintPress();
  await settle(el);
}

/** Picks a tool in the tray by its label (`Lines` or `Paint`, in the board's language) as a click would. */
export async function pickTool(el: GalaxiesBoard, label: string): Promise<void> {
  const seg = find(el, 'pk-seg')!;
  const radio = [...seg.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]')].find(
    (b) => b.textContent!.trim() === label,
  );
  radio!.click();
  await settle(el);
  // Paint's and Claim's code loads on first use: their row shows once it is there.
  if (label !== 'Lines') {
    await vi.waitUntil(() => find(el, '[part~="paints"], [part~="claims"]'));
    await settle(el);
  }
}

export async function mount(
  setup: {
    puzzle?: Puzzle;
    src?: string;
    size?: BoardSize;
    code?: string;
    engine?: EngineName;
    width?: number;
    saves?: 'on' | 'off';
    /** How to play's opening by itself: off unless a test asks for it. */
    howTo?: 'auto' | 'off' | 'none';
    /** The board's own `lang`. */
    lang?: string;
    mode?: string;
  } = {},
): Promise<GalaxiesBoard> {
  const el = document.createElement('galaxies-board');
  el.howTo = setup.howTo ?? 'off';
  el.style.width = `${setup.width ?? 380}px`;
  if (setup.puzzle) el.puzzle = setup.puzzle;
  if (setup.src) el.src = setup.src;
  if (setup.size) el.size = setup.size;
  if (setup.code) el.code = setup.code;
  if (setup.engine) el.engine = setup.engine;
  el.saves = setup.saves ?? 'off';
  if (setup.lang) el.lang = setup.lang;
  if (setup.mode) el.mode = setup.mode;
  document.body.append(el);
  await el.ready; // a 13×13 from a code is made in the worker first
  await settle(el);
  return el;
}

/** Waits for the board and its frame to finish rendering. */
export async function settle(el: GalaxiesBoard): Promise<void> {
  await el.updateComplete;
  await find<PkFrame>(el, 'pk-frame')?.updateComplete;
  await new Promise((done) => requestAnimationFrame(() => done(null)));
  await el.updateComplete;
}

export function grid(el: HTMLElement): SVGSVGElement {
  return find<SVGSVGElement>(el, 'svg[part~="grid"]')!;
}

/** Client coordinates of a point in cell units. */
export function at(el: HTMLElement, x: number, y: number) {
  const r = grid(el).getBoundingClientRect();
  const { w, h } = sizeOf(el);
  return { x: r.left + (x / w) * r.width, y: r.top + (y / h) * r.height };
}

function sizeOf(el: HTMLElement) {
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
