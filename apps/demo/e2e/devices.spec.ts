// One player on three browsers, in Chromium against the real server: a transfer link signs a
// second browser in as the first's player (name, rating, solves); the code then refuses a third,
// and an expired one is refused with the same clear words; the first browser signs the second
// out, which is nobody on its next request; a recovery code signs the third browser in. Each
// browser its own context, as separate devices are. Today begun on the first goes on on the
// second. Axe-clean with a code on show and the offer.
import { solve } from '@galaxies/engine';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.js';
import { puzzleKey } from '../shared/puzzle-key.js';
import {
  drawWithMouse,
  endlessOf,
  gridOf,
  madeOf,
  STARTED,
  wallCount,
  wallsToDraw,
} from './board-driver.js';
import { setServerAhead, solveQuickly } from './clocks.js';
import { freshBrowser } from './browsers.js';

test.afterAll(() => setServerAhead(0));

const device = (browser: Browser) => freshBrowser(browser);

/** Solves a rated endless 7×7 (all walls but the last loaded, the clocks moved, the last drawn). */
async function solveEndless(page: Page): Promise<void> {
  await page.goto('/endless/?size=7');
  await expect(page).toHaveURL(STARTED);
  await expect(gridOf(page)).toBeVisible();
  const puzzle = endlessOf(page);
  await solveQuickly(page, puzzle, 13);
  await expect(page.locator('galaxies-board .referee')).toContainText('give or take');
}

const notice = (page: Page) => page.locator('#notice');
const REFUSED =
  /That code does not work: it may be mistyped, used already, or past its ten minutes/;

test('a transfer code signs a second browser in once; a recovery code a third', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const first = await device(browser);
  await solveEndless(first);
  await first.goto('/account/');
  await first.getByLabel('Display name').fill('Vera');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(notice(first)).toHaveText('Name saved.');
  const rating = await first.locator('dl.rating dd').first().textContent();

  // Today begun on the first device: three walls, sent to the server a moment after.
  await first.goto('/');
  const daily = await first.evaluate(() => fetch('/api/galaxies/daily').then((r) => r.json()));
  const today = madeOf(daily);
  await expect(gridOf(first)).toBeVisible();
  await drawWithMouse(first, today, wallsToDraw(today, [...solve(today).answer!]).slice(0, 3));
  await first.clock.fastForward(2000);
  const key = puzzleKey(daily); // with `@2` for a daily of version 2
  await expect
    .poll(() =>
      first.evaluate(
        (k) => fetch(`/api/me/progress/${k}`).then((r) => r.json().then((b) => b.progress?.moves)),
        key,
      ),
    )
    .toBe(3);
  await first.goto('/account/');

  await first.getByRole('button', { name: 'Make a code' }).click();
  const code = (await first.locator('.transfer-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(first.getByRole('img', { name: 'The link as a QR code' })).toBeVisible();
  const link = (await first.locator('a[href*="#sign-in="]').getAttribute('href'))!;
  await expectAxeClean(first);

  // The second browser follows the link and says yes: it is Vera now, with her rating and solve.
  const second = await device(browser);
  await second.goto(link);
  await expect(second).toHaveURL(/\/account\/$/); // the code leaves the address at once
  await expect(
    second.getByRole('heading', { name: 'Sign in from your other device?' }),
  ).toBeVisible();
  await expectAxeClean(second);
  await second.getByRole('button', { name: 'Sign in here' }).click();
  await expect(second.getByLabel('Display name')).toHaveValue('Vera');
  await expect(second.locator('dl.rating dd').first()).toHaveText(rating!);
  await expect(second.locator('table').last().locator('tbody tr')).toHaveCount(1);
  // …and Today goes on where the first device left it.
  await second.goto('/');
  await expect.poll(() => wallCount(second)).toBe(3);

  // Used once, it refuses a third browser; so does an expired one.
  const third = await device(browser);
  await third.goto('/account/');
  // Each try waits for the server's answer: both refusals read the same, so the notice alone
  // cannot tell the second from the first (the clock must not go back before it is answered).
  const typeCode = async (typed: string) => {
    await third.getByLabel(/A code from your other device/).fill(typed);
    const answered = third.waitForResponse((r) => r.url().endsWith('/api/me/sign-in'));
    await third.getByRole('button', { name: 'Sign in', exact: true }).click();
    return (await answered).ok();
  };
  expect(await typeCode(code)).toBe(false);
  await expect(notice(third)).toHaveText(REFUSED);
  await first.getByRole('button', { name: 'Make a new code' }).click();
  await expect(first.locator('.transfer-code')).not.toHaveText(code);
  const late = (await first.locator('.transfer-code').textContent())!.trim();
  setServerAhead(11 * 60);
  expect(await typeCode(late)).toBe(false);
  await expect(notice(third)).toHaveText(REFUSED);
  setServerAhead(0);

  // The first browser signs the second out: on its next request the second is nobody.
  await first.reload();
  const devices = first.locator('ul.devices li');
  await expect(devices).toHaveCount(2);
  await first.getByRole('button', { name: 'Sign out Chrome on Linux', exact: true }).click();
  await expect(devices).toHaveCount(1);
  await second.goto('/account/');
  await expect(second.getByLabel('Display name')).toHaveValue('');
  await expect(second.locator('ul.devices')).toHaveCount(0);

  // A recovery code, shown once, signs the third browser in.
  await first.getByRole('button', { name: 'Make a recovery code' }).click();
  const recovery = (await first.locator('.recovery-code').textContent())!.trim();
  expect(recovery).toMatch(/^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/);
  expect(await typeCode(recovery.toLowerCase())).toBe(true);
  await expect(third.getByLabel('Display name')).toHaveValue('Vera');
  await expectAxeClean(third);
});
