// Zoom and pan on a phone, end to end: the standalone bundle on a 390 × 844 touch screen in real
// Chromium, fingers sent through CDP (one, or two for pinches and pans). A 21 × 21 opens at cells
// a finger can hit, from its top-left corner, with an overview; Fit and Zoom in work; pinching
// and panning leave the marks as they were; a one-finger drag on the zoomed grid draws exactly
// the walls it crosses; a stroke that becomes a pinch leaves nothing behind.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { wallRuns } from './plan.js';
import { button, fingers, mapper, marksOf as marks, phones, type Point } from './touch.js';

const SIZE = 21;
/** The big page on a phone. */
const open = phones();
const phone = () => open('/e2e/pages/big.html');

const grid = (page: Page) => page.locator('galaxies-board [part~="grid"]');

async function gridBox(page: Page) {
  return (await grid(page).boundingBox())!;
}

/** The box the view shows the grid in (what a finger can reach). */
async function viewBox(page: Page) {
  return (await page.locator('galaxies-board .pk-zoom-view').boundingBox())!;
}

async function cellPx(page: Page): Promise<number> {
  return (await gridBox(page)).width / SIZE;
}

describe('zoom and pan on a 390 × 844 touch screen', () => {
  it('opens a 21 × 21 at cells of 28 px from its top-left corner, with an overview', async () => {
    const { page } = await phone();
    expect(await cellPx(page)).toBeGreaterThanOrEqual(28);
    const [g, v] = [await gridBox(page), await viewBox(page)];
    expect(g.x).toBeCloseTo(v.x, 0);
    expect(g.y).toBeCloseTo(v.y, 0);
    expect(g.width).toBeGreaterThan(v.width);
    expect(await page.locator('galaxies-board .pk-zoom-overview').isVisible()).toBe(true);
    // Fit shows the whole grid, too small to hit; Zoom in makes its cells big enough again.
    await button(page, 'Fit').click();
    expect(await cellPx(page)).toBeLessThan(28);
    expect(await page.locator('galaxies-board .pk-zoom-overview').isVisible()).toBe(false);
    await button(page, 'Zoom in').click();
    expect(await cellPx(page)).toBeGreaterThanOrEqual(28);
    await page.context().close();
  });

  it('pinches and pans with two fingers and leaves the marks as they were', async () => {
    const { page, cdp } = await phone();
    await page.evaluate(() => {
      document.querySelector('galaxies-board')!.marks = { w: [5, 7, 91], x: [130] };
    });
    const before = await marks(page);
    const v = await viewBox(page);
    const mid = { x: v.x + v.width / 2, y: v.y + v.height / 2 };
    const wide = (await gridBox(page)).width;
    // Pinch out: the fingers from 60 px apart to 200.
    await fingers(
      cdp,
      [
        { x: mid.x - 30, y: mid.y },
        { x: mid.x + 30, y: mid.y },
      ],
      [
        { x: mid.x - 100, y: mid.y },
        { x: mid.x + 100, y: mid.y },
      ],
    );
    const zoomed = await gridBox(page);
    expect(zoomed.width).toBeGreaterThan(wide * 2);
    expect(await marks(page)).toBe(before);
    // Two fingers drag 80 px left and 60 up: the grid moves with them.
    await fingers(
      cdp,
      [
        { x: mid.x - 40, y: mid.y },
        { x: mid.x + 40, y: mid.y },
      ],
      [
        { x: mid.x - 120, y: mid.y - 60 },
        { x: mid.x - 40, y: mid.y - 60 },
      ],
    );
    const panned = await gridBox(page);
    expect(panned.x - zoomed.x).toBeCloseTo(-80, -1);
    expect(panned.y - zoomed.y).toBeCloseTo(-60, -1);
    expect(panned.width).toBeCloseTo(zoomed.width, 0);
    expect(await marks(page)).toBe(before);
    // Nothing was played: Undo has nothing to undo.
    expect(await button(page, 'Undo').getAttribute('aria-disabled')).toBe('true');
    await page.context().close();
  });

  it('draws exactly the walls a one-finger drag crosses on the zoomed grid', async () => {
    const { page, cdp } = await phone();
    // Pan to the middle first, so the drag is on cells the opening view did not show.
    const v = await viewBox(page);
    await fingers(
      cdp,
      [
        { x: v.x + 300, y: v.y + 300 },
        { x: v.x + 340, y: v.y + 300 },
      ],
      [
        { x: v.x + 50, y: v.y + 100 },
        { x: v.x + 90, y: v.y + 100 },
      ],
    );
    expect(await cellPx(page)).toBeGreaterThanOrEqual(28);
    // Under row 9 (between rows 9 and 10, no dot on it), columns 10 to 12.
    const walls = [10, 11, 12].map((c) => 2 * (9 * SIZE + c) + 1);
    const at = await mapper(page, SIZE, SIZE);
    const [run] = wallRuns(SIZE, SIZE, walls);
    const from = at(run!.from);
    const to = at(run!.to);
    const box = await viewBox(page);
    for (const p of [from, to]) {
      expect(
        p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height,
      ).toBe(true);
    }
    await fingers(cdp, [from], [to]);
    const drawn = JSON.parse(await marks(page)) as { w: number[]; x: number[] };
    expect(drawn.w).toEqual(walls);
    expect(drawn.x).toEqual([]);
    await page.context().close();
  });

  it('leaves no wall behind when a second finger turns a stroke into a pinch', async () => {
    const { page, cdp } = await phone();
    const at = await mapper(page, SIZE, SIZE);
    const a = at([1.2, 3]);
    const b = at([2.8, 3]);
    const send = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      touchPoints: Array<Point & { id: number }>,
    ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
    // One finger draws along a line (the stroke shows), then a second lands and both spread.
    await send('touchStart', [{ id: 0, ...a }]);
    await send('touchMove', [{ id: 0, ...b }]);
    await send('touchStart', [
      { id: 0, ...b },
      { id: 1, x: b.x + 40, y: b.y + 40 },
    ]);
    for (let i = 1; i <= 5; i++) {
      await send('touchMove', [
        { id: 0, x: b.x - 10 * i, y: b.y - 10 * i },
        { id: 1, x: b.x + 40 + 10 * i, y: b.y + 40 + 10 * i },
      ]);
    }
    await send('touchEnd', []);
    expect(JSON.parse(await marks(page))).toMatchObject({ w: [], x: [] });
    expect(await button(page, 'Undo').getAttribute('aria-disabled')).toBe('true');
    await page.context().close();
  });
});
