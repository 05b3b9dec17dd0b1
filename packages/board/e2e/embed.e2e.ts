// The embed example end to end: a static server, the standalone bundle, real Chromium. A 7×7
// is played to the end three ways (mouse drags along the lines, the keyboard alone, a finger on
// a phone-sized screen); its walls come from the puzzle's answer and enter only as input. A drag
// in progress is shown, not played: one move on release, none on Escape. A 13×13 made from a
// code shows that the bundle's worker file is found and makes the same puzzle; an editor made on
// the page fetches its own code then, and not before.
import { readFileSync } from 'node:fs';
import { answerWalls, generate, shape, Side, solve } from '@galaxies/engine';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { launchOptions } from '@galaxies/tooling/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { puzzleSvg } from '../src/export/puzzle-svg.js';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import type { Served } from '@galaxies/tooling/serve-files';
import { serve } from './session.js';
import { wallKeys, wallRuns } from './plan.js';
import { fingers } from './touch.js';

const { puzzle } = SAMPLE_7X7;
// The engine's answer, checked against the one the puzzle's maker published.
const answer = solve(puzzle).answer ?? [];
const kinds = shape(puzzle).sideKind;
const walls = answerWalls(puzzle, answer).filter((s) => kinds[s] === Side.open);
const ARTIFACTS = 'test-results/playwright-artifacts';

let server: Served;
let browser: Browser;

