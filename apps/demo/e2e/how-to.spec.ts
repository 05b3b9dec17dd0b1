// How to play on the site, in Chromium against the built site: a daily's page drawn by the
// server welcomes a newcomer (How to play one press away) and not on the next visit; elsewhere
// the window opens by itself on a first visit and not on the next; by mouse, by touch and by the keyboard alone a player opens it,
// solves the tutorial, closes it and is back on the button; the page of its own renders.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { boardRunning, pressSides, tabTo } from './board-driver.js';

/** The tutorial's walls to draw (its answer's, less the given ones), in the steps' order. */
const TUTORIAL_WALLS = [2, 11, 7, 16, 20, 23, 24, 19, 21];

const dialogOf = (page: Page) => page.locator('galaxies-board galaxies-how-to-dialog dialog');
const tutorialGrid = (page: Page) => page.locator('galaxies-tutorial [part~="grid"]');
const tutorialStep = (page: Page) => page.locator('galaxies-tutorial [part~="step"]');
const howToButton = (page: Page) =>
  page.locator('galaxies-board').getByRole('button', { name: 'How to play' });

/** Where a side of the 4 × 4 tutorial is on the page, just off its middle. */
async function sidePoint(grid: Locator, side: number) {
  const box = (await grid.boundingBox())!;
  const cell = side >> 1;
  const [x, y] =
    side % 2 === 0
      ? [(cell % 4) + 1.04, Math.floor(cell / 4) + 0.5]
      : [(cell % 4) + 0.5, Math.floor(cell / 4) + 1.04];
  return { x: box.x + (x / 4) * box.width, y: box.y + (y / 4) * box.height };
}

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.textContent?.trim() ?? '';
  });
}

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('opens How to play by itself once on a page the server does not draw, with the clock waiting, and not on the next', async ({
    page,
  }) => {
    await page.goto('/play/?src=7x7%3Achvhvszkhtki');
    await expect(dialogOf(page)).toBeVisible();
    await expect(dialogOf(page)).toContainText('The rules');
    const timer = page.locator('galaxies-board [part~="timer"]');
    const held = await timer.textContent();
    await page.waitForTimeout(2200);
    expect(await timer.textContent()).toBe(held); // the clock waits while it is open
    await page.keyboard.press('Escape');
    await expect(dialogOf(page)).toBeHidden();
    await page.reload();
    await expect(page.locator('galaxies-board [part="grid"]')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(dialogOf(page)).toBeHidden();
  });

  test('a daily is drawn with a welcome whose How to play opens the window, once', async ({
    page,
  }) => {
    const welcome = page.getByRole('complementary', { name: 'New to Galaxies?' });
    await page.goto('/');
    await expect(welcome).toBeVisible();
    await expect(page.locator('galaxies-board [part~="grid"]')).toBeVisible();
    await boardRunning(page);
    await expect(dialogOf(page)).toBeHidden(); // no window over the day's board
    // By the keyboard: the welcome's How to play opens the board's window at the rules.
    await welcome.getByRole('button', { name: 'How to play' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialogOf(page)).toBeVisible();
    await expect(dialogOf(page)).toContainText('The rules');
    await expect(welcome).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialogOf(page)).toBeHidden();
    await page.reload();
    await expect(page.locator('galaxies-board [part~="grid"]')).toBeVisible();
    await expect(welcome).toHaveCount(0);
  });
});

test('by mouse: open, solve the tutorial, close, and focus is back on the button', async ({
  page,
}) => {
  await page.goto('/endless/?size=7&code=howto');
  await boardRunning(page); // drawn by the server: its buttons answer once the page runs it
  await howToButton(page).click();
  await expect(dialogOf(page)).toBeVisible();
  await tutorialGrid(page).scrollIntoViewIfNeeded();
  for (const side of TUTORIAL_WALLS) {
    const p = await sidePoint(tutorialGrid(page), side);
    await page.mouse.click(p.x, p.y);
  }
  await expect(tutorialStep(page)).toContainText('Solved!');
  await dialogOf(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialogOf(page)).toBeHidden();
  expect(await focusedName(page)).toBe('How to play');
  // The tutorial played no part in the page's own game.
  await expect(page.locator('galaxies-board pk-status')).not.toContainText('Solved');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('by touch: open, solve the tutorial, close, and focus is back on the button', async ({
    page,
  }) => {
    await page.goto('/endless/?size=7&code=howto');
    await boardRunning(page);
    await howToButton(page).tap();
    await expect(dialogOf(page)).toBeVisible();
    await tutorialGrid(page).scrollIntoViewIfNeeded();
    for (const side of TUTORIAL_WALLS) {
      const p = await sidePoint(tutorialGrid(page), side);
      await page.touchscreen.tap(p.x, p.y);
    }
    await expect(tutorialStep(page)).toContainText('Solved!');
    await dialogOf(page).getByRole('button', { name: 'Close' }).tap();
    await expect(dialogOf(page)).toBeHidden();
    expect(await focusedName(page)).toBe('How to play');
  });
});

test('by the keyboard alone: open, solve the tutorial, close, focus back on the button', async ({
  page,
}) => {
  await page.goto('/endless/?size=7&code=howto');
  await boardRunning(page); // drawn by the server: its buttons answer once the page runs it
  await tabTo(page, 'How to play');
  await page.keyboard.press('Enter');
  await expect(dialogOf(page)).toBeVisible();
  const onGrid = () =>
    page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.getAttribute('part') === 'grid';
    });
  for (let k = 0; k < 20 && !(await onGrid()); k++) await page.keyboard.press('Tab');
  await pressSides(page, 4, TUTORIAL_WALLS);
  await expect(tutorialStep(page)).toContainText('Solved!');
  await page.keyboard.press('Escape');
  await expect(dialogOf(page)).toBeHidden();
  expect(await focusedName(page)).toBe('How to play');
});

test('its own page, linked from the header, holds the same rules, example, tutorial and keys', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'How to play' }).click();
  await expect(page).toHaveURL(/\/how-to-play\/$/);
  const howTo = page.locator('galaxies-how-to');
  await expect(howTo).toContainText('Each galaxy looks the same turned half way round its dot.');
  await expect(howTo.locator('figure svg[role="img"]')).toBeVisible();
  await expect(howTo.locator('galaxies-tutorial [part~="grid"]')).toBeVisible();
  await expect(howTo).toContainText('Show these keys.');
});
