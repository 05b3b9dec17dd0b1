// The pages of puzzles players publish, drawn by the server: a puzzle's page with its board (from
// the puzzle's Tatham ID), title, author, counts and fastest solves, its title escaped as text;
// 404 and 410 pages that say why; and the list, in the order and with the filters its address
// names, a bad address being the first page.
import { toTathamId } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtPages, pageDataOf, testServer, type TestServer } from '../test/testing.js';
import { namedPlayer, publishAs, solveAs, TEN } from '../test/community.js';

/** A page with the places the build writes (see vite.config.ts). */
const BUILT = `<!doctype html>
<html lang="en">
  <head><title>Galaxies</title></head>
  <body>
    <header class="site"></header>
    <main id="page" tabindex="-1"></main>
  </body>
</html>`;

let server: TestServer;

beforeEach(async () => {
  server = await testServer();
  server.setNow(new Date('2026-11-30T12:00:00Z'));
  builtPages(server, BUILT, 'p', 'puzzles');
});
afterEach(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('a published puzzle’s page', () => {
  it('is drawn with its board, its words as text, its counts and its fastest solves', async () => {
    const author = await namedPlayer(server, 'Ada <b>');
    const title = '<script>alert(1)</script> & co';
    const { id } = (
      await publishAs(server, author.cookie, { ...TEN, title, note: 'Look\nhere' })
    ).json();
    const solver = await namedPlayer(server, 'Brook');
    await solveAs(server, solver.cookie, id, TEN, 75);
    const page = await get(`/p/${id}/`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`src="${toTathamId(TEN)}"`);
    expect(page.body).toMatch(/<galaxies-board[^>]*><template shadowroot/);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(page.body).toContain(
      '<title>&#60;script&#62;alert(1)&#60;/script&#62; &#38; co · Galaxies</title>',
    );
    expect(page.body).toContain('Ada &lt;b&gt;');
    expect(page.body).toContain('1 play');
    expect(page.body).toContain('1 solve');
    expect(page.body).toContain('median 1:15');
    expect(page.body).toContain('Brook');
    expect(page.body).toContain(`/embed/?puzzle=${id}`);
    const data = pageDataOf(page.body);
    expect(data).toMatchObject({
      page: 'puzzle',
      puzzle: { id, title },
      rows: [{ name: 'Brook' }],
    });
    // In Japanese too.
    expect((await get(`/p/${id}/`, { 'accept-language': 'ja' })).body).toContain('1人が正解');
  });

  it('says there is no such puzzle (404), or that it was withdrawn (410)', async () => {
    const missing = await get('/p/zzzzzzzz/');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('There is no puzzle at this address.');
    expect((await get('/p/not-an-id/')).statusCode).toBe(404);
    const author = await namedPlayer(server, 'Ada');
    const { id } = (await publishAs(server, author.cookie, { ...TEN, title: 'Soon gone' })).json();
    await server.app.inject({
      method: 'DELETE',
      url: `/api/galaxies/puzzles/${id}`,
      headers: { cookie: author.cookie },
    });
    const gone = await get(`/p/${id}/`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('Its author has withdrawn this puzzle.');
    expect(gone.body).not.toContain('Soon gone');
  });
});

describe('the list', () => {
  it('draws a page in the order its address names, and reads a bad address as the first', async () => {
    const author = await namedPlayer(server, 'Ada');
    const { id } = (await publishAs(server, author.cookie, { ...TEN, title: 'Listed one' })).json();
    const page = await get('/puzzles/?sort=hard');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/p/${id}/"`);
    expect(page.body).toContain('Listed one');
    expect(page.body).toMatch(/aria-current="page"[^>]*>(<!--[^>]*-->)*Hardest/);
    expect(pageDataOf(page.body)).toMatchObject({
      page: 'puzzles',
      shown: { sort: 'hard' },
      first: true,
    });
    const filtered = await get('/puzzles/?size=7');
    expect(filtered.body).toContain('No puzzles match yet.');
    const bad = await get('/puzzles/?sort=best&cursor=junk');
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('Listed one');
  });
});

describe('a published puzzle elsewhere', () => {
  it('is framed at /embed/?puzzle=, previewed on its page, and gone once withdrawn', async () => {
    builtPages(
      server,
      '<!doctype html><html lang="en"><head><title>Galaxies</title></head><body><main id="embed"></main></body></html>',
      'embed',
    );
    const author = await namedPlayer(server, 'Ada');
    const title = 'Spiral <arms>';
    const { id } = (await publishAs(server, author.cookie, { ...TEN, title })).json();
    const frame = await get(`/embed/?puzzle=${id}`);
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain(`src="${toTathamId(TEN)}"`);
    expect(frame.body).toContain(`href="/p/${id}/"`);
    expect(frame.body).toContain('<title>Spiral &#60;arms&#62; · Galaxies</title>');
    const page = await get(`/p/${id}/`);
    expect(page.body).toContain('og:title" content="Spiral &#60;arms&#62; · Galaxies"');
    const oembed = await get(
      `/oembed?url=${encodeURIComponent(`http://localhost/p/${id}/`)}&format=json`,
    );
    expect(oembed.statusCode).toBe(200);
    expect(oembed.json().title).toContain('Spiral <arms>');
    expect(oembed.json().html).toContain(`/embed/?puzzle=${id}`);
    await server.app.inject({
      method: 'DELETE',
      url: `/api/galaxies/puzzles/${id}`,
      headers: { cookie: author.cookie },
    });
    expect((await get(`/embed/?puzzle=${id}`)).statusCode).toBe(404);
  });
});
