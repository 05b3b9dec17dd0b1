// <galaxies-editor>'s layout by its own width, and its publish slot, in real Chromium at a
// 1280 × 900 window: the verdict under the grid when narrow, beside it and on screen when wide;
// a host's publish form shown right after the verdict, and only while the verdict is unique.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  editorBoxes,
  mountEditor,
  publishSlotOf,
  tapPoints,
  verdictIs,
  verdictOf,
} from '../../test/edit-harness.js';
import { DECIDING_DOT, UNIQUE_MEDIUM } from './edit-samples.js';
import type { GalaxiesEditor } from './galaxies-editor.js';

beforeEach(() => page.viewport(1280, 900));
afterEach(() => document.body.replaceChildren());

/** A host's form in the editor's publish slot. */
function publishForm(el: GalaxiesEditor): HTMLFormElement {
  const form = document.createElement('form');
  form.slot = 'publish';
  form.innerHTML = '<label>Title <input name="title" /></label> <button>Publish</button>';
  el.append(form);
  return form;
}

/** Whether the host's form shows (an unassigned slotted element has no box). */
const shows = (form: HTMLElement) => form.checkVisibility();

describe('the publish slot', () => {
  it('shows the host’s form right after the verdict only while the verdict is unique', async () => {
    const el = await mountEditor({ cols: 5, rows: 5 });
    const form = publishForm(el);
    await verdictIs(el, 'malformed');
    expect(shows(form)).toBe(false);
    expect(publishSlotOf(el)).toBeNull();

    await tapPoints(el, UNIQUE_MEDIUM.dots.slice(0, -1));
    await verdictIs(el, 'several');
    expect(shows(form)).toBe(false);

    await tapPoints(el, [DECIDING_DOT]);
    await verdictIs(el, 'unique');
    await el.updateComplete;
    expect(shows(form)).toBe(true);
    expect(form.assignedSlot).toBe(publishSlotOf(el));
    expect(publishSlotOf(el)!.previousElementSibling).toBe(verdictOf(el));
    const verdict = verdictOf(el).getBoundingClientRect();
    expect(form.getBoundingClientRect().top).toBeGreaterThanOrEqual(verdict.bottom);

    // A dot too close to another: not a puzzle, and no form.
    await tapPoints(el, [[2, 7]]);
    await verdictIs(el, 'malformed');
    expect(shows(form)).toBe(false);
  });

  it('is never shown while an edit is being checked', async () => {
    const el = await mountEditor({ puzzle: UNIQUE_MEDIUM });
    const form = publishForm(el);
    await verdictIs(el, 'unique');
    await el.updateComplete;
    expect(shows(form)).toBe(true);
    // The attribute is set once the editor has drawn the state it names.
    const seen: string[] = [];
    new MutationObserver(() => seen.push(`${el.verdict} ${shows(form)}`)).observe(el, {
      attributeFilter: ['verdict'],
    });
    await tapPoints(el, [DECIDING_DOT]); // removed: several answers
    await verdictIs(el, 'several');
    await tapPoints(el, [DECIDING_DOT]); // back: unique again
    await verdictIs(el, 'unique');
    await expect.poll(() => seen.at(-1)).toBe('unique true');
    expect(seen.filter((s) => !s.startsWith('unique'))).toEqual([
      'checking false',
      'several false',
      'checking false',
    ]);
  });

  it('leaves Ctrl+Z in the host’s fields to them: the puzzle is not undone', async () => {
    const el = await mountEditor({ cols: 5, rows: 5 });
    const form = publishForm(el);
    await tapPoints(el, UNIQUE_MEDIUM.dots);
    await verdictIs(el, 'unique');
    await el.updateComplete;
    const title = form.querySelector('input')!;
    await userEvent.click(title);
    await userEvent.keyboard('Spirals{Control>}z{/Control}');
    expect(el.edited!.dots).toHaveLength(UNIQUE_MEDIUM.dots.length);
    expect(el.verdict).toBe('unique');
  });
});

describe('the layout by the editor’s width', () => {
  it('puts the verdict beside the grid, on screen, when the editor is wide', async () => {
    // Room above it, as a site's header, title and lede take.
    const above = document.createElement('div');
    above.style.height = '250px';
    document.body.append(above);
    const el = await mountEditor({ puzzle: { w: 7, h: 7, dots: [] }, width: '1000px' });
    const { grid, verdict } = editorBoxes(el);
    expect(verdict.left).toBeGreaterThanOrEqual(grid.right);
    expect(verdict.top).toBeLessThan(grid.bottom);
    expect(verdict.top).toBeGreaterThanOrEqual(0);
    expect(verdict.bottom).toBeLessThanOrEqual(window.innerHeight);
  });

  it('keeps the verdict under the grid when the editor is narrow', async () => {
    for (const width of ['380px', '860px']) {
      const el = await mountEditor({ cols: 7, rows: 7, width });
      const { grid, verdict } = editorBoxes(el);
      expect(verdict.top, width).toBeGreaterThanOrEqual(grid.bottom);
      expect(verdict.left, width).toBeLessThan(grid.right);
      el.remove();
    }
  });

  it('follows the width it is given: wide, then narrow, then wide again', async () => {
    const el = await mountEditor({ cols: 7, rows: 7, width: '1000px' });
    const beside = () => editorBoxes(el).verdict.left >= editorBoxes(el).grid.right;
    expect(beside()).toBe(true);
    el.style.width = '600px';
    expect(beside()).toBe(false);
    el.style.width = '56rem';
    expect(beside()).toBe(true);
  });
});
