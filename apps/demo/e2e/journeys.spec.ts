// The player journeys of the site, in Chromium against the real server and database: solve
// Today with mouse drags and find yourself on the board; reload and keep the walls; undo and
// redo; paint; a keyboard-only solve; a solve by Hint alone; a phone with touch; a puzz.link link.
import { generate, solve, toPuzzLink, type Puzzle } from '@galaxies/engine';
import { expect, test, type Page } from '@playwright/test';
import {
  boardRunning,
  wallsToDraw,
  drawWithKeyboard,
  drawWithMouse,
  endlessOf,
  gridOf,
  madeOf,
  STARTED,
  tabTo,
  tapWithTouch,
  wallCount,
  type BeforeLast,
} from './board-driver.js';
import { expectAxeClean } from './axe.js';
import { clockStill, passTime, setServerAhead, solveQuickly } from './clocks.js';

/**
 * The referee refuses a 7×7 solved in under 10 s by the board's clock or the server's (from the
 * ticket), a 10×10 in under 20 s and a 13×13 in under 35 s: both clocks are moved past that
 * (clocks.ts) before the last wall, rather than waited out.
 */
const LEAST_BY_SIZE: Record<number, number> = { 7: 13, 10: 23, 13: 38 };

test.beforeEach(({ page }) => page.clock.install());
test.afterAll(() => setServerAhead(0));

/** The site's lines in the board's result panel: the referee's answer. */
const referee = (page: Page) => page.locator('galaxies-board .referee');

/** The result panel, up over the grid and in view once solved. */
async function expectResult(page: Page): Promise<void> {
  await expect(page.locator('galaxies-board pk-frame')).toHaveAttribute('solved', '');
  await expect(page.locator('galaxies-board pk-result')).toBeInViewport({ ratio: 0.9 });
}

/**
 * Opens Endless with no code: the server starts a 7×7 easy (version 3's) and names it in the
 * address, with its level and version.
 */
async function startEndless(page: Page): Promise<Puzzle> {
  await page.goto('/endless/?size=7');
  await expect(page).toHaveURL(STARTED);
  await expect(page).toHaveURL(/\?size=7&level=easy&/);
  await expect(gridOf(page)).toBeVisible();
  await boardRunning(page); // drawn by the server: its controls answer once the page runs it
  return endlessOf(page);
}

function answerOf(puzzle: Puzzle): number[] {
  const solved = solve(puzzle);
  if (!solved.answer) throw new Error('The ladder did not solve a generated puzzle.');
  return [...solved.answer];
}

async function solveWith(
  page: Page,
  puzzle: Puzzle,
  draw: (page: Page, puzzle: Puzzle, sides: number[], beforeLast: BeforeLast) => Promise<void>,
): Promise<void> {
  const least = LEAST_BY_SIZE[puzzle.w]!;
  await clockStill(page, () =>
    draw(page, puzzle, wallsToDraw(puzzle, answerOf(puzzle)), () => passTime(page, least)),
  );
}

test('solve Today with mouse drags, then find yourself on the Daily board', async ({ page }) => {
  await page.goto('/');
  const daily = await page.evaluate(() => fetch('/api/galaxies/daily').then((r) => r.json()));
  await expect(gridOf(page)).toBeVisible();
  await expect(page.locator('galaxies-board')).toContainText('Draw your first wall');
  await solveWith(page, madeOf(daily), drawWithMouse);
  await expectResult(page);
  await expect(referee(page)).toContainText(/You’re #\d+ on today’s leaderboard/);

  // No Web Share here, so the result's Share (its first action) copies the share text.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('galaxies-board pk-result').getByRole('button', { name: 'Share' }).click();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(
    /^Galaxies · Daily \d+×\d+ · \w+day, \w+ \d+\nSolved in \d+:\d\d · no hints\n(🟦)+ ⭐\nhttp:\/\/localhost:\d+\//,
  );

  await page.getByRole('link', { name: 'Leaderboards' }).click();
  await expect(page.locator('tr.you')).toContainText('(you)');
});

