// The editor's journeys, in Chromium against the built site: build a small puzzle to unique by
// clicks and play it; remove a dot and see two answers with the cells where they differ; build
// one with the keyboard alone and share its link.
import { count, solve, toPuzzLink, toTathamId, type Dot, type Puzzle } from '@galaxies/engine';
import { expect, test } from '@playwright/test';
import { drawWithMouse, wallsToDraw } from './board-driver.js';
import {
  answersOf,
  clickPoints,
  editorGridOf,
  expectVerdict,
  keyPoints,
  verdictOf,
} from './editor-driver.js';

/** A 5 × 5 the ladder solves at the medium tier: centres, sides and a corner. */
const MEDIUM: Puzzle = {
  w: 5,
  h: 5,
  dots: [
    [2, 8],
    [3, 5],
    [5, 3],
    [7, 1],
    [7, 8],
    [9, 6],
  ],
};
/** Without this dot, MEDIUM has more than one answer. */
const LAST: Dot = [9, 6];
const editorLink = (p: Puzzle) => `/edit/?src=${encodeURIComponent(toPuzzLink(p))}`;

test('build a 5×5 to unique with clicks, then play it in one click', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Editor' }).click();
  await expect(page).toHaveURL(/\/edit\/$/);
  await expect(verdictOf(page)).toContainText('It needs at least one dot');
  await page.getByLabel('Width').selectOption('5');
  await page.getByLabel('Height').selectOption('5');
  await expect(editorGridOf(page)).toHaveAttribute('viewBox', '0 0 5 5');

  await clickPoints(page, MEDIUM, MEDIUM.dots.slice(0, -1));
  await expect(verdictOf(page)).not.toHaveAttribute('data-verdict', 'unique');
  await clickPoints(page, MEDIUM, [LAST]);
  await expectVerdict(page, 'unique');
  await expect(verdictOf(page)).toContainText('One answer · medium');
  const steps = solve(MEDIUM).steps;
  await expect(verdictOf(page)).toContainText(
    `It takes ${steps} ${steps === 1 ? 'step' : 'steps'} of that kind`,
  );
  await expect(page.getByLabel('puzz.link URL')).toHaveValue(toPuzzLink(MEDIUM));
  await expect(page.getByLabel('Tatham game ID')).toHaveValue(toTathamId(MEDIUM));
  await expect(page).toHaveURL(editorLink(MEDIUM)); // a reload keeps the puzzle

  await page.getByRole('link', { name: 'Play it' }).click();
  await expect(page).toHaveURL(`/play/?src=${encodeURIComponent(toPuzzLink(MEDIUM))}`);
  await expect(page.locator('galaxies-board circle.dot')).toHaveCount(6);
  await drawWithMouse(page, MEDIUM, wallsToDraw(MEDIUM, [...solve(MEDIUM).answer!]));
  await expect(page.locator('galaxies-board pk-frame')).toHaveAttribute('solved', '');
});

test('remove a dot: two answers, the cells where they differ outlined', async ({ page }) => {
  await page.goto(editorLink(MEDIUM));
  await expectVerdict(page, 'unique');
  await expect(answersOf(page)).toHaveCount(0);

  await clickPoints(page, MEDIUM, [LAST]);
  await expectVerdict(page, 'several');
  await expect(verdictOf(page)).toContainText('Several answers');
  const ambiguous = { ...MEDIUM, dots: MEDIUM.dots.slice(0, -1) };
  const [a, b] = count(ambiguous, 2).answers;
  const differ = a!.filter((d, i) => d !== b![i]).length;
  await expect(answersOf(page)).toHaveCount(2);
  await expect(answersOf(page).first()).toHaveAttribute(
    'aria-label',
    `First answer. The ${differ} cells where the answers differ are outlined.`,
  );
  for (const picture of await answersOf(page).all()) {
    await expect(picture).toBeVisible();
    const outline = (await picture.locator('path.differ').boundingBox())!;
    expect(outline.width * outline.height).toBeGreaterThan(0);
  }

  await clickPoints(page, MEDIUM, [LAST]); // back again: unique, the answers gone
  await expectVerdict(page, 'unique');
  await expect(answersOf(page)).toHaveCount(0);
});

test('build a puzzle with the keyboard alone and share its link', async ({ page }) => {
  await page.goto('/edit/');
  await page.getByLabel('Width').selectOption('5');
  await page.getByLabel('Height').selectOption('5');
  await keyPoints(page, MEDIUM.dots);
  await expectVerdict(page, 'unique');
  await expect(page.locator('galaxies-editor circle.dot')).toHaveCount(6);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy the link' }).click();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toBe(
    new URL(`/play/?src=${encodeURIComponent(toPuzzLink(MEDIUM))}`, page.url()).href,
  );
  await page.getByRole('button', { name: 'Copy the Tatham game ID' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(toTathamId(MEDIUM));

  await page.goto(shared);
  await expect(page.locator('galaxies-board circle.dot')).toHaveCount(6);
});
