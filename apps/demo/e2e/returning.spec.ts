// A returning player, in Chromium against the real server: a daily streak built over three days
// (the server's clock moved by the test through GALAXIES_CLOCK_FILE, the page's by Playwright's
// clock, so nothing waits out the referee's least time), the streak and rank in the result
// panel, the countdown and the week's plan under Today's board, the account's stats and rating
// chart, a default name that reads as a person, and the archive's calendar by keyboard. Every
// new page and state axe-clean.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.js';
import { gridOf, madeOf } from './board-driver.js';
import { goToDay, setServerAhead, solveQuickly } from './clocks.js';

/** Past every size's least time (35 s for a 13×13), by both the board's clock and the server's. */
const PLAYED = 40;

test.afterAll(() => setServerAhead(0));

const referee = (page: Page) => page.locator('galaxies-board .referee');

/**
 * Solves the daily on show: every wall but the last loaded as marks (drawing is tested in the
 * journeys), the clocks moved past its least time, and the last wall drawn with the mouse.
 */
async function solveToday(page: Page): Promise<void> {
  const daily = await page.evaluate(() => fetch('/api/galaxies/daily').then((r) => r.json()));
  await expect(gridOf(page)).toBeVisible();
  const puzzle = madeOf(daily);
  await solveQuickly(page, puzzle, PLAYED);
  await expect(page.locator('galaxies-board pk-frame')).toHaveAttribute('solved', '');
}

test('a streak over three days, the stats it makes, and the archive’s calendar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  for (let day = 0; day < 3; day++) {
    await goToDay(page, day);
    await page.goto('/');
    await solveToday(page);
    await expect(referee(page)).toContainText(/You’re #\d+ on today’s leaderboard/);
    await expect(referee(page)).toContainText(
      day === 0 ? 'Your streak: 1 day.' : `Your streak: ${day + 1} days in a row.`,
    );
  }
  // Under the board: when the next daily is out, and the week's plan.
  const rhythm = page.locator('.rhythm');
  await expect(rhythm).toContainText(/Next daily in \d+ (h \d+ )?min: \w+’s\s+\d+×\d+/);
  await expect(rhythm).toContainText('The week climbs: 7×7 easy on Monday and Tuesday');
  await expectAxeClean(page);

  // The day's board names the player as a person, not "Anonymous".
  const date = await page.evaluate(() =>
    fetch('/api/galaxies/daily').then((r) => r.json().then((d) => d.date as string)),
  );
  await page.goto(`/games/galaxies/leaderboard/?date=${date}`);
  await expect(page.locator('tr.you')).toContainText(/[A-Z][a-z]+ [A-Z][a-z]+ \d\d/);

  await page.goto('/account/');
  await expect(page.locator('dl.streak dd')).toHaveText(['3 days', '3 days']);
  await expect(page.locator('#name-note')).toContainText(/You go by [A-Z][a-z]+ [A-Z][a-z]+ \d\d/);
  // The dailies are rated once their day is over: a chart once one was, else a sentence.
  await expect(
    page.locator('svg.rating-chart').or(page.getByText('Your rating’s history starts')),
  ).toBeVisible();
  await expect(page.locator('dl.rating')).toContainText(/\d+, give or take \d+/);
  await expectAxeClean(page);

  // The archive's calendar: the two earlier days solved, arrows move by day and week.
  await page.goto('/archive/');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  const focused = page.locator(':focus');
  const yesterday = grid.locator('a[tabindex="0"]');
  // Its level, size and score: "Friday, December 4: medium 10×10 4.9 (solved)".
  await expect(yesterday).toHaveAccessibleName(/^\w+day, \w+ \d+: \w+ \d+×\d+ \d+\.\d \(solved\)$/);
  await yesterday.focus();
  await page.keyboard.press('ArrowLeft'); // the day before: the streak's first day
  await expect(focused).toHaveAccessibleName(/\(solved\)$/);
  await page.keyboard.press('ArrowLeft');
  await expect(focused).toHaveAccessibleName(/not started\)$|no daily$/);
  await page.keyboard.press('ArrowUp'); // a week before
  await expect(focused).toHaveAccessibleName(/not started\)$|no daily$/);
  const month = await page.locator('#calendar-month').textContent();
  await page.keyboard.press('PageUp');
  await expect(page.locator('#calendar-month')).not.toHaveText(month!);
  await page.keyboard.press('PageDown');
  await expect(page.locator('#calendar-month')).toHaveText(month!);
  await expectAxeClean(page);
});
