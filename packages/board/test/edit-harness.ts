// A harness for the editor's browser tests, so tests speak of points, buttons and verdicts, not
// shadow DOM: mount an editor, tap a point (a dot's place in half cells), press its tools, wait
// for a verdict.
import type { Dot, Puzzle } from '@galaxies/engine';
import { expect } from 'vitest';
import { commands } from 'vitest/browser';
import '../src/define/galaxies-editor.js';
import type { GalaxiesEditor } from '../src/editor/galaxies-editor.js';
import { find, findAll, grid } from './harness.js';

export async function mountEditor(
  setup: {
    cols?: number;
    rows?: number;
    puzzle?: Puzzle;
    playUrl?: string;
    lang?: string;
    /** The editor's width (its layout follows it): 380px unless given. */
    width?: string;
  } = {},
): Promise<GalaxiesEditor> {
  const el = document.createElement('galaxies-editor');
  el.style.width = setup.width ?? '380px';
  if (setup.cols) el.cols = setup.cols;
  if (setup.rows) el.rows = setup.rows;
  if (setup.puzzle) el.puzzle = setup.puzzle;
  if (setup.playUrl) el.playUrl = setup.playUrl;
  if (setup.lang) el.lang = setup.lang;
  document.body.append(el);
  await el.ready;
  await new Promise((done) => requestAnimationFrame(() => done(null)));
  await el.updateComplete;
  return el;
}

/** Client coordinates of a point `[y, x]` in half cells. */
export function pointOnScreen(el: GalaxiesEditor, [y, x]: Dot) {
  const r = grid(el).getBoundingClientRect();
  const { w, h } = el.edited!;
  return { x: r.left + (x / 2 / w) * r.width, y: r.top + (y / 2 / h) * r.height };
}

/** A mouse click on each point in turn. */
export async function tapPoints(el: GalaxiesEditor, points: readonly Dot[]): Promise<void> {
  for (const point of points) {
    await commands.gesture({ pointer: 'mouse', points: [pointOnScreen(el, point)] });
    await el.updateComplete;
  }
}

/** A button of the editor's by its label (Undo, Redo, Clear dots, Copy…). */
export function editButton(el: GalaxiesEditor, label: string): HTMLButtonElement {
  return findAll<HTMLButtonElement>(el, 'button').find((b) => b.textContent!.trim() === label)!;
}

/** Clicks a button of the editor's and waits for it to draw what it did. */
export async function pressEdit(el: GalaxiesEditor, label: string): Promise<void> {
  editButton(el, label).click();
  await el.updateComplete;
}

/** The size pickers: width first, then height. */
export function sizePickers(el: GalaxiesEditor): HTMLSelectElement[] {
  return findAll<HTMLSelectElement>(el, 'select');
}

/** The sentence screen readers last heard about an edit. */
export function editSaid(el: GalaxiesEditor): string {
  return find(el, '.editor + p[aria-live]')!.textContent ?? '';
}

/** The editor's focused element, or null. */
export function editFocus(el: GalaxiesEditor): Element | null {
  return el.shadowRoot!.activeElement;
}

/** The verdict region. */
export function verdictOf(el: GalaxiesEditor): HTMLElement {
  return find<HTMLElement>(el, '[part~="verdict"]')!;
}

/** Waits until the verdict region shows `kind` (checking, malformed, none, several, unique…). */
export async function verdictIs(el: GalaxiesEditor, kind: string): Promise<HTMLElement> {
  await expect.poll(() => verdictOf(el).dataset.verdict, { timeout: 5000 }).toBe(kind);
  return verdictOf(el);
}

/** The grid's box and the verdict's, on screen. */
export function editorBoxes(el: GalaxiesEditor): { grid: DOMRect; verdict: DOMRect } {
  return { grid: grid(el).getBoundingClientRect(), verdict: verdictOf(el).getBoundingClientRect() };
}

/** The slot a host's publish form shows in, or null while the editor does not offer it. */
export function publishSlotOf(el: GalaxiesEditor): HTMLSlotElement | null {
  return find<HTMLSlotElement>(el, 'slot[name="publish"]');
}
