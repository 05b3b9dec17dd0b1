// Time for the journeys without waiting it out: the page's clock (Playwright's, installed before
// the page loads) and the server's (moved on by the seconds in GALAXIES_CLOCK_FILE) jump ahead
// together, so the referee's least time passes by both clocks at once and days pass in a step;
// and a puzzle solved in a moment with them.
import { solve, type Puzzle } from '@galaxies/engine';
import { clockFileIn, passTime as passServerTime, setClockAhead } from '@galaxies/tooling/site';
import type { Page } from '@playwright/test';
import { boardRunning, drawWithMouse, wallsToDraw } from './board-driver.js';

/** The journeys' server's clock file (playwright.config.ts gives the server the same one). */
const FILE = clockFileIn(process.env.GALAXIES_E2E_DATA_DIR!);

/** Sets the server's clock `seconds` ahead of the machine's. */
export function setServerAhead(seconds: number): void {
  setClockAhead(FILE, seconds);
}

/** Moves the page's and the server's clocks on by `seconds`. */
export async function passTime(page: Page, seconds: number): Promise<void> {
  passServerTime(FILE, seconds);
  await page.clock.fastForward(seconds * 1000);
}

/** Moves both clocks to `days` days after the machine's, at the same time of day. */
export async function goToDay(page: Page, days: number): Promise<void> {
  setServerAhead(days * 86_400);
  await page.clock.setSystemTime(Date.now() + days * 86_400_000);
}

/**
 * Solves `puzzle` on the page's board without drawing it all (drawing is the journeys' to test):
 * every wall but the last loaded as marks, both clocks moved `seconds` on (past the referee's
 * least time), and the last wall drawn with the mouse, so the board sees a solve by a move.
 */
export async function solveQuickly(page: Page, puzzle: Puzzle, seconds: number): Promise<void> {
  const walls = wallsToDraw(puzzle, [...solve(puzzle).answer!]);
  // Marks go on a board the page runs: a board the server drew shows before its code does.
  await boardRunning(page);
  await page
    .locator('galaxies-board')
    .evaluate(
      (board, w) => ((board as unknown as { marks: object }).marks = { w, x: [] }),
      walls.slice(0, -1),
    );
  await clockStill(page, () =>
    drawWithMouse(page, puzzle, walls.slice(-1), () => passTime(page, seconds)),
  );
}

/**
 * Presses with the page's clock (installed by the spec) standing still, moved on only by
 * `passTime`: on a machine busy with two end-to-end suites, a mouse-up or a drag's moves can
 * come more than half a second after the press, which the board would read as a press and hold
 * (a cross, or a claim cleared) instead of the drag or tap the journey meant.
 */
export async function clockStill(page: Page, presses: () => Promise<void>): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  try {
    await presses();
  } finally {
    await page.clock.resume();
  }
}
