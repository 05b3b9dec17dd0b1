// The board's layout on the site at a phone's and a desktop's size: on a 390×844 phone a 13×13
// grid is at least 360 px wide and starts within 220 px of the top (Endless's size and level
// picker included); on 1280×900 the grid and its controls fit on screen, the controls beside the
// grid, for every size (15×15 by version 2's link; the others by links from before versions).
// The header: on the phone one line, whose Menu opens every section; on the desktop a row. On a
// phone the text pages' words and forms line up with their titles, a little in from the edge. An
// address with no page is a page too: a 404 with the header and the way to Today.
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

test.describe('the text pages on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('line their text and forms up with the title, wider than the screen nowhere', async ({
    page,
  }) => {
    for (const path of [
      '/account/',
      '/games/galaxies/leaderboard/',
      '/play/',
      '/archive/',
      '/race/',
      '/no-such-page/',
    ]) {
      await page.goto(path);
      await expect(page.locator('main > h1')).toBeVisible();
      // Each of the page's own blocks of text or form starts where its title does (a board, a
      // calendar or a table may run wider; their cells or insides line up on their own).
      const lefts = await page.evaluate(() =>
        [...document.querySelectorAll('main > :is(h1, h2, p, form, dl, nav, div.devices-area)')]
          .filter((el) => el.getBoundingClientRect().height > 0)
          .map((el) => [el.tagName, Math.round(el.getBoundingClientRect().left)] as const),
      );
      const title = lefts.find(([tag]) => tag === 'H1')![1];
      expect(title).toBeGreaterThanOrEqual(8);
      expect(
        lefts.filter(([, left]) => left !== title),
        path,
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
    }
  });
});

test('an address with no page: a 404 with the header, what happened and the way to Today', async ({
  page,
}) => {
  const answer = await page.goto('/leaderboards/');
  expect(answer!.status()).toBe(404);
  await expect(page).toHaveTitle('Not found · Galaxies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing here');
  await expect(page.getByRole('navigation', { name: 'Site' })).toContainText('Leaderboards');
  await page.getByRole('link', { name: 'Play today’s puzzle' }).click();
  await expect(page).toHaveURL('/');
  await expect(gridOf(page)).toBeVisible();
});

/** The site's sections, as the header lists them. */
const SECTIONS = [
  ['Today', '/'],
  ['Endless', '/endless/'],
  ['Race', '/race/'],
  ['Archive', '/archive/'],
  ['How to play', '/how-to-play/'],
  ['Play a link', '/play/'],
  ['Editor', '/edit/'],
  ['Leaderboards', '/games/galaxies/leaderboard/'],
  ['Account', '/account/'],
] as const;

test.describe('the header on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('is one line whose Menu shows every section, each one tap away', async ({ page }) => {
    await page.goto('/archive/');
    const header = page.locator('header.site');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const line = (await header.boundingBox())!;
    expect(line.height).toBeLessThanOrEqual(60);
    expect(await header.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Site' });
    await expect(nav).toBeHidden();
    for (const [name, href] of SECTIONS) {
      await menu.tap();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await link.tap();
      await expect(page).toHaveURL((url) => url.pathname === href);
      // The menu, closed again on the new page, marks it as the one the player is on.
      await expect(page.locator('#site-menu [aria-current="page"]')).toHaveText(name);
    }
  });

  test('opens and closes from the keyboard, focus back on Menu', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Site' });
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Today', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('on a 1280×900 desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the header lists every section in a row, no Menu', async ({ page }) => {
    await page.goto('/archive/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const tops = new Set<number>();
    for (const [name] of SECTIONS) {
      const link = page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name });
      await expect(link).toBeInViewport();
      tops.add(Math.round((await link.boundingBox())!.y));
    }
    expect(tops.size).toBe(1);
  });

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
