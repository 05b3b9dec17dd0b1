// Page-wide undo with real keys: from the page body to the page's only frame; never with two
// frames, never from a focused field, and never when the page took the key for itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define/pk-frame.js';
import '../stories/demo-board.js';
import type { PkDemoBoard } from '../stories/demo-board.js';
import type { PkFrame } from './frame.js';

/** A frame with a demo board holding one mark (cell 5), saves off. */
async function mount(): Promise<PkDemoBoard> {
  const frame = document.createElement('pk-frame');
  frame.saves = 'off';
  const board = document.createElement('pk-demo-board');
  frame.append(board);
  document.body.append(frame);
  await frame.updateComplete;
  await board.updateComplete;
  board.primary({ kind: 'cell', cell: 5 }).end();
  return board;
}

/** Takes focus back to the page body, as a click on the page's background does. */
function focusBody(): void {
  (document.activeElement as HTMLElement | null)?.blur();
}

describe('page-wide undo', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.body.replaceChildren());

  it('reaches the only frame from the page body, for undo and both redo keys', async () => {
    const board = await mount();
    focusBody();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(board.read()).toEqual([]);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(board.read()).toEqual(['c5']);
    await userEvent.keyboard('{Control>}z{/Control}{Control>}y{/Control}');
    expect(board.read()).toEqual(['c5']);
    await userEvent.keyboard('{Meta>}z{/Meta}');
    expect(board.read()).toEqual([]);
  });

  it('does nothing with two frames on the page, and works again once one leaves', async () => {
    const first = await mount();
    const second = await mount();
    focusBody();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect([first.read(), second.read()]).toEqual([['c5'], ['c5']]);
    second.closest('pk-frame')!.remove();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(first.read()).toEqual([]);
  });

  it('leaves fields, contenteditables and other widgets their own Ctrl+Z', async () => {
    const board = await mount();
    const field = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    const button = document.createElement('button');
    button.textContent = 'Elsewhere';
    document.body.append(field, editable, button);
    for (const el of [field, editable, button]) {
      el.focus();
      await userEvent.keyboard('{Control>}z{/Control}');
    }
    expect(board.read()).toEqual(['c5']);
  });

  it('lets a page that handles Ctrl+Z itself keep it', async () => {
    const board = await mount();
    const claim = (e: KeyboardEvent) => e.preventDefault();
    document.addEventListener('keydown', claim);
    try {
      focusBody();
      await userEvent.keyboard('{Control>}z{/Control}');
      expect(board.read()).toEqual(['c5']);
    } finally {
      document.removeEventListener('keydown', claim);
    }
  });

  it('still undoes inside the frame once, not twice, with focus on its grid', async () => {
    const board = await mount();
    board.primary({ kind: 'cell', cell: 6 }).end();
    board.shadowRoot!.querySelector<SVGElement>('[part="grid"]')!.focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(board.read()).toEqual(['c5']);
    expect(document.querySelector<PkFrame>('pk-frame')!.session!.history.canRedo).toBe(true);
  });
});
