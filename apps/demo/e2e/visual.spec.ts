// The site's visual check: Today in Japanese, on a phone (390×844) and a desktop (1280×900),
// compared with the committed baselines in e2e/baselines/ (1% of pixels may differ). The site
// runs on its own with a fixed secret and its clock on a fixed, posted day, so the day's puzzle
// is the same in every run; text is drawn with the project's fonts (tooling/fonts.mjs). A
// Japanese label that overflows or wraps badly shows here. Every shot runs even when one fails.
import { startSite, type Site } from '@galaxies/tooling/site';
import { REFRESH } from '@galaxies/tooling/visual';
import { expect, test } from '@playwright/test';
import { metTheGame } from './met-the-game.js';

/** Noon on a day whose daily was posted long ago (a 10×10 Wednesday), for the site and page. */
const DAY = new Date('2026-12-02T12:00:00Z');

let site: Site;
test.beforeAll(async () => {
  site = await startSite({ secret: 'the-visual-check-secret', clock: true });
});
test.afterAll(() => site?.close());

for (const [name, width, height] of [
  ['site-today-ja-phone', 390, 844],
  ['site-today-ja-desktop', 1280, 900],
] as const) {
  test(`looks as before: ${name}`, async ({ browser }) => {
    // The server's clock moved to the day; the page's stopped there.
    const seconds = Math.round((DAY.getTime() - Date.now()) / 1000);
    site.setClockAhead(seconds);
    const context = await browser.newContext({
      viewport: { width, height },
      locale: 'ja-JP',
      colorScheme: 'light',
      storageState: metTheGame(site.url),
    });
    const page = await context.newPage();
    await page.clock.setFixedTime(DAY);
    await page.goto(`${site.url}/`);
    const board = page.locator('galaxies-board');
    await expect(board.locator('[part~="grid"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page, REFRESH).toHaveScreenshot(`${name}.png`, {
      mask: [board.locator('[part="timer"]')],
    });
    await context.close();
  });
}
