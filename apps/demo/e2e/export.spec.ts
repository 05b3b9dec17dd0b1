// Print and export on the site: the Print / Download row under a board downloads a valid SVG
// with the puzzle's dots and a PNG of the right size, offers the solution of a code from a link
// (unrated) but not of today's daily (nor of a rated endless puzzle before it is solved: see the
// keyboard journey), and the print stylesheet leaves the site's navigation and the board's tools off paper.
import { readFileSync } from 'node:fs';
import { generate } from '@galaxies/engine';
import { expect, test, type Page } from '@playwright/test';
import { dayIsOver } from '../src/export-row.js';
import { gridOf } from './board-driver.js';

const CODE = 'k3x9q';
// A link from before engine versions: version 1's 7×7 easy.
const made = generate(CODE, 7, 'easy', {}, 1);

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return readFileSync((await download.path())!);
}

test.beforeEach(async ({ page }) => {
  await page.goto(`/endless/?size=7&code=${CODE}`);
  await expect(gridOf(page)).toBeVisible();
});

test('Download SVG gives a valid SVG with the puzzle’s dots', async ({ page }) => {
  const svg = (await downloaded(page, 'Download SVG')).toString('utf8');
  const read = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const circles = [...doc.querySelectorAll('svg > g.dots > circle')];
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.nodeName,
      dots: circles.map((c) => [
        Number(c.getAttribute('cy')) * 2,
        Number(c.getAttribute('cx')) * 2,
      ]),
    };
  }, svg);
  expect(read.error).toBeNull();
  expect(read.root).toBe('svg');
  expect(read.dots).toEqual(made.dots);
});

test('Download PNG gives a PNG at 80 pixels a cell; the solution is offered here', async ({
  page,
}) => {
  const png = await downloaded(page, 'Download PNG');
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  // IHDR: width and height, big-endian, at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([8 * 80, 8 * 80]);
  const solution = (await downloaded(page, 'Download solution (SVG)')).toString('utf8');
  expect(solution).toContain(', solved</title>');
});

test('a daily’s solution waits until its day is over in every time zone', () => {
  const at = (iso: string) => Date.parse(iso);
  expect(dayIsOver('2026-11-30', at('2026-11-30T23:00:00Z'))).toBe(false);
  expect(dayIsOver('2026-11-30', at('2026-12-01T11:59:59Z'))).toBe(false); // still the 30th at UTC−12
  expect(dayIsOver('2026-11-30', at('2026-12-01T12:00:00Z'))).toBe(true);
  expect(dayIsOver('not a date', at('2030-01-01T00:00:00Z'))).toBe(false);
});

test('today’s daily offers no solution download', async ({ page }) => {
  await page.goto('/');
  await expect(gridOf(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download SVG', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download solution (SVG)' })).toHaveCount(0);
});

test('print media hides the nav, the row and the board’s tools, and keeps the grid', async ({
  page,
}) => {
  await expect(page.locator('header.site nav')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.site nav')).toBeHidden();
  await expect(page.locator('.export-row')).toBeHidden();
  await expect(page.locator('galaxies-board [part~="toolbar"]')).toBeHidden();
  await expect(page.locator('galaxies-board [part~="tray"]').first()).toBeHidden();
  await expect(gridOf(page)).toBeVisible();
  await expect(page.locator('h1')).toBeVisible();
  const paper = await gridOf(page).evaluate((svg) => getComputedStyle(svg).backgroundColor);
  expect(paper).toBe('rgb(255, 255, 255)');
  const ink = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).color);
  expect(ink).toBe('rgb(0, 0, 0)');
});
