// Storybook's static build, served by the site under /storybook/ with its own content security
// policy: the manager loads, and a board story renders and takes a wall.
import { expect, test } from '@playwright/test';

test('the site serves Storybook under /storybook/, and a board story plays', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  const manager = await page.goto('/storybook/');
  expect(manager?.status()).toBe(200);
  await expect(page).toHaveTitle(/Storybook|Galaxies/);

  await page.goto('/storybook/iframe.html?id=board-galaxies-board--fresh-7-x-7&viewMode=story');
  const grid = page.locator('galaxies-board [part="grid"]');
  await expect(grid).toBeVisible();
  const box = (await grid.boundingBox())!;
  // A tap on the line between the first two cells of the top row.
  await page.mouse.click(box.x + box.width / 7, box.y + box.height / 14);
  await expect
    .poll(() =>
      page
        .locator('galaxies-board')
        .evaluate((b) => (b as unknown as { marks: { w: number[] } }).marks.w),
    )
    .toEqual([0]);
  expect(errors).toEqual([]);
});
