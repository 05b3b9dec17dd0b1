// oEmbed and the link previews: `/oembed` answers a `rich` embed for each of the site's puzzle
// pages (an iframe of its /embed/ page within the consumer's bounds, a title, the provider, a
// thumbnail that is a PNG of the grid and dots), 404 for any other address and 501 for any format
// but JSON; the puzzle pages carry the discovery link and Open Graph and Twitter card tags; hostile
// values in the `url` reach nothing but escaped text.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtPages, testServer, type TestServer } from '../test/testing.js';
import { readPng } from '../test/read-png.js';

const BUILT = `<!doctype html>
<html lang="en">
  <head><title>Galaxies · Today</title></head>
  <body>
    <header class="site"></header>
    <main id="page" tabindex="-1"></main>
    <p id="notice" role="status" aria-live="polite"></p>
  </body>
</html>`;

let server: TestServer;

beforeEach(async () => {
  server = await testServer();
  builtPages(server, BUILT, '', 'archive', 'endless', 'play');
});

afterEach(() => server.close());

/** What inject's requests come from: its default host. */
const ORIGIN = 'http://localhost:80';

const get = (url: string) => server.app.inject({ method: 'GET', url });
const oembed = (page: string, more = '') =>
  get(`/oembed?url=${encodeURIComponent(page)}&format=json${more}`);

/** The iframe's attributes in an oEmbed's `html`. */
function iframeOf(markup: string): Record<string, string> {
  expect(markup).toMatch(/^<iframe [^<>]*><\/iframe>$/);
  const attributes: Record<string, string> = {};
  for (const [, name, value] of markup.matchAll(/ ([a-z]+)="([^"]*)"/g)) attributes[name!] = value!;
  return attributes;
}

