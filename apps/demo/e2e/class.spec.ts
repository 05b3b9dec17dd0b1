// A class behind one address, in Chromium against a server with the site's own limits (not the
// journeys' raised ones): twelve first visits to Today, then eighteen more (thirty in all), each
// in a fresh browser that fills its offline cache with every file the site has, as a real first
// visit does. No page, asset, service worker, manifest or icon is ever refused, and the API
// answers every pupil; the API's limit still bites a client that floods it, while the pages go
// on being served to that very address.
import { expect, test, type Browser } from '@playwright/test';
import { API_REQUESTS_PER_MINUTE } from '../server/policy.js';
import { ownSite } from './own-site.js';

interface Heard {
  url: string;
  status: number;
}

/** One pupil's first visit to Today: a fresh browser, the board, and the offline cache filled. */
async function firstVisit(browser: Browser, url: string, heard: Heard[]): Promise<void> {
  // A fresh browser: the welcome shows over the board, and the test is about requests.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // Every request, the service worker's among them.
  context.on('response', (r) => heard.push({ url: r.url(), status: r.status() }));
  const page = await context.newPage();
  await page.goto(`${url}/`);
  // The day's puzzle, under the newcomer's welcome.
  const grid = page.getByRole('application', { name: /^Galaxies puzzle/ });
  await expect(grid).toBeVisible({ timeout: 20_000 });
  // Ready once installed: every file of the site is in its cache by then.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.close();
}

/** `count` first visits, `together` at a time. */
async function visits(browser: Browser, url: string, heard: Heard[], count: number) {
  const together = 10;
  for (let done = 0; done < count; done += together) {
    const batch = Math.min(together, count - done);
    await Promise.all(Array.from({ length: batch }, () => firstVisit(browser, url, heard)));
  }
}

const refused = (heard: Heard[]) => heard.filter((h) => h.status === 429);
const files = (heard: Heard[]) => heard.filter((h) => !new URL(h.url).pathname.startsWith('/api/'));

test('a class of thirty behind one address: no file refused, the API limit still biting', async ({
  browser,
}) => {
  // Thirty fresh browsers on two cores, each hydrating a drawn board and filling its offline
  // cache: about 2.3 min alone on this machine, more beside the other end-to-end suites.
  test.setTimeout(300_000);
  const site = await ownSite();
  try {
    const heard: Heard[] = [];
    await visits(browser, site.url, heard, 12);
    expect(refused(heard)).toEqual([]);
    await visits(browser, site.url, heard, 18);
    expect(refused(heard)).toEqual([]);
    // Each visit fetched the site's files: pages and hashed assets among them, all served.
    const assets = files(heard).filter((h) => new URL(h.url).pathname.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(30 * 50);
    expect(files(heard).filter((h) => h.status >= 400)).toEqual([]);
    // Every pupil got the day's puzzle and a ticket for it from the API.
    const tickets = heard.filter((h) => h.url.endsWith('/api/galaxies/tickets'));
    expect(tickets.length).toBe(30);
    expect(tickets.every((h) => h.status === 201)).toBe(true);

    // A client flooding the API from the same address is told to slow down… The address's
    // minute began with the first pupil and may end during the flood, so a minute's worth may
    // be served on each side of that: the refusal comes within twice the limit.
    let served = 0;
    let refusal: Response | null = null;
    while (refusal === null && served <= 2 * API_REQUESTS_PER_MINUTE) {
      const answer = await fetch(`${site.url}/api/galaxies/daily`);
      if (answer.status === 429) refusal = answer;
      else {
        expect(answer.status).toBe(200);
        served++;
      }
    }
    expect(refusal?.status).toBe(429);
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
    // …while the pages and their files are still served to that address.
    const page = await fetch(`${site.url}/`);
    expect(page.status).toBe(200);
    const asset = assets[0]!.url;
    const again = await fetch(asset);
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  } finally {
    site.close();
  }
});
