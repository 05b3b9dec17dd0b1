// The site offline, in Chromium against the real server: once visited, its service worker keeps
// the app shell and the engine, so with the browser offline Today opens the day's puzzle kept
// from the visit and plays it, and the archive opens with its calendar.
import { generate, solve } from '@galaxies/engine';
import { expect, test } from '@playwright/test';
import { drawWithMouse, gridOf, wallCount, wallsToDraw } from './board-driver.js';

test('Today and the archive open and play offline, from the last visit', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const daily = await page.evaluate(() => fetch('/api/galaxies/daily').then((r) => r.json()));
  await page.goto('/archive/');
  await expect(page.getByRole('grid')).toBeVisible();

  await context.setOffline(true);
  try {
    await page.goto('/');
    await expect(gridOf(page)).toBeVisible();
    await expect(page.locator('galaxies-board circle.dot')).toHaveCount(
      generate(daily.code, daily.size).dots.length,
    );
    const puzzle = generate(daily.code, daily.size);
    await drawWithMouse(page, puzzle, wallsToDraw(puzzle, [...solve(puzzle).answer!]).slice(0, 2));
    await expect.poll(() => wallCount(page)).toBe(2);
    await page.goto('/archive/');
    await expect(page.getByRole('grid')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
