// The guides in the built storybook: their tables are tables, and their live pieces run on the
// packages.
import { expect, test } from 'playwright/test';
import { openStory } from './story.js';

// Every guide renders with no page error in the sidebar walk (sidebar.spec.ts); here, what
// their pieces do.
for (const page of ['introduction', 'guide-accessibility', 'guide-languages']) {
  test(`the ${page} page's Markdown tables render as tables`, async ({ page: browser }) => {
    await openStory(browser, `${page}--docs`, {}, 'docs');
    const content = browser.locator('.sbdocs-content');
    await expect(content.locator('table').first()).toBeVisible();
    await expect(content.locator('th').first()).toBeVisible();
    expect(await content.textContent()).not.toMatch(/\| ?---/);
  });
}

test('the ratings calculator recomputes when a time changes', async ({ page }) => {
  await openStory(page, 'guide-ratings--docs', {}, 'docs');
  const calculator = page.locator('docs-ratings-calculator');
  await expect(calculator.locator('output')).toHaveText(['+0.396', '+0.457']);
  await calculator.getByLabel('Time for Endless 13×13').fill('16:00');
  await expect(calculator.locator('output').first()).toHaveText('+0.000');
});

test('the importer reads a puzz.link URL and refuses a removed cell', async ({ page }) => {
  await openStory(page, 'guide-engine--docs', {}, 'docs');
  const importer = page.locator('docs-puzzle-import');
  await expect(importer.locator('galaxies-board [part="grid"]')).toBeVisible();
  await expect(importer.locator('[role="status"]').first()).toContainText('5x5:');
  await importer.getByRole('button', { name: 'A URL with a removed cell' }).click();
  await expect(importer.locator('[role="status"]').first()).toContainText(
    'Removed cells are not supported',
  );
});
