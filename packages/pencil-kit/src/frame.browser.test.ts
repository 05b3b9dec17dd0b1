import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdp, commands, userEvent } from 'vitest/browser';
import { inlineStyled, textsOutsideFont, unreachableParts } from '@galaxies/tooling/dom-rules';
import { FrameHarness } from '../test/frame-harness.js';

let h: FrameHarness;

async function mount(code = 'test-1'): Promise<void> {
  h = await FrameHarness.mount({ code });
}

describe('<pk-frame>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.body.replaceChildren());

  it('lays out the board with its prompt, tools, assists and a running clock', async () => {
    await mount();
    expect(h.part('title')!.textContent).toBe('Demo · Practice 4×4');
    expect(h.part('timer')!.textContent).toContain('0:00');
    expect(h.text('prompt')).toContain('Make your first mark');
    expect(h.tray().map((el) => el.localName)).toEqual(['pk-seg']);
    expect(h.part('tray')!.querySelector('slot')!.assignedElements()).toEqual(h.tray());
    expect(h.text('assists')).toContain('Count');
    expect(h.button('Undo')!.getAttribute('aria-disabled')).toBe('true');
    expect(h.button('Share')).toBeUndefined();
    expect(h.frame.session!.timer.running).toBe(true);
  });

  it('hides the prompt after the first move and undoes and redoes by button and key', async () => {
    await mount();
    await h.clickCells(5);
    expect(h.marks()).toEqual(['c5']);
    expect(h.part('prompt')).toBeNull();
    expect(h.button('Undo')!.getAttribute('aria-disabled')).toBe('false');
    h.grid().focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await h.settle();
    expect(h.marks()).toEqual([]);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await h.settle();
    expect(h.marks()).toEqual(['c5']);
    await userEvent.click(h.button('Undo')!);
    await userEvent.keyboard('{Control>}y{/Control}');
    await h.settle();
    expect(h.marks()).toEqual(['c5']);
  });

  it('keeps a drag in progress as an overlay: one move, one undo step, on release', async () => {
    await mount();
    const [a, b, c] = [5, 6, 7].map((cell) => h.cellPoint(cell));
    await commands.mouseScript([
      { type: 'move', ...a! },
      { type: 'down' },
      { type: 'move', ...b! },
    ]);
    await commands.mouseScript([{ type: 'move', ...c! }]);
    await h.settle();
    // Drawn, but not yet a move: the saved marks and the history are as they were.
    expect(h.drawnCells()).toBe(3);
    expect(h.marks()).toEqual([]);
    expect(h.frame.session!.history.size).toBe(0);
    await commands.mouseScript([{ type: 'up' }]);
    await h.settle();
    expect(h.marks()).toEqual(['c5', 'c6', 'c7']);
    expect(h.frame.session!.history.size).toBe(1);
    await userEvent.click(h.button('Undo')!);
    await h.settle();
    expect(h.marks()).toEqual([]);
  });

  it('drops a drag cancelled with Escape, recording nothing', async () => {
    await mount();
    const [a, b] = [9, 10].map((cell) => h.cellPoint(cell));
    await commands.mouseScript([
      { type: 'move', ...a! },
      { type: 'down' },
      { type: 'move', ...b! },
    ]);
    await userEvent.keyboard('{Escape}');
    await commands.mouseScript([{ type: 'up' }]);
    await h.settle();
    expect(h.drawnCells()).toBe(0);
    expect(h.marks()).toEqual([]);
    expect(h.frame.session!.history.size).toBe(0);
  });

  it('starts a new game for each board it is given, and none for null', async () => {
    await mount('first');
    await h.press(1);
    const before = h.frame.session;
    h.board.code = 'second';
    await h.settle();
    expect(h.frame.session).not.toBe(before);
    expect(h.marks()).toEqual([]);
    expect(h.button('Undo')!.getAttribute('aria-disabled')).toBe('true');
    h.frame.board = null;
    await h.frame.updateComplete;
    expect(h.frame.session).toBeNull();
    expect(h.button('Restart')!.getAttribute('aria-disabled')).toBe('true');
  });

  it('loads the host’s marks with nothing to undo, and saves them', async () => {
    await mount('hosted');
    await h.press(2);
    h.frame.session!.load(['c0', 'c1']);
    await h.settle();
    expect(h.marks()).toEqual(['c0', 'c1']);
    expect(h.button('Undo')!.getAttribute('aria-disabled')).toBe('true');
    const saved = JSON.parse(localStorage.getItem('uo:kit-frame-test:p:4x4/demo/hosted')!);
    expect(saved.data.marks).toEqual(['c0', 'c1']);
  });

  it('keeps the rules: no inline style, --pk-font on every text, every part forwarded', async () => {
    document.body.style.setProperty('--pk-font', '"Pk Rules Test", monospace');
    try {
      await mount();
      await h.clickCells(0, 3, 12, 15); // solved: Share and the status line too
      expect(inlineStyled(h.frame)).toEqual([]);
      expect(textsOutsideFont(h.frame, 'Pk Rules Test')).toEqual([]);
      expect(unreachableParts(h.frame)).toEqual([]);
    } finally {
      document.body.style.removeProperty('--pk-font');
    }
  });

  it('restarts as one undoable step', async () => {
    await mount();
    await h.clickCells(1);
    await h.clickCells(2);
    await userEvent.click(h.button('Restart')!);
    await h.settle();
    expect(h.marks()).toEqual([]);
    await userEvent.click(h.button('Undo')!);
    await h.settle();
    expect(h.marks().sort()).toEqual(['c1', 'c2']);
  });

  it('runs the solved flow once: clock stops, frame turns green, pk-solved, Share', async () => {
    await mount();
    await h.clickCells(0, 3, 12);
    expect(h.solved).toEqual([]);
    await h.clickCells(15);
    expect(h.solved).toHaveLength(1);
    expect(h.solved[0]).toMatchObject({ seconds: expect.any(Number), filled: 4 });
    expect(h.frame.hasAttribute('solved')).toBe(true);
    expect(h.frame.session!.timer.running).toBe(false);
    await vi.waitFor(() =>
      expect(getComputedStyle(h.part('frame')!).borderTopColor).toBe('rgb(28, 124, 60)'),
    );
    expect(h.text('status')).toMatch(/Solved in 0:0\d\./);
    expect(h.button('Share')).toBeDefined();
    await h.clickCells(5);
    expect(h.solved).toHaveLength(1);
  });

  it('shares by clipboard where there is no Web Share, and says so', async () => {
    await mount();
    await h.clickCells(0, 3, 12, 15);
    const writeText = vi.fn(async () => {});
    // Headless Chromium on Linux has no Web Share; where it has, take it away.
    if ('share' in navigator) {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    }
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as never);
    await userEvent.click(h.button('Share')!);
    await vi.waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText.mock.calls[0]).toEqual([
      expect.stringMatching(/^Demo · Practice 4×4\nSolved in /),
    ]);
    await h.settle();
    expect(h.text('status')).toContain('Copied to the clipboard.');
    vi.restoreAllMocks();
  });

  it('brings marks and time back from the save, and says when a save is damaged', async () => {
    await mount('saved');
    await h.clickCells(6);
    h.board.remove();
    const key = 'uo:kit-frame-test:p:4x4/demo/saved';
    const record = JSON.parse(localStorage.getItem(key)!);
    record.data.seconds = 95;
    localStorage.setItem(key, JSON.stringify(record));
    await mount('saved');
    expect(h.marks()).toEqual(['c6']);
    expect(h.part('timer')!.textContent).toContain('1:35');
    expect(h.part('prompt')).toBeNull();
    h.board.remove();
    localStorage.setItem(key, '{broken');
    await mount('saved');
    expect(h.marks()).toEqual([]);
    expect(h.text('status')).toContain('damaged');
  });

  it('does not fire pk-solved for a save that was already solved', async () => {
    await mount('done');
    await h.clickCells(0, 3, 12, 15);
    h.board.remove();
    await mount('done');
    expect(h.frame.hasAttribute('solved')).toBe(true);
    expect(h.solved).toEqual([]);
  });

  it('pauses the clock while the page is hidden, and shows h:mm:ss past an hour', async () => {
    await mount('clock');
    await h.clickCells(1);
    h.board.remove();
    const key = 'uo:kit-frame-test:p:4x4/demo/clock';
    const record = JSON.parse(localStorage.getItem(key)!);
    record.data.seconds = 3725;
    localStorage.setItem(key, JSON.stringify(record));
    let visibility: DocumentVisibilityState = 'visible';
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    try {
      await mount('clock');
      expect(h.part('timer')!.textContent).toContain('1:02:05');
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(h.frame.session!.timer.running).toBe(false);
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(h.frame.session!.timer.running).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('respects reduced motion', async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    try {
      await mount();
      expect(getComputedStyle(h.part('frame')!).transitionDuration).toBe('0s');
      expect(h.frame.session!.reducedMotion).toBe(true);
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});
