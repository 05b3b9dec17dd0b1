// Zoom on the real board in Chromium: a 21 × 21 in a 380 px board has cells too small to hit, so
// the toolbar offers Zoom in, Zoom out and Fit; Zoom in gives cells of 28 px or more, the grid's
// box still exactly its cells (bigger than the view that clips it); the keyboard cursor, moved
// to the far corner, is scrolled into view; Fit shows the whole grid again.
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_21X21 } from '../test/fixtures.js';
import { button, find, grid, mount, press, settle } from '../test/harness.js';

afterEach(() => document.body.replaceChildren());

const view = (el: HTMLElement) => find<HTMLElement>(el, '.pk-zoom-view')!.getBoundingClientRect();
const inside = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

describe('zoom on the board', () => {
  it('zooms in to cells a finger can hit, keeps the cursor in view, and fits again', async () => {
    const el = await mount({ puzzle: SAMPLE_21X21.puzzle });
    const fit = grid(el).getBoundingClientRect().width;
    expect(fit / 21).toBeLessThan(24);
    expect(button(el, 'Zoom out')!.getAttribute('aria-disabled')).toBe('true');
    await press(el, 'Zoom in');
    const zoomed = grid(el).getBoundingClientRect();
    expect(zoomed.width / 21).toBeGreaterThanOrEqual(28);
    expect(zoomed.height).toBeCloseTo(zoomed.width, 0); // still exactly the 21 × 21 cells
    expect(inside(zoomed, view(el))).toBe(false);
    // The cursor to the bottom-right cell by keys: the view follows it there.
    grid(el).focus();
    for (const key of [...Array(20).fill('ArrowRight'), ...Array(20).fill('ArrowDown')]) {
      grid(el).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
      await settle(el);
    }
    const cursor = find(el, '[part="cursor"]')!.getBoundingClientRect();
    expect(inside(cursor, view(el))).toBe(true);
    await press(el, 'Fit');
    expect(grid(el).getBoundingClientRect().width).toBeCloseTo(fit, 0);
    expect(button(el, 'Fit')!.getAttribute('aria-disabled')).toBe('true');
  });
});
