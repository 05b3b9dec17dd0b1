// The browser side of the tests: Debian's Chromium, launched as the repository's tests launch it
// (tooling/chromium.mjs) through playwright-core, and a page on one post that keeps what the page
// did: its script errors, its dialogs, every address it asked for (anything past loopback is
// refused and kept apart), and the board's events.
import { chromium } from 'playwright-core';
import { launchOptions } from '@galaxies/tooling/chromium';

export { solveByHints } from '../../../fixtures/harness.mjs';

/** Chromium, headless, quiet and offline. */
export function launch() {
  return chromium.launch(launchOptions());
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A page in a fresh context that keeps what it did: resolves to the page, its context and what it
 * recorded (`errors`, `dialogs`, `asked`: loopback addresses, `outside`: refused others).
 */
async function recordingPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const seen = { errors: [], dialogs: [], asked: [], outside: [] };
  await context.route('**/*', (route) => {
    const address = route.request().url();
    if (LOOPBACK.has(new URL(address).hostname)) {
      seen.asked.push(address);
      return route.continue();
    }
    seen.outside.push(address);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    dialog.dismiss().catch(() => {});
  });
  return { page, ...seen, close: () => context.close() };
}

/** Goes to `address`, which must answer 2xx. */
async function visit(page, address) {
  const response = await page.goto(address);
  if (!response?.ok()) throw new Error(`${address} answered ${response?.status()}.`);
}

/** Opens the post `slug` of the site at `url` as a visitor, keeping the board's events. */
export async function openPost(browser, url, slug) {
  const opened = await recordingPage(browser);
  await opened.page.addInitScript(() => {
    window.galaxiesErrors = [];
    window.galaxiesSolved = [];
    document.addEventListener('galaxies-error', (e) => window.galaxiesErrors.push(e.detail));
    document.addEventListener('galaxies-solved', (e) => window.galaxiesSolved.push(e.detail));
  });
  await visit(opened.page, `${url}/?name=${slug}`);
  return opened;
}

/**
 * Opens the block editor on post `id` as Playground's administrator (admin / password), signed
 * in straight to it (its welcome guide is shut by the tests' must-use plugin), and waits until
 * the editor knows the block.
 */
export async function openEditor(browser, url, id) {
  const opened = await recordingPage(browser);
  const { page } = opened;
  const editor = `${url}/wp-admin/post.php?post=${id}&action=edit`;
  await visit(page, `${url}/wp-login.php?redirect_to=${encodeURIComponent(editor)}`);
  await page.fill('#user_login', 'admin');
  await page.fill('#user_pass', 'password');
  await Promise.all([page.waitForURL(editor, { timeout: 30_000 }), page.click('#wp-submit')]);
  await page.waitForFunction(() => window.wp?.blocks?.getBlockType?.('galaxies/board'), null, {
    timeout: 30_000,
  });
  return opened;
}

/**
 * Waits for the page's `index`th board to be a registered element showing its puzzle's grid (the
 * first grid in it: How to play, opening by itself for a first-time player, shows another).
 */
export async function showsGrid(page, index = 0) {
  const board = page.locator('galaxies-board').nth(index);
  await board.locator('[part~="grid"]').first().waitFor({ timeout: 20_000 });
  if (!(await page.evaluate(() => !!customElements.get('galaxies-board')))) {
    throw new Error('<galaxies-board> was never registered.');
  }
}

/** Every board's attributes on the page, in order, as `{ name: value }`. */
export function boardAttributes(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('galaxies-board')].map((board) =>
      Object.fromEntries([...board.attributes].map((a) => [a.name, a.value])),
    ),
  );
}
