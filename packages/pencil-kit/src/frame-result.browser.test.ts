// The frame once solved and around its controls: the result panel over the board (time, hints,
// the board's line, the host's lines, Share first, focus), the helpers' popover, and the layout
// by the frame's own width.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { FrameHarness } from '../test/frame-harness.js';

let h: FrameHarness;

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

/** A box of the given width to mount the board in. */
function box(width: number): HTMLElement {
  const div = document.createElement('div');
  div.className = `w${width}`;
  const style = document.createElement('style');
  style.textContent = `.w${width} { width: ${width}px; }`;
  document.body.append(style, div);
  return div;
}

const rect = (el: Element) => el.getBoundingClientRect();

/** The result panel, once its code has loaded and it has drawn. */
async function result(): Promise<HTMLElement> {
  await customElements.whenDefined('pk-result');
  const el = h.part('result') as HTMLElement & { updateComplete: Promise<unknown> };
  await el.updateComplete;
  return el;
}

/** A part inside the result panel. */
const inResult = (name: string) =>
  h.part('result')!.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

describe('the result panel', () => {
  it('comes up inside the board box on solve: time, no hints, the line, host lines, Share first', async () => {
    h = await FrameHarness.mount();
    const line = document.createElement('p');
    line.slot = 'result';
    line.textContent = 'You are #3 today.';
    h.board.append(line); // the demonstration board forwards its `result` slot to the frame's
    expect(h.part('result')).toBeNull();
    await h.clickCells(0, 3, 12, 15);
    const panelEl = await result();
    for (const a of panelEl.getAnimations()) a.finish();
    expect(h.part('board')!.contains(panelEl)).toBe(true);
    const [panel, board] = [rect(panelEl), rect(h.part('board')!)];
    expect(panel.top).toBeGreaterThanOrEqual(board.top);
    expect(panel.bottom).toBeLessThanOrEqual(board.bottom);
    expect(inResult('heading').textContent).toBe('Solved!');
    expect(inResult('time').textContent!.trim()).toMatch(/^Time 0:0\d$/);
    expect(inResult('hints').textContent).toBe('No hints');
    expect(inResult('about').textContent).toBe('Practice 4×4 · fill the four corners');
    const slot = panelEl.querySelector<HTMLSlotElement>('slot[name="result"]')!;
    expect(slot.assignedElements({ flatten: true })).toEqual([line]);
    const actions = [...inResult('actions').querySelectorAll('button')];
    expect(actions.map((b) => b.textContent!.trim())).toEqual(['Share', 'See the grid']);
  });

  it('takes focus from the grid to Share; See the grid puts it away and focus goes back', async () => {
    h = await FrameHarness.mount();
    await h.clickCells(0, 3, 12);
    expect(h.focused()).toBe(h.grid());
    await h.clickCells(15);
    const panel = await result();
    await new Promise((r) => setTimeout(r, 0));
    expect(panel.shadowRoot!.activeElement).toBe(inResult('share'));
    await userEvent.click(inResult('close'));
    await h.settle();
    expect(h.part('result')).toBeNull();
    expect(h.focused()).toBe(h.grid());
  });

  it('is there again for a solved save, and goes with Restart', async () => {
    h = await FrameHarness.mount({ code: 'again' });
    await h.clickCells(0, 3, 12, 15);
    h.board.remove();
    h = await FrameHarness.mount({ code: 'again' });
    expect(h.part('result')).not.toBeNull();
    await userEvent.click(h.button('Restart')!);
    await h.settle();
    expect(h.part('result')).toBeNull();
  });
});

describe('the helpers', () => {
  it('sit behind a button in a popover, which Escape closes', async () => {
    h = await FrameHarness.mount();
    const panel = h.part('settings-panel')!;
    expect(panel.matches(':popover-open')).toBe(false);
    await userEvent.click(h.part('settings')!);
    expect(panel.matches(':popover-open')).toBe(true);
    expect(h.part('settings')!.getAttribute('aria-haspopup')).toBe('dialog');
    const flip = h.part('assists')!.shadowRoot!.querySelector<HTMLElement>('[role="switch"]')!;
    expect(flip.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(flip);
    expect(flip.getAttribute('aria-checked')).toBe('false');
    await userEvent.keyboard('{Escape}');
    expect(panel.matches(':popover-open')).toBe(false);
  });
});

describe('the layout, by the frame’s own width', () => {
  it('puts the header and controls beside the board when wide', async () => {
    h = await FrameHarness.mount({ parent: box(900) });
    const [board, controls, header] = ['board', 'controls', 'header'].map((p) => rect(h.part(p)!));
    expect(controls!.left).toBeGreaterThanOrEqual(board!.right);
    expect(header!.left).toBeGreaterThanOrEqual(board!.right);
    expect(header!.top).toBeLessThan(board!.bottom);
  });

  it('puts them in one row under the board when narrow, labels folded into tooltips', async () => {
    h = await FrameHarness.mount({ parent: box(360) });
    const [board, controls] = ['board', 'controls'].map((p) => rect(h.part(p)!));
    expect(controls!.top).toBeGreaterThanOrEqual(board!.bottom);
    const buttons = [...h.part('controls')!.querySelectorAll('button')];
    expect(new Set(buttons.map((b) => Math.round(rect(b).top))).size).toBe(1);
    const undo = h.button('Undo')!;
    const label = undo.querySelector('.tool-label')!;
    expect(rect(label).width).toBeLessThanOrEqual(1);
    // Still the button's name; shown as a tooltip on hover.
    expect(label.textContent).toBe('Undo');
    await userEvent.hover(undo);
    expect(rect(label).width).toBeGreaterThan(20);
    expect(rect(label).bottom).toBeLessThanOrEqual(rect(undo).top);
  });

  it('shows the labels beside the icons where there is room', async () => {
    h = await FrameHarness.mount({ parent: box(600) });
    expect(rect(h.button('Undo')!.querySelector('.tool-label')!).width).toBeGreaterThan(20);
  });
});
