// A solve the site cannot take at once, in Chromium against the real server: answered 503 (the
// site or a proxy in front of it busy), the page keeps it, tells the player so, and sends it
// again once the wait the answer asked for is over; the player then sees the referee's answer,
// and the server holds the solve once. Kept across a reload too. (The service worker is off
// here: a page's own route sees only what the page itself asks for.)
import { expect, test, type Page, type Route } from '@playwright/test';
import { gridOf, madeOf } from './board-driver.js';
import { passTime, setServerAhead, solveQuickly } from './clocks.js';

test.use({ serviceWorkers: 'block' });
test.beforeEach(({ page }) => page.clock.install());
test.afterAll(() => setServerAhead(0));

const referee = (page: Page) => page.locator('galaxies-board .referee');

/** Answers the page's first `busy` solve posts 503 (retry-after: `wait`), passes the rest on. */
async function busyAtFirst(page: Page, busy: number, wait: number) {
  const posts = { refused: 0, passed: 0 };
  await page.route('**/api/galaxies/solves', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    if (posts.refused < busy) {
      posts.refused++;
      return route.fulfill({
        status: 503,
        headers: { 'retry-after': String(wait) },
        json: { error: 'The database is not answering just now.' },
      });
    }
    posts.passed++;
    return route.continue();
  });
  return posts;
}

/** The asking player's entries on today's board. */
async function mineToday(page: Page): Promise<number> {
  const board = await page.evaluate(() =>
    fetch('/api/galaxies/leaderboard/daily', { cache: 'no-store' }).then((r) => r.json()),
  );
  return board.entries.filter((e: { you: boolean }) => e.you).length;
}

async function solveToday(page: Page): Promise<void> {
  await page.goto('/');
  const daily = await page.evaluate(() => fetch('/api/galaxies/daily').then((r) => r.json()));
  await expect(gridOf(page)).toBeVisible();
  await solveQuickly(page, madeOf(daily), 40);
}

test('a solve answered 503 is kept, said so, sent after retry-after, and stored once', async ({
  page,
}) => {
  const posts = await busyAtFirst(page, 2, 5);
  await solveToday(page);
  await expect(referee(page)).toContainText('The site is busy just now: your solve is kept here');
  expect(posts).toEqual({ refused: 1, passed: 0 });
  expect(await page.evaluate(() => localStorage.getItem('gx:outbox'))).toContain('"ticket"');
  // Not before the wait the answer asked for; then again, busy again, and the wait after it.
  await passTime(page, 4);
  expect(posts.refused).toBe(1);
  await passTime(page, 3);
  await expect.poll(() => posts.refused).toBe(2);
  await passTime(page, 7);
  await expect(referee(page)).toContainText(/You’re #\d+ on today’s leaderboard/);
  expect(posts.passed).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('gx:outbox'))).toBeNull();
  expect(await mineToday(page)).toBe(1);
});

test('a kept solve outlives a reload, and is sent from the next page', async ({ page }) => {
  const posts = await busyAtFirst(page, 1, 5);
  await solveToday(page);
  await expect(referee(page)).toContainText('your solve is kept here');
  await page.goto('/archive/');
  await expect(page.getByRole('grid')).toBeVisible();
  expect(posts.passed).toBe(0);
  await passTime(page, 60);
  await expect(page.locator('#notice')).toHaveText('Your saved solve is sent.');
  expect(posts).toEqual({ refused: 1, passed: 1 });
  expect(await mineToday(page)).toBe(1);
});
