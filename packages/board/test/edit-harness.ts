// A harness for the edit mode's browser tests, so tests speak of points and verdicts, not shadow
// DOM: mount an editor, tap a point (a dot's place in half cells), wait for a verdict.
import type { Dot, Puzzle } from '@galaxies/engine';
import { expect } from 'vitest';
import { commands } from 'vitest/browser';
import '../src/define/galaxies-board.js';
import type { GalaxiesBoard } from '../src/board.js';
import { grid, settle } from './harness.js';

export async function mountEditor(
  setup: { cols?: number; rows?: number; puzzle?: Puzzle; playUrl?: string } = {},
): Promise<GalaxiesBoard> {
  const el = document.createElement('galaxies-board');
  el.style.width = '380px';
  el.mode = 'edit';
  if (setup.cols) el.cols = setup.cols;
  if (setup.rows) el.rows = setup.rows;
  if (setup.puzzle) el.puzzle = setup.puzzle;
  if (setup.playUrl) el.playUrl = setup.playUrl;
  document.body.append(el);
  await el.editorReady;
  await settle(el);
  return el;
}

/** Client coordinates of a point `[y, x]` in half cells. */
export function pointOnScreen(el: GalaxiesBoard, [y, x]: Dot) {
  const r = grid(el).getBoundingClientRect();
  const { w, h } = el.edited!;
  return { x: r.left + (x / 2 / w) * r.width, y: r.top + (y / 2 / h) * r.height };
}

/** A mouse click on each point in turn. */
export async function tapPoints(el: GalaxiesBoard, points: readonly Dot[]): Promise<void> {
  for (const point of points) {
    await commands.gesture({ pointer: 'mouse', points: [pointOnScreen(el, point)] });
    await el.updateComplete;
  }
}

/** The verdict region. */
export function verdictOf(el: GalaxiesBoard): HTMLElement {
  return el.shadowRoot!.querySelector('[part~="verdict"]')!;
}

/** Waits until the verdict region shows `kind` (checking, malformed, none, several, unique…). */
export async function verdictIs(el: GalaxiesBoard, kind: string): Promise<HTMLElement> {
  await expect.poll(() => verdictOf(el).dataset.verdict, { timeout: 5000 }).toBe(kind);
  return verdictOf(el);
}