/** `&#38;` and its kind back to text, as a browser reads an attribute. */
const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('/oembed', () => {
  it('answers a rich embed of today’s page: its frame, title, provider and thumbnail', async () => {
    const res = await oembed(`${ORIGIN}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    const daily = (await get('/api/galaxies/daily')).json();
    expect(body).toMatchObject({
      type: 'rich',
      version: '1.0',
      provider_name: 'Galaxies',
      provider_url: `${ORIGIN}/`,
      title: `Daily ${daily.size}×${daily.size} ${daily.difficulty} · Galaxies`,
      width: 480,
    });
    const iframe = iframeOf(body.html);
    expect(unescape(iframe['src']!)).toBe(`${ORIGIN}/embed/?`);
    expect([Number(iframe['width']), Number(iframe['height'])]).toEqual([body.width, body.height]);
    expect(body.height).toBeGreaterThan(400);
    // Today's thumbnail is kept under its date; it is a PNG of that size.
    expect(body.thumbnail_url).toBe(`${ORIGIN}/embed/thumbnail.png?date=${daily.date}&w=600&h=600`);
    const png = await get(body.thumbnail_url.slice(ORIGIN.length));
    expect(png.headers['content-type']).toBe('image/png');
    const image = readPng(png.rawPayload);
    expect([image.width, image.height]).toEqual([body.thumbnail_width, body.thumbnail_height]);
  });

  it('embeds an archive day, an Endless code and a given puzzle, each its own frame', async () => {
    const day = (await oembed(`${ORIGIN}/archive/?date=2026-11-20`)).json();
    expect(unescape(iframeOf(day.html)['src']!)).toBe(`${ORIGIN}/embed/?date=2026-11-20`);
    const endless = (
      await oembed(`${ORIGIN}/endless/?size=20x12&level=hard&code=ab1&engine=3`)
    ).json();
    expect(unescape(iframeOf(endless.html)['src']!)).toBe(
      `${ORIGIN}/embed/?size=20x12&level=hard&code=ab1&engine=3`,
    );
    expect(endless.title).toBe('Endless 20×12 hard · Galaxies');
    // Its thumbnail keeps the grid's shape.
    expect(endless.thumbnail_width).toBeGreaterThan(endless.thumbnail_height);
    const given = (await oembed(`${ORIGIN}/play/?src=7x7%3Achvhvszkhtki`)).json();
    expect(unescape(iframeOf(given.html)['src']!)).toBe(`${ORIGIN}/embed/?src=7x7%3Achvhvszkhtki`);
    // An /embed/ address itself, with its look.
    const framed = (await oembed(`${ORIGIN}/embed/?date=2026-11-20&theme=dark&lang=ja`)).json();
    expect(unescape(iframeOf(framed.html)['src']!)).toBe(
      `${ORIGIN}/embed/?date=2026-11-20&theme=dark&lang=ja`,
    );
    expect(framed.title).toContain('デイリー');
  });

  it('fits its frame and thumbnail within maxwidth and maxheight', async () => {
    for (const [maxwidth, maxheight] of [
      [320, 2000],
      [800, 500],
      [400, 300],
      [200, 200],
    ] as const) {
      const body = (
        await oembed(`${ORIGIN}/`, `&maxwidth=${maxwidth}&maxheight=${maxheight}`)
      ).json();
      expect(body.width, `${maxwidth}`).toBeLessThanOrEqual(maxwidth);
      expect(body.height, `${maxheight}`).toBeLessThanOrEqual(maxheight);
      expect(body.thumbnail_width).toBeLessThanOrEqual(maxwidth);
      expect(body.thumbnail_height).toBeLessThanOrEqual(maxheight);
    }
    // Bounds smaller than any thumbnail: the answer has none.
    const tiny = (await oembed(`${ORIGIN}/`, '&maxwidth=50')).json();
    expect(tiny.thumbnail_url).toBeUndefined();
    expect(tiny.width).toBeLessThanOrEqual(50);
  });

  it('is 501 for a format it does not offer', async () => {
    for (const format of ['xml', 'XML', 'html']) {
      const res = await get(`/oembed?url=${encodeURIComponent(`${ORIGIN}/`)}&format=${format}`);
      expect(res.statusCode, format).toBe(501);
    }
  });

  it.each([
    'https://example.com/',
    'http://localhost.example.com/',
    `${ORIGIN}/account/`,
    `${ORIGIN}/endless/?size=10&level=hard`,
    `${ORIGIN}/archive/?date=2099-01-01`,
    `${ORIGIN}/archive/?date=2026-11-20&date=2026-11-21`,
    `${ORIGIN}/play/?src=`,
    'javascript:alert(1)',
    'not a url',
    '',
  ])('is 404 for %s, not one of the site’s puzzle pages', async (page) => {
    const res = await oembed(page);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBeTypeOf('string');
  });

  it('escapes every value that reaches the frame’s markup', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await oembed(`${ORIGIN}/play/?src=${encodeURIComponent(hostile)}`);
    // A src that is no puzzle names none: no embed at all.
    expect(res.statusCode).toBe(404);
    const code = await oembed(
      `${ORIGIN}/endless/?size=7&level=easy&code=${encodeURIComponent(hostile)}&engine=3`,
    );
    expect(code.statusCode).toBe(404);
    const look = await oembed(`${ORIGIN}/embed/?theme=${encodeURIComponent(hostile)}`);
    const html = look.json().html as string;
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<img/);
    iframeOf(html);
  });
});

describe('the puzzle pages’ link previews', () => {
  /** The head's tags of `page`, by their names. */
  async function tagsOf(page: string) {
    const body = (await get(page)).body;
    const tags: Record<string, string> = {};
    for (const [, , name, value] of body.matchAll(
      /<meta (property|name)="([^"]+)" content="([^"]*)" \/>/g,
    )) {
      tags[name!] = unescape(value!);
    }
    const oembedLink = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(
      body,
    );
    return { tags, oembed: oembedLink ? unescape(oembedLink[1]!) : null };
  }

  it('name the puzzle, its picture and its oEmbed on Today, a day, Endless with a code and Play a link', async () => {
    for (const page of [
      '/',
      '/archive/?date=2026-11-20',
      '/endless/?size=10&level=hard&code=prev1&engine=3',
      '/play/?src=7x7%3Achvhvszkhtki',
    ]) {
      const { tags, oembed: link } = await tagsOf(page);
      // The page's address as a URL writes it (no default port).
      const address = new URL(page, ORIGIN).href;
      expect(link, page).toBe(`${ORIGIN}/oembed?url=${encodeURIComponent(address)}&format=json`);
      expect((await get(link!.slice(ORIGIN.length))).statusCode, page).toBe(200);
      expect(tags['og:title'], page).toMatch(/ · Galaxies$/);
      expect(tags['og:url'], page).toBe(address);
      expect(tags['twitter:card']).toBe('summary_large_image');
      const picture = await get(tags['og:image']!.slice(ORIGIN.length));
      expect(picture.headers['content-type'], page).toBe('image/png');
      expect(tags['twitter:image']).toBe(tags['og:image']);
    }
  });

  it('are left off pages of no one puzzle', async () => {
    for (const page of ['/endless/?size=10&level=hard', '/play/']) {
      const { tags, oembed: link } = await tagsOf(page);
      expect(link, page).toBeNull();
      expect(tags, page).toEqual({});
    }
  });
});
