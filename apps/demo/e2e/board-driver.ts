// Drives <galaxies-board> as a player would, for the end-to-end tests: the puzzle a site puzzle
// names and the walls of its answer (worked out here from the engine, never read from the page),
// drawn by real mouse drags along the lines, by the keyboard alone, or by taps on a touch screen;
// or its cells claimed for their dots, by mouse or keyboard.
import {
  answerWalls,
  claim,
  claimsOf,
  generate,
  givenWalls,
  type Difficulty,
  type EngineVersion,
  type Puzzle,
  type Save,
  shape,
} from '@galaxies/engine';
import type { Locator, Page } from '@playwright/test';
import { readSize, type Size } from '../shared/sizes.js';

/**
 * The puzzle a site puzzle names (a daily's, a ticket's or a link's), made with the engine
 * version that made its code: every daily before 2026-12-04 and every old link is version 1's.
 */
export function madeOf(p: {
  code: string;
  size: Size;
  difficulty: string;
  engine: number;
}): Puzzle {
  return generate(p.code, p.size, p.difficulty as Difficulty, {}, p.engine as EngineVersion);
}

/** The puzzle the page's Endless address names (`?size=…&level=…&code=…&engine=…`). */
export function endlessOf(page: Page): Puzzle {
  const q = new URL(page.url()).searchParams;
  const [size, engine] = [readSize(q.get('size'))!, Number(q.get('engine'))];
  return madeOf({ code: q.get('code')!, size, difficulty: q.get('level')!, engine });
}

/** A new Endless puzzle's address, once the server has started it: its code and version 3. */
export const STARTED = /&code=[a-z0-9]{8}&engine=3$/;

/** The walls a player draws for an answer: the engine's answer walls less the given ones. */
export function wallsToDraw(puzzle: Puzzle, answer: readonly number[]): number[] {
  const given = new Set(givenWalls(puzzle));
  return answerWalls(puzzle, answer).filter((side) => !given.has(side));
}

export function gridOf(page: Page): Locator {
  return page.locator('galaxies-board [part="grid"]');
}

/** A side's two ends on screen, in CSS pixels, scrolling the page first if it is out of view. */
async function sideEnds(page: Page, puzzle: Puzzle, side: number) {
  const ends = await sideEndsNow(page, puzzle, side);
  const height = page.viewportSize()!.height;
  const margin = 20;
  if (Math.min(ends.a.y, ends.b.y) >= margin && Math.max(ends.a.y, ends.b.y) <= height - margin)
    return ends;
  await page.evaluate((dy) => window.scrollBy(0, dy), (ends.a.y + ends.b.y) / 2 - height / 2);
  return sideEndsNow(page, puzzle, side);
}

async function sideEndsNow(page: Page, puzzle: Puzzle, side: number) {
  const box = (await gridOf(page).boundingBox())!;
  const cw = box.width / puzzle.w;
  const ch = box.height / puzzle.h;
  const cell = side >> 1;
  const r = Math.floor(cell / puzzle.w);
  const c = cell % puzzle.w;
  return side % 2 === 0
    ? {
        a: { x: box.x + (c + 1) * cw, y: box.y + r * ch },
        b: { x: box.x + (c + 1) * cw, y: box.y + (r + 1) * ch },
      }
    : {
        a: { x: box.x + c * cw, y: box.y + (r + 1) * ch },
        b: { x: box.x + (c + 1) * cw, y: box.y + (r + 1) * ch },
      };
}

const along = (a: { x: number; y: number }, b: { x: number; y: number }, t: number) => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

/** Called before the last side is drawn (say, to let the clock pass the least time). */
export type BeforeLast = () => Promise<void>;

type Ends = { a: { x: number; y: number }; b: { x: number; y: number } };

/** Runs `act` on each side's ends on screen, in order, with `beforeLast` before the last. */
/**
 * Settles once the page's board runs (its game open): a board the server drew shows before its
 * code does, and a drag made before then is not a press the page keeps.
 */
