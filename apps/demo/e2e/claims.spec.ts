// Claiming on the site, in Chromium against the real server and database: a 13×13 solved by
// claims alone with the mouse and with the keyboard (the referee ranks it as any solve), and the
// biggest grid the engine makes claimed on a 390×844 phone with zoom.
import { shape as shapeOf, solve, type Puzzle } from '@galaxies/engine';
import { expect, test, type Page } from '@playwright/test';
import {
  boardRunning,
  claimPresses,
  clickCells,
  endlessOf,
  enterCells,
  gridOf,
  STARTED,
} from './board-driver.js';
import { clockStill, passTime, setServerAhead } from './clocks.js';

/** Past the referee's least time for a 13×13 (35 s), on both clocks (clocks.ts). */
const LEAST_13 = 38;

test.beforeEach(({ page }) => page.clock.install());
test.afterAll(() => setServerAhead(0));

const board = (page: Page) => page.locator('galaxies-board');

/** Opens Endless at `size` (the server starts a puzzle and names it), Claim in hand. */
async function endlessClaiming(page: Page, size: string): Promise<Puzzle> {
  await page.goto(`/endless/?size=${size}`);
  await expect(page).toHaveURL(STARTED);
  await expect(gridOf(page)).toBeVisible();
  await boardRunning(page);
  await board(page).getByRole('radio', { name: 'Claim' }).click();
  await expect(board(page).getByRole('button', { name: 'Draw walls' })).toBeVisible();
  return endlessOf(page);
}

/** The board's own polite live region: what screen readers last heard of a move. */
const said = (page: Page) =>
  board(page).evaluate((b) => {
    const root = b.shadowRoot!;
    return [...root.querySelectorAll('p[aria-live]')].find((p) => p.parentNode === root)!
      .textContent;
  });

async function expectRanked(page: Page): Promise<void> {
  await expect(page.locator('galaxies-board pk-frame')).toHaveAttribute('solved', '');
  await expect(page.locator('galaxies-board .referee')).toContainText(
    /Rating [+−]\d+: now \d+, give or take \d+/,
  );
}

test('solve a 13×13 by claims alone with the mouse; the referee rates it', async ({ page }) => {
  const puzzle = await endlessClaiming(page, '13');
  const answer = [...solve(puzzle).answer!];
  const presses = claimPresses(puzzle, answer);
  await clockStill(page, () => clickCells(page, puzzle, presses, () => passTime(page, LEAST_13)));
  await expectRanked(page);
  // No wall was drawn by a press: the claims drew them all.
  const marks = await board(page).evaluate(
    (b) => (b as unknown as { marks: { k?: number[] } }).marks,
  );
  expect(marks.k).toEqual(answer.map((dot) => dot + 1));
});

test('solve a 13×13 by claims alone with the keyboard, each claim said', async ({ page }) => {
  const puzzle = await endlessClaiming(page, '13');
  const answer = [...solve(puzzle).answer!];
  const presses = claimPresses(puzzle, answer);
  await clockStill(page, () => enterCells(page, puzzle.w, presses, () => passTime(page, LEAST_13)));
  await expectRanked(page);
  // The last claim was said with its dot, and with the walls it drew.
  await expect
    .poll(() => said(page))
    .toMatch(/^Row \d+, column \d+ claimed for the dot .+\. \d+ walls? drawn between claims\.$/);
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('claim on the biggest grid, zoomed in, with taps', async ({ page }) => {
    const puzzle = await endlessClaiming(page, '30');
    expect([puzzle.w, puzzle.h]).toEqual([30, 30]);
    const answer = [...solve(puzzle).answer!];
    await board(page).getByRole('button', { name: 'Zoom in' }).click();
    const view = board(page).locator('.pk-zoom-view');
    await expect(view).toBeVisible();
    // A dot's cell and a cell of its galaxy beside it (a galaxy larger than its dot's cells has
    // one), the pair nearest the view's middle, panned to the middle as a player would: which
    // cells a zoomed-in phone shows first depends on the puzzle.
    const port = (await view.boundingBox())!;
    let grid = (await gridOf(page).boundingBox())!;
    const middle = (cell: number) => ({
      x: grid.x + ((cell % puzzle.w) + 0.5) * (grid.width / puzzle.w),
      y: grid.y + (Math.floor(cell / puzzle.w) + 0.5) * (grid.height / puzzle.h),
    });
    const s = shapeOf(puzzle);
    const pairs: (readonly [number, number])[] = [];
    s.cores.forEach((core, dot) => {
      for (const cell of core) {
        for (const next of s.neighbours.subarray(4 * cell, 4 * cell + 4)) {
          if (next !== -1 && answer[next] === dot && s.coreOf[next] === -1) {
            pairs.push([core[0]!, next]);
          }
        }
      }
    });
    const centre = { x: port.x + port.width / 2, y: port.y + port.height / 2 };
    const away = ([own, other]: readonly [number, number]) => {
      const a = middle(own);
      const b = middle(other);
      return { x: (a.x + b.x) / 2 - centre.x, y: (a.y + b.y) / 2 - centre.y };
    };
    const far = (pair: readonly [number, number]) => Math.hypot(away(pair).x, away(pair).y);
    const pair = pairs.reduce((best, next) => (far(next) < far(best) ? next : best));
    await view.evaluate(
      (el, by) => el.scrollBy({ left: by.x, top: by.y, behavior: 'instant' }),
      away(pair),
    );
    grid = (await gridOf(page).boundingBox())!;
    const m = grid.width / puzzle.w; // a cell's width in from the view's edges
    for (const cell of pair) {
      const p = middle(cell);
      expect(p.x > port.x + m && p.x < port.x + port.width - m).toBe(true);
      expect(p.y > port.y + m && p.y < port.y + port.height - m).toBe(true);
    }
    await clockStill(page, async () => {
      for (const cell of pair) {
        const p = middle(cell);
        await page.touchscreen.tap(p.x, p.y);
      }
    });
    const k = await board(page).evaluate(
      (b) => (b as unknown as { marks: { k?: number[] } }).marks.k,
    );
    const dot = answer[pair[1]]!;
    expect(k?.[pair[0]]).toBe(dot + 1);
    expect(k?.[pair[1]]).toBe(dot + 1);
    await page.screenshot({ path: test.info().outputPath('claims-30x30-phone.png') });
  });
});
