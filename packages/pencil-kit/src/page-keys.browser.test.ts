// Page-wide undo with real keys: from the page body to the page's only frame; never with two
// frames, never from a focused field, and never when the page took the key for itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { FrameHarness } from '../test/frame-harness.js';

/** A frame with a demo board holding one mark (cell 5), saves off. */
async function mount(): Promise<FrameHarness> {
  const h = await FrameHarness.mount({ saves: 'off' });
  await h.press(5);
  return h;
}

/** Takes focus back to the page body, as a click on the page's background does. */
function focusBody(): void {
  (document.activeElement as HTMLElement | null)?.blur();
}

describe('page-wide undo', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.body.replaceChildren());

  it('reaches the only frame from the page body, for undo and both redo keys', async () => {
    const h = await mount();
    focusBody();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(h.marks()).toEqual([]);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(h.marks()).toEqual(['c5']);
    await userEvent.keyboard('{Control>}z{/Control}{Control>}y{/Control}');
    expect(h.marks()).toEqual(['c5']);
    await userEvent.keyboard('{Meta>}z{/Meta}');
    expect(h.marks()).toEqual([]);
  });

  it('does nothing with two frames on the page, and works again once one leaves', async () => {
    const first = await mount();
    const second = await mount();
    focusBody();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect([first.marks(), second.marks()]).toEqual([['c5'], ['c5']]);
    second.board.remove();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(first.marks()).toEqual([]);
  });

  it('leaves fields, contenteditables and other widgets their own Ctrl+Z', async () => {
    const h = await mount();
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
    expect(h.marks()).toEqual(['c5']);
  });

  it('lets a page that handles Ctrl+Z itself keep it', async () => {
    const h = await mount();
    const claim = (e: KeyboardEvent) => e.preventDefault();
    document.addEventListener('keydown', claim);
    try {
      focusBody();
      await userEvent.keyboard('{Control>}z{/Control}');
      expect(h.marks()).toEqual(['c5']);
    } finally {
      document.removeEventListener('keydown', claim);
    }
  });

  it('still undoes inside the frame once, not twice, with focus on its grid', async () => {
    const h = await mount();
    await h.press(6);
    h.grid().focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(h.marks()).toEqual(['c5']);
    expect(h.frame.session!.history.canRedo).toBe(true);
  });
});