export async function boardRunning(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !!(
        document.querySelector('galaxies-board')?.shadowRoot?.querySelector('pk-frame') as {
          session?: unknown;
        } | null
      )?.session,
  );
}

async function eachSide(
  page: Page,
  puzzle: Puzzle,
  sides: number[],
  beforeLast: BeforeLast | undefined,
  act: (ends: Ends) => Promise<void>,
): Promise<void> {
  await boardRunning(page);
  for (const [k, side] of sides.entries()) {
    if (k === sides.length - 1) await beforeLast?.();
    await act(await sideEnds(page, puzzle, side));
  }
}

/** Draws each side with a short mouse drag along its line. */
export async function drawWithMouse(
  page: Page,
  puzzle: Puzzle,
  sides: number[],
  beforeLast?: BeforeLast,
) {
  await eachSide(page, puzzle, sides, beforeLast, async ({ a, b }) => {
    const start = along(a, b, 0.3);
    const end = along(a, b, 0.7);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 4 });
    await page.mouse.up();
  });
}

/** Taps the middle of each side on a touch screen. */
export async function tapWithTouch(
  page: Page,
  puzzle: Puzzle,
  sides: number[],
  beforeLast?: BeforeLast,
) {
  await eachSide(page, puzzle, sides, beforeLast, async ({ a, b }) => {
    const mid = along(a, b, 0.5);
    await page.touchscreen.tap(mid.x, mid.y);
  });
}

/**
 * Draws each side from the keyboard: Tab onto the grid, arrows to the side's cell, Shift+arrow
 * onto its right or lower side, Enter, then a plain ArrowLeft back onto a cell (the side's own
 * cell for a right side, the one left of it for a lower side, as the kit's cursor moves).
 */
export async function drawWithKeyboard(
  page: Page,
  puzzle: Puzzle,
  sides: number[],
  beforeLast?: BeforeLast,
): Promise<void> {
  await tabToGrid(page);
  await pressSides(page, puzzle.w, sides, beforeLast);
}

/**
 * With focus on a grid `w` cells wide and its cursor on the first cell: toggles each side by
 * its keys (arrows to its cell, Shift+arrow onto it, Enter, ArrowLeft back onto a cell).
 */
export async function pressSides(
  page: Page,
  w: number,
  sides: readonly number[],
  beforeLast?: BeforeLast,
): Promise<void> {
  const at = { r: 0, c: 0 };
  for (const side of sides) {
    const cell = side >> 1;
    const to = { r: Math.floor(cell / w), c: cell % w };
    for (; at.r < to.r; at.r++) await page.keyboard.press('ArrowDown');
    for (; at.r > to.r; at.r--) await page.keyboard.press('ArrowUp');
    for (; at.c < to.c; at.c++) await page.keyboard.press('ArrowRight');
    for (; at.c > to.c; at.c--) await page.keyboard.press('ArrowLeft');
    const right = side % 2 === 0;
    await page.keyboard.press(right ? 'Shift+ArrowRight' : 'Shift+ArrowDown');
    if (side === sides.at(-1)) await beforeLast?.();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowLeft');
    if (!right) at.c = Math.max(0, at.c - 1);
  }
}

async function gridFocused(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return (
      !!el?.closest('[part~="grid"]') ||
      el?.getAttribute('part')?.split(' ').includes('grid') === true
    );
  });
}

/** Tabs onto the grid from wherever focus is, round the page's every stop (header, notices, tray). */
async function tabToGrid(page: Page): Promise<void> {
  for (let k = 0; k < 80 && !(await gridFocused(page)); k++) await page.keyboard.press('Tab');
  if (!(await gridFocused(page))) throw new Error('Tab never reached the grid.');
}

