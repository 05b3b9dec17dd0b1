// A new version of the site taking over, in Chromium against the real server: a deploy replaces
// the service worker (here, the built sw.js with a new version, as a new build writes it); the
// open page carries on under the old one and says a new version is ready; Update now hands over
// (the page reloads under the new worker, the old version's cache gone) and the puzzle in
// progress is still there. Axe-clean with the notice on show.
import { readFileSync, writeFileSync } from 'node:fs';
import { solve } from '@galaxies/engine';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.js';
import { drawWithMouse, gridOf, madeOf, wallCount, wallsToDraw } from './board-driver.js';

const SW = new URL('../dist/client/sw.js', import.meta.url);
const built = readFileSync(SW, 'utf8');
const VERSION = /const VERSION = "([^"]+)"/.exec(built)![1]!;

test.afterAll(() => writeFileSync(SW, built));

const shellCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('galaxies-shell-')));

test('a new version says so, and Update now hands over with nothing lost', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  expect(await shellCaches(page)).toEqual([`galaxies-shell-${VERSION}`]);
  const daily = await page.evaluate(() => fetch('/api/galaxies/daily').then((r) => r.json()));
  const puzzle = madeOf(daily);
  await drawWithMouse(page, puzzle, wallsToDraw(puzzle, [...solve(puzzle).answer!]).slice(0, 2));
  await expect.poll(() => wallCount(page)).toBe(2);

  // The deploy: the same site under a new version.
  writeFileSync(SW, built.replace(`"${VERSION}"`, `"${VERSION}-next"`));
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  const notice = page.locator('#notice');
  await expect(notice).toContainText('A new version of the site is ready.');
  // Until the player says so, the page runs on the old version.
  expect(await shellCaches(page)).toContain(`galaxies-shell-${VERSION}`);
  await expectAxeClean(page);

  // The hand-over reloads the page under the new worker.
  await Promise.all([
    page.waitForEvent('load'),
    notice.getByRole('button', { name: 'Update now' }).click(),
  ]);
  await expect.poll(() => shellCaches(page)).toEqual([`galaxies-shell-${VERSION}-next`]);
  await expect(gridOf(page)).toBeVisible();
  await expect(notice).not.toContainText('new version');
  await expect.poll(() => wallCount(page)).toBe(2);
  // The page under the new worker still plays offline from its cache.
  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(gridOf(page)).toBeVisible();
    await expect.poll(() => wallCount(page)).toBe(2);
  } finally {
    await page.context().setOffline(false);
  }
});
