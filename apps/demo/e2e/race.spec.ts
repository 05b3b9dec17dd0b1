// Live races, two browsers: Ann opens a 7×7 easy race under her name, Bo joins by its link under
// his, on a 390×844 phone; Ann starts it; each sees the other's progress rise on their bar (a
// progressbar named for them), which on Bo's phone stays in view above the board; Bo's page
// drops mid-race (a reload) and comes back with his marks and his progress; Ann finishes first
// and is placed first, which Bo hears; then Bo finishes and both see the results, with the way
// to play the puzzle again. And the race page in Japanese.
import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.js';
import { freshBrowser } from './browsers.js';
import { boardRunning, drawWithMouse, gridOf, wallCount } from './board-driver.js';
import {
  barOf,
  expectFinished,
  expectResults,
  joinRoom,
  openRoom,
  progressOf,
  racedOn,
  startRace,
} from './race-driver.js';

test('two players race a 7×7 easy: live progress, a dropped page back in, places by finish', async ({
  page: ann,
  browser,
}) => {
  // Ann opens a room: a name first, as she has none of her own yet.
  const link = await openRoom(ann, 'Ann');

  // Bo joins by the link, naming himself, and waits for the host.
  const bo = await freshBrowser(browser, { viewport: { width: 390, height: 844 } });
  await joinRoom(bo, link, 'Bo', 'Ann');
  await expect(ann.getByRole('heading', { name: 'Racers (2 of 10)' })).toBeVisible();
  await expectAxeClean(ann);

  await startRace(ann, bo);
  const { raced, puzzle, most, last } = await racedOn(ann);
  const { size, level, code, engine } = raced;

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
  const annOnBo = barOf(bo, 'Ann');
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
  const boOnAnn = barOf(ann, 'Bo');
  await expect(boOnAnn).toHaveAttribute('aria-valuetext', `${boProgress}%`);

  // Ann finishes first and is placed first; Bo hears it.
  await drawWithMouse(ann, puzzle, last);
  await expectFinished(bo, 'Ann', 1);
  await expect(bo.locator('.race-news')).toHaveText(/^Ann finished · 1st · \d+:\d\d$/);

  // Bo finishes second: the results, on both pages.
  await drawWithMouse(bo, puzzle, last);
  for (const page of [ann, bo]) await expectResults(page, ['Ann', 'Bo']);
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
