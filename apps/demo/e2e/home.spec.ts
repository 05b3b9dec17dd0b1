import { expect, test } from '@playwright/test';

test('the home page shows a puzzle grid with its dots', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Galaxies');
  await expect(page.getByRole('heading', { name: 'Galaxies' })).toBeVisible();
  const grid = page.locator('galaxies-board').locator('[part="grid"]');
  await expect(grid).toBeVisible();
  await expect(grid).toHaveAttribute('aria-label', /Galaxies puzzle, 7 by 7, \d+ dots/);
  const box = (await grid.boundingBox())!;
  expect(box.width).toBeGreaterThan(200);
  expect(Math.abs(box.width - box.height)).toBeLessThan(1);
  await expect(grid.locator('circle.dot')).toHaveCount(11);
});
