import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdp, commands, userEvent } from 'vitest/browser';
import './define/pk-frame.js';
import '../stories/demo-board.js';
import type { PkDemoBoard } from '../stories/demo-board.js';
import type { PkFrame, SolvedDetail } from './frame.js';

let frame: PkFrame;
let board: PkDemoBoard;
let solved: SolvedDetail[];

async function mount(code = 'test-1'): Promise<void> {
  frame = document.createElement('pk-frame');
  frame.heading = 'Demo · Practice 4×4';
  frame.slug = 'kit-frame-test';
  board = document.createElement('pk-demo-board');
  board.code = code;
  frame.append(board);
  solved = [];
  frame.addEventListener('pk-solved', (e) => solved.push(e.detail));
  document.body.append(frame);
  await frame.updateComplete;
  await board.updateComplete;
  await frame.updateComplete;
}

const part = (name: string) => frame.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const button = (label: string) =>
  [...frame.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === label);
const grid = () => board.shadowRoot!.querySelector<SVGElement>('[part="grid"]')!;

/** Clicks the middle of a cell with the real mouse. */
async function clickCell(cell: number): Promise<void> {
  const r = grid().getBoundingClientRect();
  const size = r.width / board.cols;
  const x = r.left + ((cell % board.cols) + 0.5) * size;
  const y = r.top + (Math.floor(cell / board.cols) + 0.5) * size;
  await commands.mouseScript([{ type: 'move', x, y }, { type: 'down' }, { type: 'up' }]);
  await frame.updateComplete;
}

async function settle(): Promise<void> {
  await board.updateComplete;
  await frame.updateComplete;
}

describe('<pk-frame>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.body.replaceChildren());

  it('lays out the board with its prompt, tools, assists and a running clock', async () => {
    await mount();
    expect(part('title').textContent).toBe('Demo · Practice 4×4');
    expect(part('timer').textContent).toContain('0:00');
    expect(part('prompt').shadowRoot!.textContent).toContain('Make your first mark');
    expect(board.nextElementSibling?.localName).toBe('pk-seg');
    expect(board.nextElementSibling?.slot).toBe('tray');
    expect(part('assists').shadowRoot!.textContent).toContain('Count');
    expect(button('Undo')!.getAttribute('aria-disabled')).toBe('true');
    expect(button('Share')).toBeUndefined();
    expect(frame.session!.timer.running).toBe(true);
  });

  it('hides the prompt after the first move and undoes and redoes by button and key', async () => {
    await mount();
    await clickCell(5);
    expect(board.read()).toEqual(['c5']);
    expect(part('prompt')).toBeNull();
    expect(button('Undo')!.getAttribute('aria-disabled')).toBe('false');
    grid().focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await settle();
    expect(board.read()).toEqual([]);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await settle();
    expect(board.read()).toEqual(['c5']);
    await userEvent.click(button('Undo')!);
    await userEvent.keyboard('{Control>}y{/Control}');
    await settle();
    expect(board.read()).toEqual(['c5']);
  });

  it('restarts as one undoable step', async () => {
    await mount();
    await clickCell(1);
    await clickCell(2);
    await userEvent.click(button('Restart')!);
    await settle();
    expect(board.read()).toEqual([]);
    await userEvent.click(button('Undo')!);
    await settle();
    expect(board.read().sort()).toEqual(['c1', 'c2']);
  });

  it('runs the solved flow once: clock stops, frame turns green, pk-solved, Share', async () => {
    await mount();
    for (const corner of [0, 3, 12]) await clickCell(corner);
    expect(solved).toEqual([]);
    await clickCell(15);
    expect(solved).toHaveLength(1);
    expect(solved[0]).toMatchObject({ seconds: expect.any(Number), filled: 4 });
    expect(frame.hasAttribute('solved')).toBe(true);
    expect(frame.session!.timer.running).toBe(false);
    await vi.waitFor(() =>
      expect(getComputedStyle(part('frame')).borderTopColor).toBe('rgb(28, 124, 60)'),
    );
    expect(part('status').shadowRoot!.textContent).toMatch(/Solved in 0:0\d\./);
    expect(button('Share')).toBeDefined();
    await clickCell(5);
    expect(solved).toHaveLength(1);
  });

  it('shares by clipboard where there is no Web Share, and says so', async () => {
    await mount();
    for (const corner of [0, 3, 12, 15]) await clickCell(corner);
    const writeText = vi.fn(async () => {});
    // Headless Chromium on Linux has no Web Share; where it has, take it away.
    if ('share' in navigator) {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    }
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as never);
    await userEvent.click(button('Share')!);
    await vi.waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText.mock.calls[0]).toEqual([
      expect.stringMatching(/^Demo · Practice 4×4\nSolved in /),
    ]);
    await frame.updateComplete;
    expect(part('status').shadowRoot!.textContent).toContain('Copied to the clipboard.');
    vi.restoreAllMocks();
  });

  it('brings marks and time back from the save, and says when a save is damaged', async () => {
    await mount('saved');
    await clickCell(6);
    frame.remove();
    const key = 'uo:kit-frame-test:p:4x4/demo/saved';
    const record = JSON.parse(localStorage.getItem(key)!);
    record.data.seconds = 95;
    localStorage.setItem(key, JSON.stringify(record));
    await mount('saved');
    expect(board.read()).toEqual(['c6']);
    expect(part('timer').textContent).toContain('1:35');
    expect(part('prompt')).toBeNull();
    frame.remove();
    localStorage.setItem(key, '{broken');
    await mount('saved');
    expect(board.read()).toEqual([]);
    expect(part('status').shadowRoot!.textContent).toContain('damaged');
  });

  it('does not fire pk-solved for a save that was already solved', async () => {
    await mount('done');
    for (const corner of [0, 3, 12, 15]) await clickCell(corner);
    frame.remove();
    await mount('done');
    expect(frame.hasAttribute('solved')).toBe(true);
    expect(solved).toEqual([]);
  });

  it('pauses the clock while the page is hidden, and shows h:mm:ss past an hour', async () => {
    await mount('clock');
    await clickCell(1);
    frame.remove();
    const key = 'uo:kit-frame-test:p:4x4/demo/clock';
    const record = JSON.parse(localStorage.getItem(key)!);
    record.data.seconds = 3725;
    localStorage.setItem(key, JSON.stringify(record));
    let visibility: DocumentVisibilityState = 'visible';
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    try {
      await mount('clock');
      expect(part('timer').textContent).toContain('1:02:05');
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(frame.session!.timer.running).toBe(false);
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(frame.session!.timer.running).toBe(true);
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
      expect(getComputedStyle(part('frame')).transitionDuration).toBe('0s');
      expect(frame.session!.reducedMotion).toBe(true);
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});
