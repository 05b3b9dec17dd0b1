// ZoomView in Chromium, on a plain host with a 20 × 20 grid in a 200 px box (10 px cells, too
// small to hit): the buttons it offers, the grid's box at each zoom, the point under a zoom
// staying put, the cursor kept in view, Ctrl + wheel, the wheel and a drag on the margin.
import { css, html, LitElement } from 'lit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZoomView } from './zoom-view.js';
import { zoomStyles } from './zoom-styles.js';
import { KIT_WORDS } from './words/kit-words.js';

class ZoomHost extends LitElement {
  static override styles = [
    zoomStyles,
    css`
      :host {
        display: block;
        width: 200px;
      }
      .pk-zoom {
        padding: 10px;
      }
      svg {
        display: block;
      }
      .pk-zoom-sizer,
      .pk-zoom:not(.zoomed) .grid {
        width: 100%;
      }
    `,
  ];
  readonly zoom = new ZoomView(this);
  override render() {
    return this.zoom.render(html`<svg class="grid" viewBox="0 0 20 20"></svg>`, 20, 20);
  }
}
customElements.define('zoom-host', ZoomHost);

let host: ZoomHost;
const grid = () => host.shadowRoot!.querySelector<SVGSVGElement>('.grid')!;
const view = () => host.shadowRoot!.querySelector<HTMLElement>('.pk-zoom-view')!;
const port = () => host.shadowRoot!.querySelector<HTMLElement>('.pk-zoom')!;
const box = (el: Element) => el.getBoundingClientRect();
const frame = () => new Promise((done) => requestAnimationFrame(() => done(null)));

beforeEach(async () => {
  host = document.createElement('zoom-host') as ZoomHost;
  document.body.append(host);
  await host.updateComplete;
  await frame(); // the view's first size arrives with the resize observer
  // The gestures' code, asked for as the view was drawn: here before the tests send a wheel (a
  // loaded machine took longer than a frame to fetch it).
  await import('./zoom-gestures.js');
  await frame();
});
afterEach(() => host.remove());

describe('ZoomView', () => {
  it('offers Zoom in, Zoom out and Fit only while cells are too small to hit', async () => {
    const words = KIT_WORDS.in('en');
    expect(host.zoom.small).toBe(true);
    expect(host.zoom.tools(words).map((t) => [t.label, t.enabled])).toEqual([
      ['Zoom in', true],
      ['Zoom out', false],
      ['Fit', false],
    ]);
    host.style.width = '800px';
    await frame();
    await frame();
    expect(host.zoom.small).toBe(false);
    expect(host.zoom.tools(words)).toEqual([]);
  });

  it('zooms by sizing the grid, clipped by the view, and Fit puts it back', () => {
    expect(box(grid()).width).toBeCloseTo(180, 0);
    host.zoom.zoomTo(3);
    expect(port().classList.contains('zoomed')).toBe(true);
    // The view keeps the fit size (the sizer's).
    const fit = box(host.shadowRoot!.querySelector('.pk-zoom-sizer')!).width;
    expect(fit).toBeCloseTo(180, 0);
    expect(box(grid()).width).toBeCloseTo(3 * fit, 0);
    expect(box(grid()).height).toBeCloseTo(3 * fit, 0);
    expect(box(view()).width).toBeCloseTo(fit, 0);
    expect(box(view()).height).toBeCloseTo(fit, 0);
    host.zoom.zoomTo(1);
    expect(port().classList.contains('zoomed')).toBe(false);
    expect(grid().hasAttribute('width')).toBe(false);
    expect(box(grid()).width).toBeCloseTo(180, 0);
  });

  it('keeps the point under the zoom where it was', () => {
    const v = box(view());
    const at = { x: v.left + 45, y: v.top + 90 };
    const fraction = (p: { x: number; y: number }) => {
      const g = box(grid());
      return [(p.x - g.left) / g.width, (p.y - g.top) / g.height];
    };
    const before = fraction(at);
    host.zoom.zoomTo(4, at);
    const [u, v2] = fraction(at);
    expect(u).toBeCloseTo(before[0]!, 2);
    expect(v2).toBeCloseTo(before[1]!, 2);
  });

  it('scrolls the least that shows the cursor', () => {
    host.zoom.zoomTo(4); // 36 px cells in a 180 px view
    host.zoom.reveal({ x: 18, y: 19, w: 1, h: 1 });
    const v = box(view());
    const g = box(grid());
    const cell = g.width / 20;
    const left = g.left + 18 * cell;
    const top = g.top + 19 * cell;
    expect(left).toBeGreaterThanOrEqual(v.left);
    expect(left + cell).toBeLessThanOrEqual(v.right + 0.5);
    expect(top + cell).toBeLessThanOrEqual(v.bottom + 0.5);
    expect(top).toBeGreaterThanOrEqual(v.top);
  });

  it('zooms with Ctrl + wheel and pans with the wheel', () => {
    const g = box(grid());
    const wheel = (init: WheelEventInit) =>
      grid().dispatchEvent(
        new WheelEvent('wheel', { bubbles: true, cancelable: true, composed: true, ...init }),
      );
    wheel({ deltaY: -200, ctrlKey: true, clientX: g.left + 10, clientY: g.top + 10 });
    expect(host.zoom.scale).toBeGreaterThan(2);
    const top = view().scrollTop;
    expect(wheel({ deltaY: 50 })).toBe(false); // taken: the grid moved, the page did not
    expect(view().scrollTop).toBeCloseTo(top + 50, 0);
  });

  it('pans with a drag on the margin, not on the grid', () => {
    host.zoom.zoomTo(3);
    view().scrollLeft = 100;
    view().scrollTop = 100;
    const p = box(port());
    const press = (type: string, x: number, y: number, target: Element) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          composed: true,
          clientX: x,
          clientY: y,
          button: 0,
          pointerId: 7,
          pointerType: 'mouse',
          isPrimary: true,
        }),
      );
    press('pointerdown', p.left + 4, p.top + 60, port());
    press('pointermove', p.left + 44, p.top + 90, port());
    press('pointerup', p.left + 44, p.top + 90, port());
    expect(view().scrollLeft).toBe(60);
    expect(view().scrollTop).toBe(70);
    const g = box(grid());
    press('pointerdown', g.left + 150, g.top + 150, grid());
    press('pointermove', g.left + 190, g.top + 190, grid());
    press('pointerup', g.left + 190, g.top + 190, grid());
    expect(view().scrollLeft).toBe(60);
  });

  it('pans with the middle button on the grid', () => {
    host.zoom.zoomTo(3);
    view().scrollLeft = 100;
    const g = box(grid());
    const press = (type: string, x: number) =>
      grid().dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          composed: true,
          clientX: g.left + x,
          clientY: g.top + 100,
          button: type === 'pointermove' ? -1 : 1,
          pointerId: 8,
          pointerType: 'mouse',
          isPrimary: true,
        }),
      );
    press('pointerdown', 150);
    press('pointermove', 120);
    press('pointerup', 120);
    expect(view().scrollLeft).toBe(130);
  });
});