test('a reload mid-puzzle keeps its start ticket: Today, then yesterday’s daily from the archive', async ({
  page,
}) => {
  await page.goto('/');
  const daily = await page.evaluate(() => fetch('/api/galaxies/daily').then((r) => r.json()));
  const puzzle = madeOf(daily);
  const walls = wallsToDraw(puzzle, answerOf(puzzle));
  await expect(gridOf(page)).toBeVisible();
  await clockStill(page, () => drawWithMouse(page, puzzle, walls.slice(0, 3)));
  await expect.poll(() => wallCount(page)).toBe(3);
  await page.reload();
  await expect.poll(() => wallCount(page)).toBe(3);
  // The rest loaded and the last drawn (drawing it all is the first journey's). The board's clock
  // comes back from its save, so it lacks the moment before the reload: a few seconds more than
  // the least time.
  await solveQuickly(page, puzzle, LEAST_BY_SIZE[puzzle.w]! + 4);
  await expectResult(page);
  await expect(referee(page)).toContainText(/on today’s leaderboard/);

  const [yesterday] = await page.evaluate(() =>
    fetch('/api/galaxies/archive').then((r) => r.json()),
  );
  await page.goto(`/archive/?date=${yesterday.date}`);
  await expect(gridOf(page)).toBeVisible();
  await solveQuickly(page, madeOf(yesterday), LEAST_BY_SIZE[yesterday.size]!);
  await expectResult(page);
  await expect(referee(page)).toContainText(/Rating [+−]\d+: now \d+, give or take \d+/);
});

test('undo and redo step through the walls of an old link’s puzzle; a reload keeps them', async ({
  page,
}) => {
  // A link from before engine versions (a size and a code) opens version 1's 7×7 easy, as it did,
  // and the page writes its address with its level and version.
  await page.goto('/endless/?size=7&code=keepme1');
  await expect(page).toHaveURL(/\/endless\/\?size=7&level=easy&code=keepme1&engine=1$/);
  const puzzle = generate('keepme1', 7, 'easy', {}, 1);
  await expect(page.locator('galaxies-board circle.dot')).toHaveCount(puzzle.dots.length);
  const walls = wallsToDraw(puzzle, answerOf(puzzle)).slice(0, 3);
  await clockStill(page, () => drawWithMouse(page, puzzle, walls));
  await expect.poll(() => wallCount(page)).toBe(3);

  const toolbar = page.locator('galaxies-board [part="toolbar"]');
  await toolbar.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => wallCount(page)).toBe(2);
  await toolbar.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => wallCount(page)).toBe(3);

  await page.reload();
  await expect.poll(() => wallCount(page)).toBe(3);
});

