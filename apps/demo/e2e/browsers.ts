// A fresh browser for the journeys that play as several devices or languages: its own context
// (no cookies, its own storage), How to play seen already, and a clock the journey can move.
import { test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

export async function freshBrowser(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(test.info().project.use.baseURL!).origin,
          localStorage: [{ name: 'uo:galaxies:how-to', value: 'seen' }],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.clock.install();
  return page;
}
