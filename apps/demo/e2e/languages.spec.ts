// The site in Japanese as a player in Japan meets it, in Chromium against the real server: a
// browser whose language is Japanese gets every page in Japanese (the page's `lang`, its title,
// its header, its words and the boards on it), with no English left in what shows or is read
// out; the switch in the header changes the language and this browser remembers it; the
// server's refusals come back in the page's language. Axe-clean in Japanese.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.js';
import { endlessOf, gridOf, STARTED } from './board-driver.js';
import { setServerAhead, solveQuickly } from './clocks.js';
import { freshBrowser } from './browsers.js';

test.afterAll(() => setServerAhead(0));

/** Latin words that stay as they are in Japanese: names of things, formats and keys. */
const KEPT = new Set(
  (
    'https puzz link tentaisho Simon Tatham URL ID SVG PNG QR Chrome Safari Firefox Edge Opera Samsung ' +
    'Internet Android iPhone iPad ChromeOS Windows macOS Linux Shift Enter Esc Tab Space Home ' +
    'End Ctrl Cmd Page Up Down Delete Backspace Escape'
  ).split(' '),
);

/**
 * Every text the page shows or reads out (text, aria-label, title, placeholder, alt), across
 * shadow roots, leaving out what is marked as no language text (`translate="no"`: names, codes,
 * the brand) or as another language (`lang`: the switch's "English"), what a page that runs
 * scripts never shows (`<noscript>`, its text unparsed), and the head (its title is checked
 * apart; a link preview's tags are not shown).
 */
function texts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const skip = (el: Element) =>
      // The head's links and tags (a link preview's title) are neither shown nor read out.
      el.closest('head') !== null ||
      el.closest('[translate="no"]') !== null ||
      (el.closest('[lang]')?.getAttribute('lang') ?? 'ja').slice(0, 2) !== 'ja' ||
      ['STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE', 'TITLE'].includes(el.tagName);
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if (skip(el)) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = el.getAttribute(name);
          if (value) out.push(value);
        }
        for (const node of el.childNodes) {
          const text = node.nodeType === Node.TEXT_NODE ? node.textContent!.trim() : '';
          if (text) out.push(text);
        }
      }
    };
    walk(document);
    return out;
  });
}

/** What on the page is still English: each text holding a Latin word not kept as it is. */
async function english(page: Page): Promise<string[]> {
  return (await texts(page)).filter((text) =>
    (text.match(/[A-Za-z]{2,}/g) ?? []).some((word) => !KEPT.has(word)),
  );
}

const japaneseBrowser = (browser: Browser) => freshBrowser(browser, { locale: 'ja-JP' });

const PAGES = [
  ['/', '今日の天体ショー'],
  ['/endless/?size=7', 'エンドレス'],
  ['/race/', 'レース'],
  ['/archive/', '過去の問題'],
  ['/how-to-play/', '遊び方'],
  ['/play/', 'リンクで遊ぶ'],
  ['/edit/', '問題を作る'],
  ['/games/galaxies/leaderboard/', 'ランキング'],
  ['/games/galaxies/leaderboard/?board=ratings', 'ランキング'],
  ['/account/', 'アカウント'],
  ['/no-such-page/', 'ここには何もありません'],
] as const;

test('a Japanese browser gets every page in Japanese, with nothing left in English', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await japaneseBrowser(browser);
  // A player with a rated solve, so the account and the boards have something to say.
  await page.goto('/endless/?size=7');
  await expect(page).toHaveURL(STARTED);
  await expect(gridOf(page)).toBeVisible();
  await solveQuickly(page, endlessOf(page), 13);
  await expect(page.locator('galaxies-board .referee')).toContainText('レーティング');
  expect(await english(page)).toEqual([]);

  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('navigation', { name: 'サイト' })).toBeVisible();
    if (path === '/' || path.startsWith('/endless')) {
      // The board follows the page: its own words in Japanese too.
      await expect(page.locator('galaxies-board')).toContainText('天体ショー');
    }
    if (path === '/account/') {
      await page.getByRole('button', { name: 'コードを作る', exact: true }).click();
      await page.getByRole('button', { name: '復旧コードを作る' }).click();
      await expect(page.locator('.recovery-code')).toBeVisible();
      await expect(page.getByRole('img', { name: 'リンクのQRコード' })).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(await english(page), path).toEqual([]);
    expect(await page.title()).toMatch(/^[^A-Za-z]+ · Galaxies$/);
    await expectAxeClean(page);
  }
});

test('the switch changes the language, this browser remembers it, and refusals follow', async ({
  browser,
}) => {
  const page = await japaneseBrowser(browser);
  await page.goto('/account/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('アカウント');

  // A code that signs nothing in: refused in Japanese, from the server.
  await page.getByLabel('ほかの端末のコード、または復旧コード').fill('ABCD-EFGH');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.locator('#notice')).toHaveText(/^そのコードは使えません。/);

  // To English: the page again in English, and every page after it.
  await page.getByRole('combobox', { name: '言語' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('A code from your other device, or your recovery code').fill('ABCD-EFGH');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('#notice')).toHaveText(/^That code does not work/);
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today’s Galaxies');
  await expect(page.locator('galaxies-board')).toContainText('Galaxies');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today’s Galaxies');

  // And back: the choice, not the browser's language, decides.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('今日の天体ショー');
  await expect(page.locator('galaxies-board')).toContainText('天体ショー');
});
