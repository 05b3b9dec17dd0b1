// `/embed/`, drawn by the server: the board of the puzzle its address names (today's daily, an
// archive day, an Endless code, a given puzzle), the line its result panel shows (not rated
// here, and where to play it), the link out, its look and language from the address; framable by
// any site while every other page refuses frames; no cookie; a 404 saying so for no puzzle; and
// hostile values escaped wherever they go.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtPages, testServer, type TestServer } from '../test/testing.js';

/** The embed page as the build writes it: the places the server draws into (embed/index.html). */
const BUILT = readFileSync(new URL('../../embed/index.html', import.meta.url), 'utf8');

let server: TestServer;

beforeEach(async () => {
  server = await testServer();
  builtPages(server, BUILT, 'embed');
});

afterEach(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** The board's opening tag in a page. */
const boardTag = (html: string) => /<galaxies-board[^>]*>/.exec(html)?.[0] ?? '';

describe('/embed/', () => {
  it('draws today’s daily with its result line and link out, framable by any site, no cookie', async () => {
    const page = await get('/embed/');
    expect(page.statusCode).toBe(200);
    const daily = (await get('/api/galaxies/daily')).json();
    const board = boardTag(page.body);
    for (const [name, value] of Object.entries({
      size: daily.size,
      code: daily.code,
      level: daily.difficulty,
      engine: daily.engine,
      mode: 'daily',
      'how-to': 'off',
    })) {
      expect(board).toContain(`${name}="${value}"`);
    }
    // Drawn: the grid at first paint, before any script.
    expect(page.body).toMatch(/<template shadowroot="open" shadowrootmode="open">/);
    expect(page.body).toContain('part="grid"');
    // The result line and the link out, both to the daily on the site, rated there.
    expect(page.body).toMatch(/<p slot="result">[\s\S]*Solved here, not rated\./);
    expect(page.body).toContain('Play it rated on Galaxies');
    expect(page.body).toMatch(/<a href="\/" target="_blank" rel="noopener">/);
    // No site header, and its own title.
    expect(page.body).not.toContain('<header class="site"');
    expect(page.body).toContain(`<title>Daily ${daily.size}×${daily.size}`);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('leaves every other page refusing frames from elsewhere', async () => {
    for (const url of [
      '/',
      '/endless/',
      '/api/galaxies/daily',
      '/embed/thumbnail.png?size=7&code=a',
    ]) {
      const res = await get(url);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    }
  });

  it('draws an archive day, an Endless code and a given puzzle, each with its own link', async () => {
    const day = await get('/embed/?date=2026-11-20');
    const archived = (await get('/api/galaxies/daily/2026-11-20')).json();
    expect(boardTag(day.body)).toContain(`code="${archived.code}"`);
    expect(boardTag(day.body)).toContain('mode="archive"');
    expect(day.body).toContain('href="/archive/?date=2026-11-20"');
    const endless = await get('/embed/?size=20x12&level=hard&code=embed1&engine=3');
    expect(boardTag(endless.body)).toContain('size="20x12"');
    expect(boardTag(endless.body)).toContain('code="embed1"');
    // A code from a link is unrated on the site too: the link says play it there.
    expect(endless.body).toContain('Play it on Galaxies');
    expect(endless.body).toContain(
      'href="/endless/?size=20x12&amp;level=hard&amp;code=embed1&amp;engine=3"',
    );
    const given = await get('/embed/?src=7x7%3Achvhvszkhtki');
    expect(boardTag(given.body)).toContain('src="7x7:chvhvszkhtki"');
    expect(given.body).toContain('href="/play/?src=7x7%3Achvhvszkhtki"');
    expect(given.body).toContain('part="grid"');
  });

  it('takes its look and language from the address', async () => {
    const dark = await get('/embed/?theme=dark&lang=ja');
    expect(dark.body).toContain('<html lang="ja" data-theme="dark">');
    expect(boardTag(dark.body)).toContain('scheme="dark"');
    expect(boardTag(dark.body)).toContain('lang="ja"');
    expect(dark.body).toContain('レーティング');
    // Else the reader's language, and the reader's scheme.
    const reader = await get('/embed/?theme=neon', { 'accept-language': 'ja' });
    expect(reader.body).toContain('<html lang="ja" data-theme="auto">');
    expect(boardTag(reader.body)).not.toContain('scheme=');
  });

  it.each([
    '/embed/?date=1999-01-01',
    '/embed/?date=tomorrow',
    '/embed/?src=',
    `/embed/?src=${'x'.repeat(5000)}`,
    '/embed/?engine=9&size=7&code=abc',
  ])('%s names no puzzle: a 404 saying so', async (url) => {
    const page = await get(url);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link names no Galaxies puzzle.');
    expect(page.body).not.toContain('<galaxies-board');
  });

  it('escapes hostile values wherever they go', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    for (const url of [
      `/embed/?src=${encodeURIComponent(hostile)}`,
      `/embed/?size=7&level=easy&code=${encodeURIComponent(hostile)}`,
      `/embed/?theme=${encodeURIComponent(hostile)}&lang=${encodeURIComponent(hostile)}`,
    ]) {
      const page = await get(url);
      // No element of the value's: its text is all there is of it (escaped in attributes).
      expect(page.body, url).not.toContain('<script>alert');
      expect(page.body, url).not.toMatch(/<img[^>]*onerror/);
    }
    // The given puzzle that is none is the board's own refusal, drawn as text.
    const given = await get(`/embed/?src=${encodeURIComponent(hostile)}`);
    expect(given.body).toContain('part="error"');
  });
});
