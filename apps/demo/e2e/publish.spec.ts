// Publishing from the editor, in Chromium against the built site: on a 1280×900 desktop the
// verdict and the Publish form sit beside the grid; a new player gives a name and publishes, the
// focus lands on the puzzle's page; the same puzzle again is refused in the live region, what
// was typed kept. In Japanese on a phone, the server's refusal comes back in Japanese.
import { generate, toPuzzLink, type Puzzle } from '@galaxies/engine';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.js';
import { clickPoints, editorGridOf, expectVerdict, verdictOf } from './editor-driver.js';

/** A 7×7 with one answer, different for each code. */
function sevenBySeven(code: string): Puzzle {
  const { w, h, dots } = generate(code, '7', 'easy');
  return { w, h, dots };
}
const editorLink = (p: Puzzle) => `/edit/?src=${encodeURIComponent(toPuzzLink(p))}`;
const said = (page: Page) => page.locator('.publish [role="status"]');

test.describe('on a 1280×900 desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a new player names themself and publishes; the same puzzle again is refused', async ({
    page,
  }) => {
    const puzzle = sevenBySeven('publishone');
    await page.goto(editorLink(puzzle));
    await expectVerdict(page, 'unique');
    const grid = (await editorGridOf(page).boundingBox())!;
    const verdict = (await verdictOf(page).boundingBox())!;
    expect(verdict.x).toBeGreaterThanOrEqual(grid.x + grid.width);
    await expect(verdictOf(page)).toBeInViewport({ ratio: 1 });
    await expect(editorGridOf(page)).toBeInViewport({ ratio: 1 });

    await page.getByLabel('Title').fill('Eleven ways round');
    await page.getByLabel('Note (optional)').fill('Start in the corners.');
    await page.getByLabel('Your name').fill('Ada');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    const link = page.getByRole('link', { name: 'see its page' });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', /^\/p\/[a-z0-9]{8}\/$/);
    await expect(page.locator('.publish')).toContainText('Published: see its page.');
    const href = (await link.getAttribute('href'))!;

    // Changed and changed back: the form again, the player named now; publishing it is refused.
    await clickPoints(page, puzzle, [[13, 13]]);
    await page.keyboard.press('Control+z');
    await expectVerdict(page, 'unique');
    await expect(page.getByLabel('Your name')).toHaveCount(0);
    await page.getByLabel('Title').fill('The same again');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(said(page)).toContainText(href);
    await expect(page.getByLabel('Title')).toHaveValue('The same again');
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });
});

test.describe('in Japanese on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });

  test('the form is under the verdict, and a refusal comes back in Japanese', async ({ page }) => {
    await page.goto(editorLink(sevenBySeven('publishtwo')));
    await expectVerdict(page, 'unique');
    const verdict = (await verdictOf(page).boundingBox())!;
    const form = (await page.locator('.publish').boundingBox())!;
    expect(form.y).toBeGreaterThanOrEqual(verdict.y + verdict.height);
    await page.getByLabel('タイトル').fill('   ');
    await page.getByLabel('表示名').fill('エイダ');
    await page.getByRole('button', { name: '公開する' }).click();
    await expect(said(page)).toHaveText(/[ぁ-んァ-ン一-龯]/);
    await expect(page.getByLabel('タイトル')).toHaveValue('   ');
  });
});
