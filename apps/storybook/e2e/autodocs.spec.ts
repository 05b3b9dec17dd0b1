// The components' docs pages list what the custom elements manifests say: attributes and
// properties with controls, events, slots, CSS custom properties and parts.
import { expect, test } from 'playwright/test';
import { openStory, sharedPage } from './story.js';

test('the frame docs page lists its slots, parts and custom properties', async ({ page }) => {
  await openStory(page, 'pencil-kit-frame--docs', {}, 'docs');
  const table = page.locator('.docblock-argstable').first();
  for (const name of ['heading', 'pk-solved', '--pk-accent']) {
    await expect(table.getByText(name, { exact: true }).first()).toBeAttached();
  }
});

test('controls reach the element: attributes, a choice and a custom property', async ({ page }) => {
  await openStory(page, 'board-galaxies-board--fresh-7-x-7', {
    args: 'readonly:!true;scheme:dark;--gx-paper:!hex(ff0000)',
  });
  const board = page.locator('galaxies-board');
  await expect(board).toHaveAttribute('readonly', '');
  await expect(board).toHaveAttribute('scheme', 'dark');
  await expect(board.locator('[part="grid"]')).toHaveCSS('background-color', 'rgb(255, 0, 0)');
});

test.describe('the board and editor docs pages', () => {
  // One page for both tests: the board's docs page renders its 36 stories inline, the heaviest
  // page of the storybook, so it is opened once and read by both.
  const pageOf = sharedPage();

  /** Shows the docs page `id`, unless the page shows it already. */
  async function showDocs(id: string): Promise<void> {
    const page = pageOf();
    if (!page.url().includes(`id=${id}&`)) await openStory(page, id, {}, 'docs');
  }

  test('the board docs page lists its API from the manifest', async () => {
    const page = pageOf();
    await showDocs('board-galaxies-board--docs');
    const table = page.locator('.docblock-argstable').first();
    for (const name of ['src', 'scheme', 'galaxies-solved', '--gx-paper', 'grid']) {
      await expect(table.getByText(name, { exact: true }).first()).toBeAttached();
    }
  });

  test('read-only members are listed without a control; settable ones have one', async () => {
    const page = pageOf();
    for (const [id, readOnly] of [
      ['board-galaxies-board--docs', ['ready', 'current', 'score']],
      ['board-galaxies-editor--docs', ['ready', 'edited', 'verdict']],
    ] as const) {
      await showDocs(id);
      const table = page.locator('.docblock-argstable').first();
      const row = (name: string) =>
        table
          .locator('tbody tr')
          .filter({ has: page.getByText(name, { exact: true }) })
          .first();
      for (const name of readOnly) {
        await expect(row(name)).toBeAttached();
        await expect(row(name).locator('input, textarea, select, button')).toHaveCount(0);
      }
      // A settable one offers its control ("Set string" until it has a value).
      await expect(row('src').locator('input, textarea, select, button').first()).toBeAttached();
    }
  });
});
