// The components' docs pages list what the custom elements manifests say: attributes and
// properties with controls, events, slots, CSS custom properties and parts.
import { expect, test } from 'playwright/test';
import { openStory } from './story.js';

test('the board docs page lists its API from the manifest', async ({ page }) => {
  await openStory(page, 'board-galaxies-board--docs', {}, 'docs');
  const table = page.locator('.docblock-argstable').first();
  for (const name of ['src', 'scheme', 'galaxies-solved', '--gx-paper', 'grid']) {
    await expect(table.getByText(name, { exact: true }).first()).toBeAttached();
  }
});

test('the frame docs page lists its slots, parts and custom properties', async ({ page }) => {
  await openStory(page, 'pencil-kit-frame--docs', {}, 'docs');
  const table = page.locator('.docblock-argstable').first();
  for (const name of ['heading', 'pk-solved', '--pk-accent']) {
    await expect(table.getByText(name, { exact: true }).first()).toBeAttached();
  }
});
