// Fingers for the end-to-end tests on a phone: a 390 × 844 touch screen in Chromium, and touches
// sent through CDP (one finger, or two for pinches and pans), so the page hears real touch
// events, pointer events made of them and all.
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { launchOptions } from '@galaxies/tooling/chromium';
import { afterAll, beforeAll } from 'vitest';
import type { Served } from '@galaxies/tooling/serve-files';
import { serve } from './session.js';

export type Point = { x: number; y: number };

/**
 * For a test file: the package's static server and Chromium, started before its tests and
 * closed after them; returns `open(path)`, the page at `path` on a phone.
 */
export function phones(): (path: string) => Promise<{ page: Page; cdp: CDPSession }> {
  let server: Served;
  let browser: Browser;
  beforeAll(async () => {
    server = await serve('.');
    browser = await chromium.launch(launchOptions());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return (path) => phone(browser, `${server.url}${path}`);
}

/** `url` on a 390 × 844 touch screen, once its board is ready, with a CDP session for touches. */
async function phone(browser: Browser, url: string): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await context.addInitScript(() => localStorage.setItem('uo:galaxies:how-to', 'seen'));
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('galaxies-board [part~="grid"]').waitFor();
  await page.evaluate(() => document.querySelector('galaxies-board')!.ready);
  return { page, cdp: await context.newCDPSession(page) };
}

/** Fingers down, moved in `steps` from `from` to `to` (one point a finger), and lifted. */
export async function fingers(cdp: CDPSession, from: Point[], to: Point[], steps = 8) {
  const at = (t: number) =>
    from.map((p, id) => ({
      id,
      x: p.x + (to[id]!.x - p.x) * t,
      y: p.y + (to[id]!.y - p.y) * t,
    }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / steps) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A finger's tap at a point. */
export async function tap(cdp: CDPSession, p: Point) {
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ id: 0, ...p }],
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The board's marks, as JSON (to compare before and after). */
export const marksOf = (page: Page) =>
  page.evaluate(() => JSON.stringify(document.querySelector('galaxies-board')!.marks));

/** Page coordinates of a point in cell units, by the grid's box as it is now. */
export async function mapper(page: Page, w: number, h: number) {
  const box = (await page.locator('galaxies-board [part~="grid"]').boundingBox())!;
  return ([x, y]: [number, number]): Point => ({
    x: box.x + (x / w) * box.width,
    y: box.y + (y / h) * box.height,
  });
}

/** Where a finger taps side `side` of a `w`-wide grid: just off its middle, in cell units. */
export function sideSpot(w: number, side: number): [number, number] {
  const cell = side >> 1;
  return side % 2 === 0
    ? [(cell % w) + 1.04, Math.floor(cell / w) + 0.5]
    : [(cell % w) + 0.5, Math.floor(cell / w) + 1.04];
}

/** A button of the board by its accessible name. */
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
