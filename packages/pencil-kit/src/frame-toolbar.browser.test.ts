// The frame's toolbar with real keys: one tab stop, arrows, Home and End, focus that never
// drops, the undo shortcuts from inside it, and mirrored arrows under dir="rtl".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { FrameHarness } from '../test/frame-harness.js';

let h: FrameHarness;

async function mount(): Promise<void> {
  h = await FrameHarness.mount({ heading: 'Demo', saves: 'off' });
}

const toolbar = () => h.part('toolbar')!;
const buttons = () => h.buttons();
const focused = () => h.focusedButton();
const grid = () => h.grid();

describe('<pk-frame> toolbar', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.replaceChildren();
    document.body.removeAttribute('dir');
  });

  it('is a named toolbar and one tab stop', async () => {
    await mount();
    expect(toolbar().getAttribute('role')).toBe('toolbar');
    expect(toolbar().getAttribute('aria-label')).toBe('Game');
    expect(buttons().map((b) => b.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    grid().focus();
    await userEvent.tab();
    expect(focused()).toBe('Undo');
    await userEvent.tab();
    expect(focused()).toBeNull(); // past the toolbar, on the tray's seg
    expect(h.focused()?.localName).toBe('pk-seg');
  });

  it('moves between buttons with arrows (wrapping), Home and End, and remembers the last', async () => {
    await mount();
    buttons()[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe('Redo');
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('Restart');
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe('Undo');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Restart');
    await userEvent.keyboard('{Home}{ArrowLeft}{ArrowDown}');
    expect(focused()).toBe('Restart'); // Down is not a toolbar key
    await h.settle();
    expect(buttons().map((b) => b.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
    grid().focus();
    await userEvent.tab();
    expect(focused()).toBe('Restart');
  });

  it('keeps focus on an unavailable button, and the undo shortcuts work from it', async () => {
    await mount();
    await h.press(5, 6);
    buttons()[0]!.focus();
    // Each key, then what the board holds after it.
    const steps: Array<[string, string[]]> = [
      ['{Enter}', ['c5']],
      ['{Enter}', []],
      ['{Enter}', []], // Undo is unavailable now: nothing happens, and focus stays
      ['{Control>}y{/Control}', ['c5']],
      ['{Control>}z{/Control}', []],
    ];
    for (const [key, marks] of steps) {
      await userEvent.keyboard(key);
      await h.settle();
      expect(h.marks()).toEqual(marks);
      expect(focused()).toBe('Undo');
    }
    expect(buttons()[0]!.getAttribute('aria-disabled')).toBe('true');
    expect(focused()).toBe('Undo');
  });

  it('reaches Share once solved, and moves focus to Restart when Share goes', async () => {
    await mount();
    await h.press(0, 3, 12, 15);
    expect(buttons().map((b) => b.textContent!.trim())).toEqual([
      'Undo',
      'Redo',
      'Restart',
      'Share',
    ]);
    buttons()[0]!.focus();
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('Share');
    h.frame.session!.restart(); // as a board's own Restart does
    await h.settle();
    expect(buttons()).toHaveLength(3);
    expect(focused()).toBe('Restart');
  });

  it('follows the order on screen under dir="rtl"', async () => {
    document.body.dir = 'rtl';
    await mount();
    const [undo, redo] = buttons().map((b) => b.getBoundingClientRect().left);
    expect(redo!).toBeLessThan(undo!);
    buttons()[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Redo');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('Restart');
  });
});
