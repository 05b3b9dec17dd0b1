// The whole storybook, manager and all, works from /storybook/ as the site serves it, with the
// guides first in the sidebar and the scheme and viewport switches in the toolbar.
import { expect, test } from 'playwright/test';
import { previewFinished, sharedPage } from './story.js';

test('the storybook opens under /storybook/ on its introduction', async ({ page }) => {
  await page.goto('./');
  const sidebar = page.locator('#storybook-explorer-tree');
  await expect(sidebar.getByText('Introduction')).toBeVisible();
  await expect(sidebar.getByText('Guide', { exact: true })).toBeVisible();
  await expect(
    page.frameLocator('#storybook-preview-iframe').locator('.sbdocs-content h1').first(),
  ).toHaveText('Galaxies');
});

test.describe('a board story in the manager', () => {
  // One page for both: the manager's code loads once (10 to 25 s on a busy machine), the events
  // test going on from the story the first one opened.
  const pageOf = sharedPage();

  test('a story shows with the scheme and viewport switches', async () => {
    const page = pageOf();
    await page.goto('./?path=/story/board-galaxies-board--fresh-7-x-7');
    await previewFinished(page);
    await expect(page.getByRole('button', { name: /colour scheme/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /viewport/i }).first()).toBeVisible();
    await expect(
      page.frameLocator('#storybook-preview-iframe').locator('galaxies-board [part="grid"]'),
    ).toBeVisible();
  });

  test("a board's events show in the Actions panel", async () => {
    const page = pageOf();
    // The story the test before opened; opened here if it ran alone.
    if (!page.url().includes('fresh-7-x-7')) {
      await page.goto('./?path=/story/board-galaxies-board--fresh-7-x-7');
    }
    await previewFinished(page);
    const grid = page
      .frameLocator('#storybook-preview-iframe')
      .locator('galaxies-board [part="grid"]');
    await expect(grid).toBeVisible();
    const box = (await grid.boundingBox())!;
    // Near the line right of row 1, column 3: a wall of the sample's answer.
    await page.mouse.click(box.x + (3 * box.width) / 7, box.y + box.height / 14);
    await page.getByRole('tab', { name: /^actions/i }).click();
    const panel = page.getByRole('tabpanel', { name: /^actions/i });
    await expect(panel.getByText('galaxies-move').first()).toBeVisible();
  });
});
