// A class behind one address, against a server with the site's own limits (not the journeys'
// raised ones): thirty first visits to Today, as a real first visit makes them. The first is a
// fresh Chromium that draws the board and fills its offline cache with every file the site has;
// its every request (the page's and the service worker's, in order) is kept, and the other
// twenty-nine pupils send those same requests, ten at a time, each with a cookie jar of its own
// as a fresh browser has (so each is a new player, asking for its own ticket). No page, asset,
// service worker, manifest or icon is ever refused, and the API answers every pupil; the API's
// limit still bites a client that floods it, while the pages go on being served to that very
// address. (Thirty browsers took some 170 s of the suite on two cores; the server cannot tell
// the replayed requests from a browser's, and it is the server under test here.)
import { startSite } from '@galaxies/tooling/site';
import { expect, test, type Browser, type Request } from '@playwright/test';
import { API_REQUESTS_PER_MINUTE } from '../shared/policy.js';

interface Heard {
  url: string;
  status: number;
}

/** A request as a browser sent it: enough to send it again. */
interface Asked {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/** The headers a pupil's replay sends: what the browser sent, less what a client sets itself. */
const OWN_HEADERS = /^(:|cookie$|host$|connection$|content-length$|accept-encoding$)/;

/** The first pupil: a fresh browser, the board under the welcome, the offline cache filled. */
async function firstVisit(browser: Browser, url: string, heard: Heard[]): Promise<Asked[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // Every request, the service worker's among them, in the order they were made.
  const requests: Request[] = [];
  context.on('request', (q) => requests.push(q));
  const page = await context.newPage();
  await page.goto(`${url}/`);
  const grid = page.getByRole('application', { name: /^Galaxies puzzle/ });
  await expect(grid).toBeVisible({ timeout: 20_000 });
  // Ready once installed: every file of the site is in its cache by then.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const asked: Asked[] = [];
  for (const q of requests) {
    if (!q.url().startsWith(url)) continue;
    const answer = await q.response();
    if (answer) heard.push({ url: q.url(), status: answer.status() });
    const headers = Object.fromEntries(
      Object.entries(await q.allHeaders()).filter(([name]) => !OWN_HEADERS.test(name)),
    );
    asked.push({ method: q.method(), url: q.url(), headers, body: q.postData() });
  }
  await context.close();
  return asked;
}

/** One more pupil: the first one's requests in order, with a cookie jar of its own. */
async function replay(asked: Asked[], heard: Heard[]): Promise<void> {
  const jar = new Map<string, string>();
  for (const q of asked) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await fetch(q.url, {
      method: q.method,
      headers: cookie ? { ...q.headers, cookie } : q.headers,
      body: q.body,
      redirect: 'manual',
    });
    await answer.arrayBuffer();
    heard.push({ url: q.url, status: answer.status });
    for (const set of answer.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
}

/** `count` more pupils, `together` at a time. */
async function replays(asked: Asked[], heard: Heard[], count: number): Promise<void> {
  const together = 10;
  for (let done = 0; done < count; done += together) {
    const batch = Math.min(together, count - done);
    await Promise.all(Array.from({ length: batch }, () => replay(asked, heard)));
  }
}

const refused = (heard: Heard[]) => heard.filter((h) => h.status === 429);
const files = (heard: Heard[]) => heard.filter((h) => !new URL(h.url).pathname.startsWith('/api/'));

test('a class of thirty behind one address: no file refused, the API limit still biting', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const site = await startSite();
  try {
    const heard: Heard[] = [];
    const asked = await firstVisit(browser, site.url, heard);
    // The visit's requests: the page, its scripts, the worker and its whole shell, the API's.
    expect(
      asked.filter((q) => new URL(q.url).pathname.startsWith('/assets/')).length,
    ).toBeGreaterThan(50);
    await replays(asked, heard, 11);
    expect(refused(heard)).toEqual([]);
    await replays(asked, heard, 18);
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
    await site.close();
  }
});
