// Drives <galaxies-editor> as an author would, for the editor journeys: dots placed by mouse
// clicks on their points (cell centres, sides, corners) or with the keyboard's half-cell cursor,
// and the verdict and the two answers read as the page shows them.
import type { Dot } from '@galaxies/engine';
import { expect, type Locator, type Page } from '@playwright/test';

/** The editor's grid. */
export function editorGridOf(page: Page): Locator {
  return page.locator('galaxies-editor [part="grid"]');
}

/** The verdict region (`data-verdict` names the state). */
export function verdictOf(page: Page): Locator {
  return page.locator('galaxies-editor [part~="verdict"]');
}

/** The two answers' pictures of an ambiguous puzzle. */
export function answersOf(page: Page): Locator {
  return page.locator('galaxies-editor [part~="answers"] svg[role="img"]');
}

/** Waits for the worker's verdict: checking, then `kind`. */
export async function expectVerdict(page: Page, kind: string): Promise<void> {
  await expect(verdictOf(page)).toHaveAttribute('data-verdict', kind, { timeout: 10_000 });
}

/** Clicks each point `[y, x]` (in half cells) on a w × h grid. */
export async function clickPoints(
  page: Page,
  size: { w: number; h: number },
  points: readonly Dot[],
): Promise<void> {
  await editorGridOf(page).scrollIntoViewIfNeeded();
  for (const [y, x] of points) {
    const box = (await editorGridOf(page).boundingBox())!;
    await page.mouse.click(
      box.x + (x / 2 / size.w) * box.width,
      box.y + (y / 2 / size.h) * box.height,
    );
  }
}

/**
 * Places a dot at each point from the keyboard alone: Tab onto the grid, arrows half a cell at a
 * time (Shift+arrows a whole cell while two or more half cells remain), Enter. The cursor starts
 * on the first cell's centre, [1, 1].
 */
export async function keyPoints(page: Page, points: readonly Dot[]): Promise<void> {
  const focused = () => editorGridOf(page).evaluate((el) => el.matches(':focus'));
  for (let k = 0; k < 30 && !(await focused()); k++) await page.keyboard.press('Tab');
  if (!(await focused())) throw new Error('Tab never reached the editor grid.');
  const at = [1, 1];
  for (const point of points) {
    for (const axis of [0, 1] as const) {
      const [less, more] = axis === 0 ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
      while (at[axis] !== point[axis]) {
        const gap = point[axis] - at[axis]!;
        const step = Math.abs(gap) >= 2 ? 2 : 1;
        const key = gap > 0 ? more : less;
        await page.keyboard.press(step === 2 ? `Shift+${key}` : key);
        at[axis]! += Math.sign(gap) * step;
      }
    }
    await page.keyboard.press('Enter');
  }
}
