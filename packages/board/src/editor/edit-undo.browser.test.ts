// Undo and redo in <galaxies-editor>, in real Chromium: each dot, Clear dots and a resize is one
// step, by the Undo and Redo buttons and by Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y.
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { grid } from '../../test/harness.js';
import {
  editButton,
  editFocus,
  editSaid,
  mountEditor,
  pressEdit,
  sizePickers,
  tapPoints,
  verdictIs,
} from '../../test/edit-harness.js';
import type { GalaxiesEditor } from './galaxies-editor.js';

afterEach(() => document.body.replaceChildren());

const button = editButton;
const able = (el: GalaxiesEditor) =>
  ['Undo', 'Redo'].map((label) => button(el, label).getAttribute('aria-disabled'));
const said = editSaid;
const dots = (el: GalaxiesEditor) => el.edited!.dots.map(([y, x]) => `${y},${x}`);
const press = pressEdit;

describe('editor undo and redo', () => {
  it('buttons step back and forth through dots, a resize and Clear dots', async () => {
    const el = await mountEditor({ cols: 5, rows: 5 });
    expect(able(el)).toEqual(['true', 'true']);
    const undo = button(el, 'Undo').getBoundingClientRect();
    expect(undo.height).toBeGreaterThanOrEqual(44);
    expect(undo.width).toBeGreaterThanOrEqual(44);
    await tapPoints(el, [
      [1, 1],
      [9, 9],
    ]);
    await userEvent.selectOptions(sizePickers(el)[0]!, '8');
    await el.updateComplete;
    await press(el, 'Clear dots');
    expect(el.edited).toEqual({ w: 8, h: 5, dots: [] });
    expect(able(el)).toEqual(['false', 'true']);

    const edits: number[] = [];
    el.addEventListener('galaxies-edit', (e) => edits.push(e.detail.puzzle.dots.length));
    await press(el, 'Undo');
    expect(el.edited).toEqual({
      w: 8,
      h: 5,
      dots: [
        [1, 1],
        [9, 9],
      ],
    });
    expect(said(el)).toBe('Undone: every dot removed.');
    await press(el, 'Undo');
    expect(el.edited!.w).toBe(5);
    await press(el, 'Undo');
    expect(dots(el)).toEqual(['1,1']);
    await press(el, 'Undo');
    expect(dots(el)).toEqual([]);
    expect(able(el)).toEqual(['true', 'false']);
    await press(el, 'Undo'); // nothing left: nothing happens
    expect(edits).toEqual([2, 2, 1, 0]);
    await press(el, 'Redo');
    await press(el, 'Redo');
    expect(dots(el)).toEqual(['1,1', '9,9']);
    expect(said(el)).toBe('Redone: dot placed: centre of row 5, column 5.');
    await verdictIs(el, 'none'); // judged again after each step
  });

  it('the last Undo keeps focus on its button (aria-disabled, not disabled)', async () => {
    const el = await mountEditor({ cols: 3, rows: 3 });
    await tapPoints(el, [[3, 3]]);
    button(el, 'Undo').focus();
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(dots(el)).toEqual([]);
    expect(editFocus(el)).toBe(button(el, 'Undo'));
    expect(button(el, 'Undo').hasAttribute('disabled')).toBe(false);
  });

  it('a new edit after an undo drops what could be redone', async () => {
    const el = await mountEditor({ cols: 3, rows: 3 });
    await tapPoints(el, [[1, 1]]);
    await press(el, 'Undo');
    await tapPoints(el, [[5, 5]]);
    expect(able(el)).toEqual(['false', 'true']);
    expect(dots(el)).toEqual(['5,5']);
  });

  it('keys: Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and Cmd+Z, from the grid or any tool', async () => {
    const el = await mountEditor({ cols: 3, rows: 3 });
    grid(el).focus();
    await userEvent.keyboard('{Enter}{Shift>}{ArrowRight}{/Shift}{Enter}');
    expect(dots(el)).toEqual(['1,1', '1,3']);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(dots(el)).toEqual(['1,1']);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(dots(el)).toEqual(['1,1', '1,3']);
    await userEvent.keyboard('{Meta>}z{/Meta}');
    expect(dots(el)).toEqual(['1,1']);
    button(el, 'Clear dots').focus();
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(dots(el)).toEqual(['1,1', '1,3']);
    await userEvent.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    expect(dots(el)).toEqual([]);
  });

  it('the editor’s undo() and redo() step too; a new source starts a fresh history', async () => {
    const el = await mountEditor({ cols: 3, rows: 3 });
    await tapPoints(el, [[3, 3]]);
    el.undo();
    await el.updateComplete;
    expect(dots(el)).toEqual([]);
    el.redo();
    await el.updateComplete;
    expect(dots(el)).toEqual(['3,3']);
    el.cols = 4;
    await el.updateComplete;
    expect(able(el)).toEqual(['true', 'true']);
  });
});
