// A fresh browser for the journeys that play as several devices or languages: its own context
// (its own storage), the game met already (met-the-game.ts), and a clock the journey can move.
// Its site is the config's, or the one `baseURL` names (a journey across servers).
import { test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { metTheGame } from './met-the-game.js';

export async function freshBrowser(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    storageState: metTheGame(new URL(options.baseURL ?? test.info().project.use.baseURL!).origin),
  });
  const page = await context.newPage();
  await page.clock.install();
  return page;
}
