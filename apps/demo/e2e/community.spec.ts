// Puzzles by players, end to end in Chromium against the built site: a 10×10 made in the editor
// (its last dot placed by a click) and published; its page opened by another player in a second
// browser and solved (their rating on players' puzzles moves; the puzzle's plays, solves and
// median time change); solved again by a player the test makes established (in the site's
// database), which moves the puzzle's own rating; and refusals (the same puzzle turned, a puzzle
// with several answers, a title hiding characters) in their words, in English and in Japanese.
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { generate, toPuzzLink, type Dot, type Puzzle } from '@galaxies/engine';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { solveQuickly, setServerAhead } from './clocks.js';
import { clickPoints, expectVerdict } from './editor-driver.js';
import { metTheGame } from './met-the-game.js';

const made = generate('playersten', 10, 'medium');
const TEN: Puzzle = { w: made.w, h: made.h, dots: made.dots };
const LAST = TEN.dots[TEN.dots.length - 1]!;
const withoutLast: Puzzle = { ...TEN, dots: TEN.dots.slice(0, -1) };
const editorLink = (p: Puzzle) => `/edit/?src=${encodeURIComponent(toPuzzLink(p))}`;

/** A player of their own: a new browser context, its clock installed, the welcome seen. */
async function newPlayer(browser: Browser, baseURL: string, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: 1280, height: 900 },
    storageState: metTheGame(baseURL),
  });
  const page = await context.newPage();
  await page.clock.install();
  return page;
}

/** Makes the page's player established on players' puzzles (as many settled games would). */
async function establish(page: Page): Promise<void> {
  const me = await (await page.request.get('/api/me')).json();
  const db = new SQLite(join(process.env.GALAXIES_E2E_DATA_DIR!, 'galaxies.sqlite'));
  try {
    db.prepare(
      `insert into community_ratings (player_id, rating, rd, volatility, games, rated_day)
       values (?, 1700, 60, 0.06, 40, '2026-01-01')
       on conflict (player_id) do update set rating = 1700, rd = 60, games = 40`,
    ).run(me.id);
  } finally {
    db.close();
  }
}

/** The puzzle's page's line of counts. */
const facts = (page: Page) => page.locator('p.facts');

test.afterAll(() => setServerAhead(0));

test('a 10×10 made in the editor is published, then solved by others, who rate it', async ({
  page,
  browser,
  baseURL,
}) => {
  // The author: every dot but the last from a link, the last placed by a click.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(editorLink(withoutLast));
  await clickPoints(page, TEN, [LAST]);
  await expectVerdict(page, 'unique');
  await page.getByLabel('Title').fill('Ten by ten <i>');
  await page.getByLabel('Your name').fill('Ada');
  await page.getByRole('button', { name: 'Publish' }).click();
  const link = page.getByRole('link', { name: 'see its page' });
  await expect(link).toBeFocused();
  const path = (await link.getAttribute('href'))!;

  // Its page, to a second player: the title as text, nothing played yet.
  const solver = await newPlayer(browser, baseURL!);
  await solver.goto(path);
  await expect(solver.getByRole('heading', { level: 1 })).toHaveText('Ten by ten <i>');
  await expect(solver.locator('.puzzle-head .lede')).toContainText('by Ada');
  const rated = /rated (\d+) \(provisional\)/;
  const before = Number(rated.exec(await solver.locator('.puzzle-head .lede').innerText())![1]);
  await expect(facts(solver)).toContainText('0 solves');
  await solveQuickly(solver, TEN, 90);
  const result = solver.locator('galaxies-board > .referee');
  await expect(result).toContainText(
    /Your rating on players’ puzzles: \d+ \([+−]\d+\), provisional/,
  );
  await expect(result).toContainText('The puzzle’s rating moves once yours is settled.');
  await expect(facts(solver)).toContainText('1 play · 1 solve · median 1:3');
  await expect(solver.locator('.fastest tr.you')).toContainText('(you)');
  await expect(solver.locator('.puzzle-head .lede')).toContainText(`rated ${before}`);

  // A third player, established: their solve moves the puzzle's rating.
  const settled = await newPlayer(browser, baseURL!);
  await settled.goto(path);
  await expect(settled.locator('galaxies-board')).toBeVisible();
  await expect
    .poll(async () => (await (await settled.request.get('/api/me')).json()).id)
    .toBeTruthy();
  await establish(settled);
  await solveQuickly(settled, TEN, 600);
  const moved = settled.locator('galaxies-board > .referee');
  await expect(moved).toContainText(/The puzzle’s rating moved \+\d+/);
  await expect(facts(settled)).toContainText('2 plays · 2 solves');
  await expect(settled.locator('.puzzle-head .lede')).not.toContainText(`rated ${before} `);

  // The author's own page: played unrated, and theirs to withdraw.
  await page.goto(path);
  await expect(page.locator('.author-tools')).toContainText('You made this puzzle');
  await expect(page.getByRole('button', { name: 'Withdraw it' })).toBeVisible();

  // Listed, newest first.
  await solver.goto('/puzzles/');
  await expect(solver.locator('ol.puzzles li').first()).toContainText('Ten by ten <i>');
  await expect(solver.locator('ol.puzzles li').first()).toContainText('2 solves');
});

test('refusals in their words, in English and in Japanese', async ({ browser, baseURL }) => {
  for (const [locale, words] of [
    ['en-GB', { title: 'Title', name: 'Your name', publish: 'Publish' }],
    ['ja-JP', { title: 'タイトル', name: '表示名', publish: '公開する' }],
  ] as const) {
    const page = await newPlayer(browser, baseURL!, locale);
    const said = page.locator('.publish [role="status"]');
    const english = locale === 'en-GB';
    // The same puzzle, turned a quarter: published already.
    const turned: Puzzle = {
      w: TEN.h,
      h: TEN.w,
      dots: TEN.dots
        .map(([y, x]): Dot => [x, 2 * TEN.h - y])
        .sort((a, b) => a[0] - b[0] || a[1] - b[1]),
    };
    await page.goto(editorLink(turned));
    await expectVerdict(page, 'unique');
    await page.getByLabel(words.name).fill(english ? 'Brook' : 'ブルック');
    // A title hiding a character that turns text round.
    await page.getByLabel(words.title).fill('evil\u202etxt');
    await page.getByRole('button', { name: words.publish }).click();
    await expect(said).toHaveText(
      english ? /A title can’t hold hidden or control characters/ : /タイトルに見えない文字/,
    );
    await page.getByLabel(words.title).fill('A copy');
    await page.getByRole('button', { name: words.publish }).click();
    await expect(said).toHaveText(english ? /published already/ : /もう公開されています/);
    // Several answers: the editor offers no Publish for it; the server refuses it all the same.
    const rows = {
      w: 5,
      h: 5,
      dots: [
        [1, 5],
        [3, 5],
        [5, 5],
        [7, 5],
        [9, 5],
      ],
      title: 'Rows',
    };
    const refused = await page.request.post('/api/galaxies/puzzles', {
      data: rows,
      headers: { 'accept-language': english ? 'en' : 'ja' },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).error).toMatch(
      english ? /more than one answer/ : /答えが2つ以上/,
    );
    await page.context().close();
  }
});