beforeAll(async () => {
  expect(answer).toEqual(SAMPLE_7X7.answer);
  server = await serve('.');
  browser = await chromium.launch(launchOptions());
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The embed page in a fresh browser; one that has seen How to play unless `firstVisit`. */
async function open(options: BrowserContextOptions = {}, firstVisit = false): Promise<Page> {
  const context = await browser.newContext(options);
  if (!firstVisit) {
    await context.addInitScript(() => localStorage.setItem('uo:galaxies:how-to', 'seen'));
  }
  const page = await context.newPage();
  await page.goto(`${server.url}/examples/embed.html`);
  await page.locator('galaxies-board [part~="grid"]').first().waitFor();
  return page;
}

/** Page coordinates of a point in cell units on the grid. */
async function mapper(page: Page) {
  const box = (await page.locator('galaxies-board [part~="grid"]').boundingBox())!;
  return ([x, y]: [number, number]) => ({
    x: box.x + (x / puzzle.w) * box.width,
    y: box.y + (y / puzzle.h) * box.height,
  });
}

async function expectSolved(page: Page, name: string) {
  try {
    await expect.poll(() => page.locator('#result').textContent()).toMatch(/^Solved in \d+ s\.$/);
    const solve = await page.evaluate(() => (window as unknown as { lastSolve: object }).lastSolve);
    // What a referee needs (the level, and its deprecated old name), and the hints used (none).
    expect(Object.keys(solve).sort()).toEqual(
      ['answer', 'code', 'level', 'difficulty', 'engine', 'hints', 'seconds', 'size'].sort(),
    );
    expect((solve as { answer: number[]; hints: number }).answer).toEqual(answer);
    expect((solve as { hints: number }).hints).toBe(0);
    expect(await page.locator('galaxies-board pk-frame').getAttribute('solved')).not.toBeNull();
    // The result panel comes up over the grid, in view without scrolling.
    const result = page.locator('galaxies-board pk-result');
    await result.waitFor();
    await expect.poll(async () => inView(page, (await result.boundingBox())!)).toBe(true);
  } catch (err) {
    await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
    throw err;
  } finally {
    await page.context().close();
  }
}

type Box = { x: number; y: number; width: number; height: number };

/** True when the box lies wholly in the page's window as it is scrolled now. */
function inView(page: Page, box: Box): boolean {
  const { width, height } = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

/** The grid's and the controls' boxes for a 13×13 from a code on the embed page. */
async function layoutOf13(page: Page): Promise<{ grid: Box; controls: Box }> {
  await page.evaluate(() => {
    const el = document.querySelector('galaxies-board')!;
    el.removeAttribute('src');
    el.setAttribute('size', '13');
    el.setAttribute('code', 'layout13');
    return (el as unknown as { ready: Promise<void> }).ready;
  });
  const grid = (await page.locator('galaxies-board [part~="grid"]').boundingBox())!;
  const controls = (await page.locator('galaxies-board [part~="controls"]').boundingBox())!;
  return { grid, controls };
}

describe('the embed example', () => {
  it('loads a standalone bundle whose first file imports no other (what loads later is beside it)', () => {
    // Its size is budgeted in .size-limit.json (`pnpm check:size`: under 40 kB gzipped). One file
    // to start: it imports no other file before it runs (a bundler that split off shared code
    // would make the page fetch a second file first, outside that budget).
    const text = new TextDecoder().decode(readFileSync('dist/galaxies-board.js'));
    expect(text.match(/\bfrom\s*["'`][^"'`]+["'`]|\bimport\s*["'`][^"'`]+["'`]/g)).toBeNull();
  });

  it('has a one-file build that asks for nothing else', () => {
    const text = new TextDecoder().decode(readFileSync('dist/galaxies-board.single.js'));
    expect(text).not.toMatch(/\bimport\s*\(|\bfrom\s*["'`]|import\.meta/);
    // It registers both tags itself (through the page's registry, bound at its top: see
    // build/node-safe.ts).
    expect(text).toMatch(/\.define\(\s*["'`]galaxies-board["'`]/);
    expect(text).toMatch(/\.define\(\s*["'`]galaxies-editor["'`]/);
  });

  it('fits a 390×844 phone: a 13×13 whole, at least 360 px wide, its top within 220 px', async () => {
    const page = await open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const { grid, controls } = await layoutOf13(page);
    // Its cells (about 27 px) are big enough: it opens whole, with no zoom buttons.
    const zoomIn = await page.getByRole('button', { name: 'Zoom in' }).count();
    await page.context().close();
    expect(zoomIn).toBe(0);
    expect(inView(page, grid)).toBe(true);
    expect(grid.width).toBeGreaterThanOrEqual(360);
    expect(grid.y).toBeLessThanOrEqual(220);
    expect(controls.y).toBeGreaterThanOrEqual(grid.y + grid.height);
    expect(controls.y + controls.height).toBeLessThanOrEqual(844);
  });

  it('fits 1280×900: a 13×13 and its controls on screen, the controls beside the grid', async () => {
    const page = await open({ viewport: { width: 1280, height: 900 } });
    const { grid, controls } = await layoutOf13(page);
    await page.context().close();
    expect(inView(page, grid)).toBe(true);
    expect(inView(page, controls)).toBe(true);
    expect(controls.x).toBeGreaterThanOrEqual(grid.x + grid.width);
  });

  it('plays a 7×7 to the end with mouse drags along the lines', async () => {
    const page = await open({ viewport: { width: 1280, height: 900 } });
    const at = await mapper(page);
    for (const run of wallRuns(puzzle.w, puzzle.h, walls)) {
      const from = at(run.from);
      const to = at(run.to);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 6 });
      await page.mouse.up();
    }
    await expectSolved(page, 'mouse');
  });

  it('plays it again with the keyboard alone', async () => {
    const page = await open({ viewport: { width: 1000, height: 900 } });
    const focused = () =>
      page.evaluate(() =>
        document.querySelector('galaxies-board')!.shadowRoot!.activeElement?.getAttribute('part'),
      );
    // How to play comes first, in the frame's header; the grid is the next tab stop.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('how-to');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('grid');
    for (const key of wallKeys(puzzle.w, walls)) await page.keyboard.press(key);
    await expectSolved(page, 'keyboard');
  });

  it('plays it on a 390×844 touch screen with a finger', async () => {
    const page = await open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const at = await mapper(page);
    const cdp = await page.context().newCDPSession(page);
    for (const run of wallRuns(puzzle.w, puzzle.h, walls)) {
      await fingers(cdp, [at(run.from)], [at(run.to)], 6);
    }
    await expectSolved(page, 'touch');
  });

  it('draws a drag along six sides without playing it: one move on release, none on Escape', async () => {
    const page = await open({ viewport: { width: 1000, height: 900 } });
    const at = await mapper(page);
    // The line under row 4 is open from column 1 to 7; a drag from x 0.2 to 5.8 passes six sides.
    const run = [0, 1, 2, 3, 4, 5].map((c) => 2 * (3 * puzzle.w + c) + 1);
    expect(run.every((s) => kinds[s] === Side.open)).toBe(true);
    const probe = () =>
      page.evaluate(() => {
        const board = document.querySelector('galaxies-board')!;
        const root = board.shadowRoot!;
        const frame = root.querySelector('pk-frame')!;
        const w = window as unknown as { moves?: unknown[] };
        return {
          walls: board.marks!.w,
          drawn: root.querySelector('path.wall')!.getAttribute('d')!.split('M').length - 1,
          moves: w.moves?.length ?? 0,
          history: frame.session!.history.size,
        };
      });
    await page.evaluate(() => {
      const w = window as unknown as { moves: unknown[] };
      w.moves = [];
      document.addEventListener('galaxies-move', (e) => w.moves.push((e as CustomEvent).detail));
    });
    // One wall first (right of row 1, column 3), so the history holds a move before the drag.
    const first = at([3.04, 0.5]);
    await page.mouse.click(first.x, first.y);
    const before = await probe();
    expect(before).toEqual({ walls: [4], drawn: 1, moves: 1, history: 1 });

    const from = at([0.2, 4]);
    const to = at([5.8, 4]);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    // Mid-drag: the six walls are drawn, yet nothing is played or recorded.
    expect(await probe()).toEqual({ ...before, drawn: 7 });
    await page.mouse.up();
    const after = await probe();
    expect(after).toEqual({
      walls: [4, ...run].sort((a, b) => a - b),
      drawn: 7,
      moves: 2,
      history: 2,
    });
    const move = await page.evaluate(
      () => (window as unknown as { moves: Array<{ move: { w: number[][] } }> }).moves[1]!.move,
    );
    expect(move).toEqual({ w: run.map((s) => [s, 0, 1]) });

    await page.evaluate(() =>
      (document.querySelector('galaxies-board') as unknown as { undo(): void }).undo(),
    );
    expect(await probe()).toEqual({ ...before, moves: 2 });

    // Escape mid-drag drops the drawing: marks, moves and history stay as they were.
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    expect((await probe()).drawn).toBe(7);
    await page.keyboard.press('Escape');
    await page.mouse.up();
    expect(await probe()).toEqual({ ...before, moves: 2 });
    await page.context().close();
  });

  it('opens How to play by itself on a first visit, from galaxies-how-to.js, and not again', async () => {
    const page = await open({ viewport: { width: 1000, height: 900 } }, true);
    const dialog = page.locator('galaxies-board galaxies-how-to-dialog dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname),
    );
    expect(loaded).toContain('/dist/galaxies-how-to.js');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.locator('galaxies-board [part~="grid"]').first().waitFor();
    await page.waitForTimeout(400);
    expect(await page.locator('galaxies-board galaxies-how-to-dialog').count()).toBe(0);
    await page.context().close();
  });

  it('fetches the editor’s code only when an editor first connects', async () => {
    const page = await open();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    expect(await page.evaluate(() => !!customElements.get('galaxies-editor'))).toBe(true);
    await page.waitForTimeout(200);
    expect(fetched).not.toContain('/dist/galaxies-editor.js');
    const label = await page.evaluate(async () => {
      const el = document.createElement('galaxies-editor') as HTMLElement & {
        ready: Promise<void>;
      };
      el.setAttribute('cols', '5');
      el.setAttribute('rows', '4');
      document.body.append(el);
      await el.ready;
      return el.shadowRoot!.querySelector('[part~="grid"]')!.getAttribute('aria-label');
    });
    expect(fetched).toContain('/dist/galaxies-editor.js');
    expect(label).toBe('Puzzle editor, 5 by 4, 0 dots. Centre of row 1, column 1. No dot.');
    await page.context().close();
  });

  it('makes a 13×13 from a code in galaxies-board-worker.js: the page thread’s very puzzle', async () => {
    const page = await open();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const svg = await page.evaluate(async () => {
      const el = document.createElement('galaxies-board') as HTMLElement & {
        ready: Promise<void>;
        exportSvg(): Promise<string>;
      };
      el.setAttribute('size', '13');
      el.setAttribute('code', 'k3x9q');
      el.setAttribute('saves', 'off');
      document.body.append(el);
      await el.ready;
      return el.exportSvg();
    });
    await page.context().close();
    const g = generate('k3x9q', 13);
    expect(svg).toBe(puzzleSvg({ w: g.w, h: g.h, dots: g.dots }));
    expect(fetched).toContain('/dist/galaxies-board-worker.js');
  });
});
