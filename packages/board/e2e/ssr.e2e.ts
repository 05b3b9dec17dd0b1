// A board drawn on the server, end to end in Chromium: the page paints the board before any
// script runs; the hydrate entry then brings it to life over the very nodes the server drew
// (the grid is the same element), leaving exactly the DOM the browser would have drawn itself,
// with nothing moving (nor while the page arrives: the grid's place is held); a tap made before
// then is played once the game runs; a returning player's save shows; and without JavaScript
// the puzzle still shows, saying it needs it.
import type { BrowserContext, Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eSession } from './session.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { bundleHydrate, SSR_DIR, writePages } from './ssr-pages.js';

const session = e2eSession();
let url = '';

beforeAll(async () => {
  await bundleHydrate();
  url = (await session.serve('.')).url;
});

/** How to play stays shut (it opens by itself on a first visit). */
async function freshContext(): Promise<BrowserContext> {
  const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('uo:galaxies:how-to', 'seen'));
  return context;
}

/** The board's shadow DOM as lines (tags, sorted attributes, text), styles and comments left out. */
function domOf(page: Page) {
  return page.evaluate(() => {
    const lines: string[] = [];
    const walk = (node: Node, depth: number) => {
      for (const n of node.childNodes) {
        const pad = ' '.repeat(depth);
        if (n.nodeType === Node.TEXT_NODE) {
          const text = n.textContent!.trim();
          // The clock runs from the moment the game opens: its reading is not the DOM's shape.
          if (text) lines.push(pad + (/^\d+:\d\d$/.test(text) ? '#clock' : `#${text}`));
        }
        if (!(n instanceof Element) || n.localName === 'style') continue;
        const attrs = [...n.attributes]
          .filter((a) => a.name !== 'defer-hydration' && a.name !== 'data-server')
          .map((a) => `${a.name}=${a.value}`)
          .sort();
        lines.push(`${pad}<${n.localName} ${attrs.join(' ')}>`);
        if (n.shadowRoot) walk(n.shadowRoot, depth + 1);
        walk(n, depth + 1);
      }
    };
    walk(document.querySelector('galaxies-board')!.shadowRoot!, 0);
    return lines;
  });
}

/**
 * Opens the server's page with the board's code held back until `release`, so the test sees the
 * server's paint and can act before the board runs. Page errors are kept.
 */
