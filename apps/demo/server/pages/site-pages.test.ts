// The pages the server draws: Today and a day of the archive come with their board in the HTML
// (declarative shadow DOM, the day's puzzle), the header and the page's data, in the player's
// language (cookie, else Accept-Language); Endless with the puzzle its address names, or a new
// one with its offer (never kept); anything else, a page it can't draw or the service worker's
// copy, is the built page as it is. Pages vary by language, are compressed and answer an
// unchanged ask with a 304.
import { brotliDecompressSync } from 'node:zlib';
import { generate } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  builtPages,
  pageDataOf,
  TEST_SECRET,
  testServer,
  type TestServer,
} from '../test/testing.js';
import { readTicket } from '../play/tickets.js';
import { acceptedLanguages } from './page-lang.js';

/** A page with the places the build writes (see vite.config.ts). */
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
  builtPages(server, BUILT, '', 'archive', 'endless');
});

afterEach(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('Today, drawn by the server', () => {
  it('holds the day’s board, drawn, and the data the page hydrates from', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const daily = (await get('/api/galaxies/daily')).json();
    const data = pageDataOf(page.body);
    expect(data.page).toBe('today');
    expect(data.daily.code).toBe(daily.code);
    expect(page.body).toContain(`code="${daily.code}"`);
    expect(page.body).toMatch(
      /<galaxies-board[^>]*><template shadowroot="open" shadowrootmode="open">/,
    );
    expect(page.body).toContain('part="grid"');
    expect(page.body).toContain('aria-current="page"');
    expect(page.body).toContain('<noscript>');
    expect(page.headers.vary).toBe('cookie, accept-language, accept-encoding');
  });

  it('welcomes a newcomer once: drawn with the welcome and the cookie, then without', async () => {
    const first = await get('/');
    expect(first.body).toContain('class="welcome"');
    expect(first.body).toContain('New to Galaxies?');
    expect(pageDataOf(first.body).welcome).toBe(true);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^gx-welcomed=1; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const next = await get('/', { cookie: 'gx-welcomed=1' });
    expect(next.body).not.toContain('class="welcome"');
    expect(pageDataOf(next.body).welcome).toBe(false);
    expect(next.headers['set-cookie']).toBeUndefined();
    // The board's own window never opens by itself over a daily: the welcome offers it.
    expect(next.body).toMatch(/<galaxies-board[^>]* how-to="off"/);
    const ja = await get('/archive/?date=2026-11-20', { cookie: 'gx-lang=ja' });
    expect(ja.body).toContain('天体ショーは初めてですか？');
  });

  it.each([
    [{ cookie: 'gx-lang=ja' }, 'ja'],
    [{ 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' }, 'ja'],
    [{ 'accept-language': 'fr, ja;q=0.5, en;q=0.4' }, 'ja'],
    [{ cookie: 'gx-lang=en', 'accept-language': 'ja' }, 'en'],
    [{ cookie: 'gx-lang="><script>' }, 'en'],
    [{}, 'en'],
  ])('speaks the player’s language (%j → %s)', async (headers, lang) => {
    const page = await get('/', headers);
    expect(page.body).toContain(`<html lang="${lang}">`);
    expect(pageDataOf(page.body).lang).toBe(lang);
    expect(page.body).toContain(lang === 'ja' ? '天体ショー' : 'Galaxies puzzle');
  });

  it('is compressed for a browser that takes it, and a 304 when unchanged', async () => {
    const plain = await get('/');
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const again = await get('/', { 'if-none-match': plain.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('a day of the archive', () => {
  it('is drawn with that day’s board', async () => {
    const day = (await get('/api/galaxies/daily/2026-11-20')).json();
    const page = await get('/archive/?date=2026-11-20');
    expect(pageDataOf(page.body)).toMatchObject({ page: 'archive', daily: { date: '2026-11-20' } });
    expect(page.body).toContain(`code="${day.code}"`);
  });

  it.each([
    '/archive/',
    '/archive/?date=2099-01-01',
    '/archive/?date=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/archive/?date=2026-11-20&date=2026-11-21',
  ])('%s is the built page, drawing itself', async (url) => {
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(BUILT);
  });
});

describe('Endless', () => {
  it('draws a new puzzle for an address naming none, with its offer, never kept', async () => {
    const page = await get('/endless/?size=10&level=hard');
    const data = pageDataOf(page.body);
    expect(data.shown).toMatchObject({ size: 10, difficulty: 'hard', engine: 3 });
    expect(data.shown.code).toMatch(/^[a-z0-9]{8}$/);
    expect(page.body).toContain(`code="${data.shown.code}"`);
    expect(page.headers['cache-control']).toBe('no-store');
    const ticket = readTicket(TEST_SECRET, data.offer)!;
    expect(ticket).toMatchObject({ player: '', mode: 'endless', code: data.shown.code });
    // Each page its own puzzle.
    expect(pageDataOf((await get('/endless/?size=10&level=hard')).body).shown.code).not.toBe(
      data.shown.code,
    );
  });

  it('draws a rectangle an address asks for, at its size, made by version 3', async () => {
    const page = await get('/endless/?size=8x12&level=medium');
    const data = pageDataOf(page.body);
    expect(data.shown).toMatchObject({ size: '8x12', difficulty: 'medium', engine: 3 });
    expect(page.body).toMatch(/<galaxies-board[^>]* size="8x12"/);
    expect(page.body).toContain('8×12');
  });

  it('draws a big grid from the puzzle the server made off its main thread', async () => {
    const page = await get('/endless/?size=25&level=hard&code=bigdrawn&engine=3');
    const made = generate('bigdrawn', 25, 'hard', {}, 3);
    const dots = made.dots.map(([y, x]) => `${y},${x}`).join(' ');
    expect(page.body).toContain(`data-made="${made.score};${dots};`);
    expect(pageDataOf(page.body).shown).toMatchObject({ size: 25, score: made.score });
  });

  it('draws the puzzle an address names, with its score and no offer', async () => {
    const page = await get('/endless/?size=7&level=easy&code=abc123&engine=2');
    const data = pageDataOf(page.body);
    expect(data.shown).toMatchObject({ size: 7, code: 'abc123', engine: 2 });
    expect(data.shown.score).toBeGreaterThan(0);
    expect(data.offer).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('class="welcome"');
  });

  it.each(['/endless/?size=12&code=abc', '/endless/?size=7&code=%3Cb%3Ex%3C%2Fb%3E'])(
    '%s, no puzzle the page plays, draws a new one as the page would, the address unshown',
    async (url) => {
      const page = await get(url);
      expect(pageDataOf(page.body).offer).toBeDefined();
      expect(page.body).not.toContain('<b>');
    },
  );

  it('is the built page for a version the site doesn’t have, and for the offline copy', async () => {
    expect((await get('/endless/?size=7&code=abc&engine=99')).body).toBe(BUILT);
    const shell = await get('/endless/', { 'x-galaxies-shell': '1' });
    expect(shell.body).toBe(BUILT);
    expect(shell.headers['set-cookie']).toBeUndefined();
  });
});

describe('acceptedLanguages', () => {
  it('orders by preference and leaves out what is refused', () => {
    expect(acceptedLanguages('en;q=0.5, ja, fr;q=0')).toEqual(['ja', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
