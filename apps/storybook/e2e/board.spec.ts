// The built storybook plays: a board story renders, a tap near a line draws a wall and the
// status line moves on from the first-move prompt; the scheme switch reaches the board.
import { expect, test } from 'playwright/test';
import { openStory, storiesUnder } from './story.js';

const FRESH = 'board-galaxies-board--fresh-7-x-7';
// The right side of row 0, column 2 in the 7 × 7 sample: a wall of its answer, through no dot.
const SIDE = 4;

interface BoardElement extends HTMLElement {
  marks: { w: number[] };
}

test('the build lists the board stories', async ({ page }) => {
  const ids = await storiesUnder(page, 'Board/Galaxies board');
  expect(ids).toContain(FRESH);
  expect(ids.length).toBeGreaterThan(5);
});

test('a board story renders and a tap near a line draws a wall', async ({ page }) => {
  await openStory(page, FRESH);
  const board = page.locator('galaxies-board');
  const grid = board.locator('[part="grid"]');
  await expect(grid).toBeVisible();
  const status = board.locator('pk-status');
  const before = await status.innerText();

  const box = (await grid.boundingBox())!;
  const cell = box.width / 7;
  const col = ((SIDE >> 1) % 7) + 1;
  await page.mouse.click(box.x + col * cell, box.y + cell / 2);

  await expect.poll(() => board.evaluate((el) => (el as BoardElement).marks.w)).toContain(SIDE);
  await expect(status).not.toHaveText(before);
  await expect(status).toContainText(/of \d+ galaxies closed/);
});

test('the dark switch darkens a board that follows the system scheme', async ({ page }) => {
  const paper = async () => {
    const grid = page.locator('galaxies-board [part="grid"]');
    await expect(grid).toBeVisible();
    return grid.evaluate((svg) => getComputedStyle(svg).backgroundColor);
  };
  await openStory(page, FRESH, { scheme: 'light' });
  const light = await paper();
  await openStory(page, FRESH, { scheme: 'dark' });
  const dark = await paper();
  expect(dark).not.toBe(light);
  await expect(page.locator('.scheme-root')).toHaveAttribute('data-scheme', 'dark');
});
