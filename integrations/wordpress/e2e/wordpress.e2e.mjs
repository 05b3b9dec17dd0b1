// The plugin in a real WordPress (6.5 on PHP 7.4, in Playground): the block's post and the
// shortcode's each play a board to its solved event by Hint, from the plugin's own copy of the
// board's file and nothing past loopback; hostile and odd values run nothing, come out escaped,
// and the board refuses them in its own words; the block editor shows the block's card and
// controls; PHP logs nothing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  boardAttributes,
  launch,
  openEditor,
  openPost,
  showsGrid,
  solveByHints,
} from './browser.mjs';
import { PHP, WORDPRESS, startPlayground } from './playground.mjs';

const require = createRequire(import.meta.url);
const BOARD_FILE = join(
  dirname(require.resolve('@galaxies/board/package.json')),
  'dist',
  'galaxies-board.single.js',
);
const SCRIPT_PATH = '/wp-content/plugins/galaxies/assets/galaxies-board.single.js';

let site;
let browser;

beforeAll(async () => {
  const started = Date.now();
  site = await startPlayground();
  const booted = Date.now();
  browser = await launch();
  console.log(
    `WordPress ${WORDPRESS} on PHP ${PHP} answered in ${((booted - started) / 1000).toFixed(1)} s; ` +
      `Chromium started in ${((Date.now() - booted) / 1000).toFixed(1)} s.`,
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The page asked only loopback, fetched the board from the plugin's copy, and threw nothing. */
function expectQuietPage(opened) {
  expect(opened.outside, 'addresses past loopback').toEqual([]);
  expect(opened.errors, 'page errors').toEqual([]);
  expect(opened.dialogs, 'dialogs').toEqual([]);
  const scripts = opened.asked.filter((a) => a.includes('galaxies-board'));
  expect(scripts.length, 'requests for the board').toBeGreaterThan(0);
  for (const address of scripts) expect(new URL(address).pathname).toBe(SCRIPT_PATH);
}

/** Plays the only board on the page to its solved event by Hint; resolves to the event's detail. */
async function playsToSolved(page) {
  await showsGrid(page);
  await solveByHints(page, 'galaxies-board');
  await page.waitForFunction(() => window.galaxiesSolved.length > 0, null, { timeout: 5000 });
  return page.evaluate(() => window.galaxiesSolved[0]);
}

describe('the plugin in WordPress', () => {
  test('serves its own copy of the board, byte for byte, as an ES module', async () => {
    const response = await fetch(`${site.url}${SCRIPT_PATH}?ver=1.0.0`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(readFileSync(BOARD_FILE))).toBe(true);
  });

  test('the block post: a registered board plays to galaxies-solved by Hint', async () => {
    const opened = await openPost(browser, site.url, 'galaxies-block');
    try {
      const { page } = opened;
      expect(await boardAttributes(page)).toEqual([
        { size: '7', level: 'easy', code: 'wordpress' },
      ]);
      const tag = await page.evaluate(
        () => document.querySelector('script[type="module"][src*="galaxies-board"]')?.src,
      );
      expect(new URL(tag).pathname).toBe(SCRIPT_PATH);
      expect(await page.evaluate(() => !!customElements.get('galaxies-board'))).toBe(true);
      expect(await page.locator('.wp-block-galaxies-board > galaxies-board').count()).toBe(1);
      const detail = await playsToSolved(page);
      expect(detail).toMatchObject({ code: 'wordpress', level: 'easy' });
      expect(detail.hints).toBeGreaterThan(0);
      expectQuietPage(opened);
    } finally {
      await opened.close();
    }
  });

  test('the shortcode post: the same board plays to galaxies-solved by Hint', async () => {
    const opened = await openPost(browser, site.url, 'galaxies-shortcode');
    try {
      const { page } = opened;
      expect(await boardAttributes(page)).toEqual([
        { size: '7', level: 'easy', code: 'shortcode' },
      ]);
      expect(await page.evaluate(() => !!customElements.get('galaxies-board'))).toBe(true);
      const detail = await playsToSolved(page);
      expect(detail).toMatchObject({ code: 'shortcode', level: 'easy' });
      expectQuietPage(opened);
    } finally {
      await opened.close();
    }
  });

  test('a given puzzle (src, a Tatham ID) plays to galaxies-solved', async () => {
    const opened = await openPost(browser, site.url, 'galaxies-given');
    try {
      const { page } = opened;
      expect(await boardAttributes(page)).toEqual([{ src: '7x7:chvhvszkhtki' }]);
      await playsToSolved(page);
      expectQuietPage(opened);
    } finally {
      await opened.close();
    }
  });

  test('hostile values run nothing, stay escaped, and the board refuses them', async () => {
    const opened = await openPost(browser, site.url, 'galaxies-hostile');
    try {
      const { page } = opened;
      const boards = await boardAttributes(page);
      expect(boards.slice(0, 2)).toEqual([
        // The block's, through esc_attr and back: the very strings, as attribute values.
        { size: '<img src=x onerror=alert(1)>', code: '"><script>window.pwned=1</script>' },
        // The shortcode's: quotes kept inside the values, the unknown onclick dropped.
        {
          size: '7" onmouseover="window.pwned=2',
          level: 'easy',
          code: "x' autofocus onfocus='window.pwned=3",
        },
      ]);
      // A 5,000-character value cut to 4,096 characters (not bytes: each is two).
      expect(boards[2]).toEqual({ size: '7', code: 'é'.repeat(4096) });
      // Values of the wrong type (an array, a boolean, a number) are left out, with no error.
      expect(boards[3]).toEqual({});
      expect(boards).toHaveLength(4);
      // One module tag for the four boards.
      const tags = await page.locator('script[type="module"][src*="galaxies-board"]').count();
      expect(tags).toBe(1);

      // Each board says in its place why it has no puzzle, and fires galaxies-error.
      const boardsInPage = page.locator('galaxies-board');
      for (const index of [0, 1, 2, 3]) {
        const refusal = boardsInPage.nth(index).locator('[part="error"]');
        await refusal.waitFor({ timeout: 20_000 });
        expect((await refusal.innerText()).trim().length).toBeGreaterThan(0);
      }
      const errors = await page.evaluate(() => window.galaxiesErrors);
      expect(errors.map((e) => e.kind)).toEqual(['puzzle', 'puzzle', 'puzzle', 'puzzle']);
      expect(errors[0].detail).toContain('<img src=x onerror=alert(1)>');
      expect(errors[2].detail).toMatch(/code/i);

      // Hover and focus what an injected handler would have hung on, then look for its mark.
      await boardsInPage.nth(1).hover();
      await boardsInPage.nth(1).click({ position: { x: 5, y: 5 } });
      expect(await page.evaluate(() => window.pwned)).toBeUndefined();
      const injected = await page.evaluate(() => ({
        scripts: [...document.scripts].filter((s) => s.textContent.includes('pwned')).length,
        images: document.querySelectorAll('img[onerror], img[src="x"]').length,
        handlers: document.querySelectorAll('[onmouseover], [onfocus], [onclick], [autofocus]')
          .length,
      }));
      expect(injected).toEqual({ scripts: 0, images: 0, handlers: 0 });
      const html = await (await fetch(`${site.url}/?name=galaxies-hostile`)).text();
      expect(html).toContain('code="&quot;&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;"');
      expect(html).not.toContain('<script>window.pwned');
      expectQuietPage(opened);
    } finally {
      await opened.close();
    }
  });

  test('the editor: a summary card, and inspector controls that set the attributes', async () => {
    const [post] = await (
      await fetch(`${site.url}/?rest_route=/wp/v2/posts&slug=galaxies-block`)
    ).json();
    const opened = await openEditor(browser, site.url, post.id);
    try {
      const { page } = opened;
      const card = page
        .frameLocator('iframe[name="editor-canvas"]')
        .locator('.wp-block-galaxies-board');
      await card.getByText('Size 7 · level easy · code “wordpress”').waitFor({ timeout: 20_000 });
      await card.click();
      const size = page.getByRole('textbox', { name: 'Size' });
      await size.waitFor({ timeout: 10_000 });
      expect(await size.inputValue()).toBe('7');
      expect(await page.getByRole('combobox', { name: 'Level' }).inputValue()).toBe('easy');
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill('edited');
      await page.getByRole('combobox', { name: 'Level' }).selectOption('hard');
      await card.getByText('Size 7 · level hard · code “edited”').waitFor({ timeout: 10_000 });
      const content = await page.evaluate(() =>
        window.wp.data.select('core/editor').getEditedPostContent(),
      );
      expect(content).toBe(
        '<!-- wp:galaxies/board {"size":"7","level":"hard","code":"edited"} /-->',
      );
      // The editor script came from the plugin, at the version index.asset.php gives.
      const script = opened.asked.find((a) => a.includes('/galaxies/blocks/board/index.js'));
      expect(new URL(script).pathname).toBe('/wp-content/plugins/galaxies/blocks/board/index.js');
      expect(new URL(script).searchParams.get('ver')).toBe('1.0.0');
      expect(opened.errors, 'page errors').toEqual([]);
      expect(opened.outside, 'addresses past loopback').toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('PHP logged no error, warning or notice', () => {
    expect(site.phpLog()).toBe('');
  });

  test('WordPress came from the local zip, asked for once', () => {
    expect(site.zipRequests).toEqual([`/wp-${WORDPRESS}.zip`]);
  });
});