test('paint a cell in Paint mode', async ({ page }) => {
  await page.goto('/endless/?size=7&code=paintme');
  await expect(gridOf(page)).toBeVisible();
  await page.locator('galaxies-board').getByRole('radio', { name: 'Paint' }).click();
  await page.locator('galaxies-board [part~="swatch"]').first().click();
  await gridOf(page).evaluate((grid) => grid.scrollIntoView({ block: 'start' }));
  const box = (await gridOf(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 14, box.y + box.height / 14);
  const painted = await page
    .locator('galaxies-board')
    .evaluate((b) => ((b as unknown as { marks: { c?: number[] } }).marks.c ?? [])[0]);
  expect(painted).toBeGreaterThan(0);
});

test('solve an endless puzzle with the keyboard alone', async ({ page }) => {
  const puzzle = await startEndless(page);
  // A rated puzzle: its solution is not offered until it is solved.
  const solution = page.getByRole('button', { name: 'Download solution (SVG)' });
  await expect(solution).toHaveCount(0);
  await solveWith(page, puzzle, drawWithKeyboard);
  await expectResult(page);
  await expect(solution).toBeVisible();
  await expect(referee(page)).toContainText(/Rating [+−]\d+: now \d+, give or take \d+/);
  // Focus went from the grid to the result's Share.
  await expect(
    page.locator('galaxies-board pk-result').getByRole('button', { name: 'Share' }),
  ).toBeFocused();
});

test('solve a 7×7 with Hint and the keyboard alone: a step at a time, saved but unrated', async ({
  page,
}) => {
  const puzzle = await startEndless(page);
  const walls = wallsToDraw(puzzle, answerOf(puzzle)).length;
  await passTime(page, LEAST_BY_SIZE[7]!); // the referee's least time for a 7×7
  await tabTo(page, 'Hint');
  const board = page.locator('galaxies-board');
  const solved = () => board.locator('pk-frame').getAttribute('solved');
  let presses = 0;
  while ((await solved()) === null && presses < 4 * walls) {
    const before = await wallCount(page);
    await page.keyboard.press('Enter'); // where to look: nothing drawn yet
    expect(await wallCount(page)).toBe(before);
    await expect(board.locator('pk-status')).toContainText('Press Hint again');
    await page.keyboard.press('Enter'); // the wall, or up to three, drawn
    const drawn = (await wallCount(page)) - before;
    expect(drawn).toBeGreaterThanOrEqual(1);
    expect(drawn).toBeLessThanOrEqual(3);
    presses += 2;
  }
  expect(await solved()).toBe('');
  expect(presses).toBeLessThanOrEqual(2 * walls);
  await expect(referee(page)).toContainText(`With ${presses} hints`);
  await expect(referee(page)).toContainText('not rated or ranked');
  await expect(page.locator('galaxies-board pk-result')).toContainText(`${presses} hints used`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('solve a 7×7 with taps near the lines', async ({ page }) => {
    const puzzle = await startEndless(page);
    const box = (await gridOf(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThan(300);
    await solveWith(page, puzzle, tapWithTouch);
    await expectResult(page);
    await expect(referee(page)).toContainText(/Rating [+−]\d+: now \d+, give or take \d+/);
  });
});

test('pick a size and a level on Endless with the keyboard: the address, board and score follow', async ({
  page,
}) => {
  await startEndless(page);
  const levels = page.getByRole('group', { name: 'Level' });
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(levels.getByRole('link', { name: 'easy' })).toHaveAttribute('aria-current', 'true');
  // The sizes: a button showing the chosen one; Enter opens them all.
  const chosenSize = page.locator('.more-sizes > summary');
  await expect(chosenSize).toHaveText('7×7');
  await levels.getByRole('link', { name: 'hard' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?size=7&level=hard&code=[a-z0-9]{8}&engine=3$/);
  await chosenSize.focus();
  await page.keyboard.press('Enter');
  await expect(sizes.getByRole('link', { name: '7×7' })).toHaveAttribute('aria-current', 'true');
  await sizes.getByRole('link', { name: '15×15' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?size=15&level=hard&code=[a-z0-9]{8}&engine=3$/);
  await expect(gridOf(page)).toBeVisible();
  const puzzle = endlessOf(page);
  await expect(page.locator('galaxies-board circle.dot')).toHaveCount(puzzle.dots.length);
  const score = generate(new URL(page.url()).searchParams.get('code')!, 15, 'hard', {}, 3).score!;
  await expect(page.locator('.puzzle-head .lede')).toHaveText(`15×15 · hard · ${score.toFixed(1)}`);
  await expect(levels.getByRole('link', { name: 'hard' })).toHaveAttribute('aria-current', 'true');
  await expectAxeClean(page);
});

test('ask Endless for a phone’s rectangle and for any size by its sides', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startEndless(page);
  const sizes = page.getByRole('group', { name: 'Size' });
  await page.locator('.more-sizes > summary').click();
  await sizes
    .getByRole('group', { name: 'For a phone' })
    .getByRole('link', { name: '10×16' })
    .click();
  await expect(page).toHaveURL(/\?size=10x16&level=easy&code=[a-z0-9]{8}&engine=3$/);
  await expect(gridOf(page)).toBeVisible();
  let puzzle = endlessOf(page);
  expect([puzzle.w, puzzle.h]).toEqual([10, 16]);
  await expect(page.locator('galaxies-board circle.dot')).toHaveCount(puzzle.dots.length);
  await expect(page.locator('.more-sizes > summary')).toHaveText('10×16');
  const box = (await gridOf(page).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBeGreaterThan(box.width);
  // Any size: columns and rows, then Open (the keyboard's Enter submits it).
  await page.locator('.more-sizes > summary').click();
  await page.getByLabel('Columns').fill('9');
  await page.getByLabel('Rows').fill('14');
  await page.getByLabel('Rows').press('Enter');
  await expect(page).toHaveURL(/\?size=9x14&level=easy&code=[a-z0-9]{8}&engine=3$/);
  await expect(gridOf(page)).toBeVisible();
  puzzle = endlessOf(page);
  expect([puzzle.w, puzzle.h]).toEqual([9, 14]);
  await expect(page.locator('galaxies-board circle.dot')).toHaveCount(puzzle.dots.length);
  await expectAxeClean(page);
});

test('a link from a newer site says so and offers the update, making no puzzle', async ({
  page,
}) => {
  await page.goto('/endless/?size=7&level=easy&code=fromnext&engine=4');
  await expect(page.locator('#notice')).toContainText(
    'This puzzle was made by a version of Galaxies this page doesn’t have (version 4)',
  );
  await expect(page.locator('#notice').getByRole('button', { name: 'Update now' })).toBeVisible();
  await expect(page.locator('galaxies-board')).toHaveCount(0);
});

test('play a puzz.link link (unrated)', async ({ page }) => {
  const puzzle = generate('linked', 7);
  await page.goto('/play/');
  await page.getByLabel('A puzz.link URL or a Tatham game ID').fill(toPuzzLink(puzzle));
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(gridOf(page)).toBeVisible();
  await expect(page.locator('galaxies-board circle.dot')).toHaveCount(puzzle.dots.length);
  await clockStill(page, () => drawWithMouse(page, puzzle, wallsToDraw(puzzle, answerOf(puzzle))));
  await expect(page.locator('galaxies-board pk-frame')).toHaveAttribute('solved', '');
  await expect(page.locator('#notice')).toBeEmpty();
});
