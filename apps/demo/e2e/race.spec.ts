// Live races, two browsers: Ann opens a 7×7 easy race under her name, Bo joins by its link under
// his, on a 390×844 phone; Ann starts it; each sees the other's progress rise on their bar (a
// progressbar named for them), which on Bo's phone stays in view above the board; Bo's page
// drops mid-race (a reload) and comes back with his marks and his progress; Ann finishes first
// and is placed first, which Bo hears; then Bo finishes and both see the results, with the way
// to play the puzzle again. And the race page in Japanese.
import { solve } from '@galaxies/engine';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.js';
import { freshBrowser } from './browsers.js';
import {
  boardRunning,
  drawWithMouse,
  gridOf,
  madeOf,
  wallCount,
  wallsToDraw,
} from './board-driver.js';
import type { RaceRoom } from '../shared/race.js';

/** The value of the progressbar named for `name` on `page`. */
const progressOf = (page: Page, name: string) =>
  page
    .getByRole('progressbar', { name: new RegExp(`^${name} `) })
    .getAttribute('aria-valuenow')
    .then(Number);

test('two players race a 7×7 easy: live progress, a dropped page back in, places by finish', async ({
  page: ann,
  browser,
}) => {
  // Ann opens a room: a name first, as she has none of her own yet.
  await ann.goto('/race/');
  await expect(ann.getByRole('heading', { level: 1, name: 'Race' })).toBeVisible();
  await ann.getByLabel('Your name').fill('Ann');
  await ann.getByRole('button', { name: 'Start a race' }).click();
  await expect(ann).toHaveURL(/\/race\/[a-z0-9]{10}\/$/);
  await expect(ann.getByRole('heading', { level: 1 })).toHaveText('Race · 7×7 easy');
  const link = ann.getByRole('textbox', { name: 'The room’s link' });
  await expect(link).toHaveValue(ann.url());

  // Bo joins by the link, naming himself, and waits for the host.
  const bo = await freshBrowser(browser, { viewport: { width: 390, height: 844 } });
  await bo.goto(await link.inputValue());
  await bo.getByLabel('Your name').fill('Bo');
  await bo.getByRole('button', { name: 'Join the race' }).click();
  await expect(bo.getByText('Waiting for Ann to start the race')).toBeVisible();
  await expect(ann.getByRole('heading', { name: 'Racers (2 of 10)' })).toBeVisible();
  await expectAxeClean(ann);

  await ann.getByRole('button', { name: 'Start the race' }).click();
  await Promise.all([expect(gridOf(ann)).toBeVisible(), expect(gridOf(bo)).toBeVisible()]);
  const id = new URL(ann.url()).pathname.split('/')[2]!;
  const room = (await ann.evaluate(
    (id) => fetch(`/api/galaxies/races/${id}`).then((r) => r.json()),
    id,
  )) as RaceRoom;
  const { size, level, code, engine } = room.puzzle!;
  const puzzle = madeOf({ code, size, difficulty: level, engine });
  const walls = wallsToDraw(puzzle, [...solve(puzzle).answer!]);
  // All but the last wall: every galaxy closed but the one or two beside it.
  const [most, last] = [walls.slice(0, -1), walls.slice(-1)];

  // Each sees the other's bar rise as they draw (from what the given walls close, if anything).
  const given = await progressOf(bo, 'Ann');
  expect(await progressOf(ann, 'Bo')).toBe(given);
  await drawWithMouse(ann, puzzle, most);
  await expect.poll(() => progressOf(bo, 'Ann')).toBeGreaterThan(given);
  await drawWithMouse(bo, puzzle, most);
  const boProgress = await progressOf(bo, 'Bo');
  expect(boProgress).toBeGreaterThan(given);
  await expect.poll(() => progressOf(ann, 'Bo')).toBe(boProgress);
  // On the phone the others' bars stay in view above the board, wherever it is scrolled to.
  const annOnBo = bo.getByRole('progressbar', { name: /^Ann / });
  await bo.locator('galaxies-board [part~="controls"]').scrollIntoViewIfNeeded();
  await expect(annOnBo).toBeInViewport();
  expect((await annOnBo.boundingBox())!.y).toBeLessThan((await gridOf(bo).boundingBox())!.y);
  expect(await bo.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expectAxeClean(bo);

  // Bo's page drops and comes back: his marks from the board's save, his progress as it was.
  const boWalls = await wallCount(bo);
  expect(boWalls).toBeGreaterThan(0);
  await bo.reload();
  await expect(gridOf(bo)).toBeVisible();
  await boardRunning(bo);
  expect(await wallCount(bo)).toBe(boWalls);
  await expect.poll(() => progressOf(bo, 'Bo')).toBe(boProgress);
  const boOnAnn = ann.getByRole('progressbar', { name: /^Bo / });
  await expect(boOnAnn).toHaveAttribute('aria-valuetext', `${boProgress}%`);

  // Ann finishes first and is placed first; Bo hears it.
  await drawWithMouse(ann, puzzle, last);
  await expect(annOnBo).toHaveAttribute('aria-valuenow', '100');
  await expect(annOnBo).toHaveAttribute('aria-valuetext', /^finished, 1st, \d+:\d\d$/);
  await expect(bo.locator('.race-news')).toHaveText(/^Ann finished · 1st · \d+:\d\d$/);

  // Bo finishes second: the results, on both pages.
  await drawWithMouse(bo, puzzle, last);
  for (const page of [ann, bo]) {
    await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    const rows = page.getByRole('row');
    await expect(rows.nth(1)).toContainText(/1st\s*Ann/);
    await expect(rows.nth(2)).toContainText(/2nd\s*Bo/);
  }
  await expect(ann.getByRole('link', { name: 'Play this puzzle again' })).toHaveAttribute(
    'href',
    `/endless/?size=${size}&level=${level}&code=${code}&engine=${engine}`,
  );
  await expect(bo.getByRole('link', { name: 'Start another race' })).toHaveAttribute(
    'href',
    '/race/',
  );
  await bo.context().close();
});

test('the race page speaks Japanese, and the header names it', async ({ browser }) => {
  const page = await freshBrowser(browser, { locale: 'ja-JP' });
  await page.goto('/race/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('レース');
  await expect(page.getByRole('button', { name: 'レースを始める' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'サイト' }).getByRole('link', { name: 'レース' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.context().close();
});
