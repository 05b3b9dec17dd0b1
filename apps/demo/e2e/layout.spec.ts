// The board's layout on the site at a phone's and a desktop's size: on a 390×844 phone a 13×13
// grid is at least 360 px wide and starts within 220 px of the top (Endless's size and level
// picker included); on 1280×900 the grid and its controls fit on screen, the controls beside the
// grid, for every size (15×15 by version 2's link; the others by links from before versions).
import { expect, test, type Page } from '@playwright/test';
import { gridOf } from './board-driver.js';

/** The grid's and the controls' boxes, once the puzzle is on the board. */
async function boxes(page: Page) {
  await expect(gridOf(page)).toBeVisible();
  const grid = (await gridOf(page).boundingBox())!;
  const controls = (await page.locator('galaxies-board [part~="controls"]').boundingBox())!;
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  return { grid, controls, wide };
}

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const path of ['/endless/?size=13&code=layout13', '/']) {
    test(`the grid is wide and high on the page: ${path}`, async ({ page }) => {
      await page.goto(path);
      const { grid, controls, wide } = await boxes(page);
      expect(grid.width).toBeGreaterThanOrEqual(360);
      expect(grid.y).toBeLessThanOrEqual(220);
      expect(controls.y).toBeGreaterThanOrEqual(grid.y + grid.height);
      expect(controls.y + controls.height).toBeLessThanOrEqual(844);
      expect(wide).toBeLessThanOrEqual(390);
    });
  }
});

test.describe('on a 1280×900 desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const [size, link] of [
    [7, '?size=7&code=layout7'],
    [10, '?size=10&code=layout10'],
    [13, '?size=13&code=layout13'],
    [15, '?size=15&level=hard&code=layout15&engine=2'],
  ] as const) {
    test(`a ${size}×${size} and its controls fit on screen, the controls beside it`, async ({
      page,
    }) => {
      await page.goto(`/endless/${link}`);
      const { grid, controls, wide } = await boxes(page);
      expect(grid.y + grid.height).toBeLessThanOrEqual(900);
      expect(controls.y + controls.height).toBeLessThanOrEqual(900);
      expect(controls.x).toBeGreaterThanOrEqual(grid.x + grid.width);
      expect(grid.width).toBeGreaterThan(500);
      expect(wide).toBeLessThanOrEqual(1280);
    });
  }
});