/** Tabs from where focus is until the board's button named `name` has it, as a keyboard would. */
export async function tabTo(page: Page, name: string): Promise<void> {
  const focusedName = () =>
    page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.localName === 'button' ? (el.textContent?.trim() ?? '') : '';
    });
  for (let k = 0; k < 40; k++) {
    if ((await focusedName()) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the ${name} button.`);
}

/** The walls the board holds now (its public `marks`); -1 while it is not running yet. */
export async function wallCount(page: Page): Promise<number> {
  return page
    .locator('galaxies-board')
    .evaluate((board) => (board as { marks?: { w: number[] } | null }).marks?.w.length ?? -1);
}

/**
 * The cells to press to claim a whole answer with the claim tool: each dot's own cell (which
 * picks the dot), then each cell of its galaxy not claimed yet (its twin is claimed with it).
 * Dots and cells go nearest first from the top-left corner, as a player's hand (or cursor)
 * would. Worked out with the engine's claims, as the board will make them.
 */
export function claimPresses(puzzle: Puzzle, answer: readonly number[]): number[] {
  const s = shape(puzzle);
  const w = puzzle.w;
  const apart = (a: number, b: number) =>
    Math.abs(Math.floor(a / w) - Math.floor(b / w)) + Math.abs((a % w) - (b % w));
  const nearest = (from: number, cells: number[]) =>
    cells.reduce((best, cell) => (apart(from, cell) < apart(from, best) ? cell : best));
  let save: Save = { w: [], x: [] };
  const presses: number[] = [];
  const press = (cell: number, dot: number) => {
    presses.push(cell);
    save = claim(puzzle, save, [cell], dot);
  };
  let at = 0;
  const dots = new Set(s.cores.keys());
  while (dots.size) {
    const own = nearest(
      at,
      [...dots].map((dot) => s.cores[dot]![0]!),
    );
    const dot = s.coreOf[own]!;
    dots.delete(dot);
    press(own, dot);
    at = own;
    for (;;) {
      const open = answer.flatMap((d, cell) =>
        d === dot && claimsOf(puzzle, save)[cell] === 0 ? [cell] : [],
      );
      if (!open.length) break;
      at = nearest(at, open);
      press(at, dot);
    }
  }
  return presses;
}

/** Clicks each cell's middle with the mouse, `beforeLast` before the last. */
export async function clickCells(
  page: Page,
  puzzle: Puzzle,
  cells: readonly number[],
  beforeLast?: BeforeLast,
): Promise<void> {
  await boardRunning(page);
  // The grid in view, its box read once: the clicks need no more of the page.
  await gridOf(page).scrollIntoViewIfNeeded();
  const box = (await gridOf(page).boundingBox())!;
  for (const [k, cell] of cells.entries()) {
    if (k === cells.length - 1) await beforeLast?.();
    await page.mouse.click(
      box.x + ((cell % puzzle.w) + 0.5) * (box.width / puzzle.w),
      box.y + (Math.floor(cell / puzzle.w) + 0.5) * (box.height / puzzle.h),
    );
  }
}

/**
 * Presses Enter on each cell from the keyboard alone: Tab onto the grid (its cursor on the first
 * cell), then arrows from cell to cell, `beforeLast` before the last Enter.
 */
export async function enterCells(
  page: Page,
  w: number,
  cells: readonly number[],
  beforeLast?: BeforeLast,
): Promise<void> {
  await tabToGrid(page);
  const at = { r: 0, c: 0 };
  for (const [k, cell] of cells.entries()) {
    const to = { r: Math.floor(cell / w), c: cell % w };
    for (; at.r < to.r; at.r++) await page.keyboard.press('ArrowDown');
    for (; at.r > to.r; at.r--) await page.keyboard.press('ArrowUp');
    for (; at.c < to.c; at.c++) await page.keyboard.press('ArrowRight');
    for (; at.c > to.c; at.c--) await page.keyboard.press('ArrowLeft');
    if (k === cells.length - 1) await beforeLast?.();
    await page.keyboard.press('Enter');
  }
}