async function openHeld(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let asked = () => {};
  /** Settles once the page's first script has run and asked for the board's code. */
  const running = new Promise<void>((r) => (asked = r));
  // The page's first script runs; the board's code (the chunk it imports) waits.
  await page.route(/\/hydrate\/define-hydrating-[^/]*\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  // The page's load waits for its script: only its arrival is awaited.
  await page.goto(url + path, { waitUntil: 'commit' });
  await running;
  return { page, errors, release };
}

const ready = (page: Page) =>
  page.evaluate(async () => {
    await customElements.whenDefined('galaxies-board');
    await document.querySelector('galaxies-board')!.ready;
  });

describe('a board drawn on the server', () => {
  it.each([
    ['10-medium-en', { size: '10', code: 'k3x9q2ab', difficulty: 'medium' }, 'en'],
    ['7-easy-ja', { size: '7', code: 'k3x9q2ab', difficulty: 'easy' }, 'ja'],
    ['13-hard-en', { size: '13', code: 'k3x9q2ab', difficulty: 'hard' }, 'en'],
    // Its given walls close a galaxy: tinted at once, on the server and on the page alike.
    ['7-easy-closed-en', { size: '7', code: 'h5ajj2p6', difficulty: 'easy', engine: '2' }, 'en'],
    // Cells too small to hit: the page measures the grid and offers zoom, which the server
    // could not; hydrating takes over the server's toolbar first, then adds the zoom buttons.
    ['30-medium-v3-en', { size: '30', code: 'k3x9q2ab', difficulty: 'medium', engine: '3' }, 'en'],
    [
      '20x12-hard-v3-en',
      { size: '20x12', code: 'k3x9q2ab', difficulty: 'hard', engine: '3' },
      'en',
    ],
    // A given puzzle (as an embed of a Tatham ID): the page reads it, with the tints' code, before
    // it hydrates, so it hydrates the very tints the server drew.
    ['given-7x7-en', { src: '7x7:chvhvszkhtki' } as Record<string, string>, 'en'],
  ])(
    '%s: paints first, then hydrates the same nodes into the browser’s own DOM',
    async (name, attributes, lang) => {
      const paths = writePages(name, attributes, lang);
      const context = await freshContext();
      const { page, errors, release } = await openHeld(context, paths.ssr);
      // Before any script: the grid, its dots, the title, in the page's language.
      const grid = page.locator('galaxies-board [part="grid"]');
      await expect.poll(() => grid.count()).toBe(1);
      expect(await page.locator('galaxies-board .dot').count()).toBeGreaterThan(5);
      expect((await grid.boundingBox())!.width).toBeGreaterThan(300);
      const title = await page.locator('galaxies-board h2[part="title"]').textContent();
      expect(title).toContain(
        lang === 'ja'
          ? ({ easy: 'やさしい', medium: 'ふつう', hard: 'むずかしい' }[
              attributes.difficulty ?? ''
            ] ?? '')
          : (attributes.difficulty ?? ''),
      );
      await page.evaluate(() => {
        const board = document.querySelector('galaxies-board')!;
        (board.shadowRoot!.querySelector('[part="grid"]') as HTMLElement).dataset.server = 'yes';
        const w = window as unknown as { shifted: number };
        w.shifted = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.shifted += (e as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift' });
      });
      release();
      await ready(page);
      await page.waitForTimeout(300);
      // The very grid the server drew, one frame, nothing moved: but where the page finds the
      // cells too small to hit, its zoom buttons join the controls under the grid (the server
      // measured nothing), which moves that row's buttons a little (0.011 measured).
      expect(await grid.evaluate((g) => (g as HTMLElement).dataset.server)).toBe('yes');
      expect(await page.locator('galaxies-board pk-frame').count()).toBe(1);
      const zooms = (await page.locator('galaxies-board pk-frame [part~="button"]').count()) > 3;
      expect(
        await page.evaluate(() => (window as unknown as { shifted: number }).shifted),
      ).toBeLessThan(zooms ? 0.02 : 0.01);
      expect(errors).toEqual([]);
      // Exactly what the browser draws on its own, once it has drawn it all: a board drawn in
      // the browser shows its tints when their code arrives, which may be after it is ready.
      const client = await context.newPage();
      await client.goto(url + paths.client);
      await ready(client);
      const drawn = await domOf(page);
      await expect.poll(() => domOf(client)).toEqual(drawn);
      await context.close();
    },
  );

  it('plays a tap made before the board ran, once it runs', async () => {
    const paths = writePages('tap', { size: '7', code: 'k3x9q2ab', difficulty: 'easy' }, 'en');
    const context = await freshContext();
    const { page, release } = await openHeld(context, paths.ssr);
    const box = (await page.locator('galaxies-board [part="grid"]').boundingBox())!;
    const cell = box.width / 7;
    // The line between the first two cells of the middle row: a wall there.
    await page.mouse.click(box.x + cell * 3, box.y + cell * 3.5);
    release();
    await ready(page);
    const walls = () =>
      page.evaluate(() => document.querySelector('galaxies-board')!.marks?.w.length ?? 0);
    await expect.poll(walls).toBe(1);
    await context.close();
  });

  it('shows a returning player’s save once it runs', async () => {
    const paths = writePages('save', { size: '7', code: 'k3x9q2ab', difficulty: 'easy' }, 'en');
    const context = await freshContext();
    // A wall drawn in the browser's own board is saved for this puzzle.
    const first = await context.newPage();
    await first.goto(url + paths.client);
    await ready(first);
    const box = (await first.locator('galaxies-board [part="grid"]').boundingBox())!;
    await first.mouse.click(box.x + (box.width / 7) * 3, box.y + (box.width / 7) * 3.5);
    await first.waitForTimeout(300);
    await first.close();
    const { page, release } = await openHeld(context, paths.ssr);
    release();
    await ready(page);
    const marks = () => page.evaluate(() => document.querySelector('galaxies-board')!.marks);
    await expect.poll(async () => (await marks())?.w.length).toBe(1);
    expect(await page.locator('galaxies-board [part="prompt"]').count()).toBe(0);
    await context.close();
  });

  it.each([
    ['square', { size: '10', code: 'k3x9q2ab', difficulty: 'medium' }],
    ['oblong', { src: '12x8:vqzehzgisbzljfibzzmgiqyen' }],
  ])(
    'holds a %s grid’s place while the page arrives: the controls stand where they end up',
    async (name, attributes) => {
      const paths = writePages(`held-${name}`, attributes, 'en');
      // The page cut where the grid begins: what a browser paints while the rest is on its way.
      const whole = readFileSync(`${SSR_DIR}/held-${name}.html`, 'utf8');
      const at = whole.search(/<div class="(port|pk-zoom)"/);
      expect(at).toBeGreaterThan(0);
      writeFileSync(`${SSR_DIR}/held-${name}-cut.html`, whole.slice(0, at));
      const context = await session.browser.newContext({
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: false,
      });
      const controlsTop = async (path: string) => {
        const page = await context.newPage();
        await page.goto(url + path);
        return (await page.locator('galaxies-board [part~="controls"]').boundingBox())!.y;
      };
      const arrived = await controlsTop(paths.ssr);
      expect(
        Math.abs((await controlsTop(`/${SSR_DIR}/held-${name}-cut.html`)) - arrived),
      ).toBeLessThan(2);
      await context.close();
    },
  );

  it('shows the puzzle without JavaScript, and says it needs it to play', async () => {
    const paths = writePages(
      'no-script',
      { size: '10', code: 'k3x9q2ab', difficulty: 'medium' },
      'ja',
    );
    const context = await session.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url + paths.ssr);
    expect(await page.locator('galaxies-board [part="grid"]').isVisible()).toBe(true);
    expect(await page.locator('galaxies-board .dot').count()).toBeGreaterThan(5);
    const note = page.locator('.galaxies-needs-script');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toBe('このパズルを遊ぶにはJavaScriptが必要です。');
    await context.close();
  });
});
