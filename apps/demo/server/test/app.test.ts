import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../app.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { SITE_POLICY, STORYBOOK_POLICY } from '../http/security.js';
import { A_DAY, IMMUTABLE, REVALIDATE } from '../http/static-files.js';
import { testServer, type TestServer } from './testing.js';

describe('the site server', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await testServer();
  });
  afterEach(() => server.close());

  it('starts with no deprecation warning', async () => {
    const warnings: string[] = [];
    const heard = (warning: Error & { code?: string }) =>
      warnings.push(`${warning.code}: ${warning.message}`);
    process.on('warning', heard);
    try {
      const another = await testServer();
      await another.close();
      await new Promise((resolve) => setTimeout(resolve, 20)); // warnings come on a later tick
    } finally {
      process.off('warning', heard);
    }
    expect(warnings.filter((w) => /deprecat/i.test(w))).toEqual([]);
  });

  it('serves robots.txt: every page may be read, the API is left alone', async () => {
    const robots = readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8');
    writeFileSync(join(server.clientDir, 'robots.txt'), robots);
    const res = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const rules = res.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual(['User-agent: *', 'Disallow: /api/']);
  });

  it('answers the health check once its database answers', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('serves the built front end at / with security headers', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Galaxies</title>');
    expect(res.headers['content-security-policy']).toBe(SITE_POLICY);
    expect(SITE_POLICY).toContain("script-src 'self'");
    expect(SITE_POLICY).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('says 404 in JSON for what it does not have', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('error');
  });

  it('refuses an oversized body with 413 and no stack trace', async () => {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT * 2) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'That request is too large.' });
  });

  it('refuses malformed JSON with 400 in words', async () => {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/not valid JSON/);
    expect(res.body).not.toMatch(/at .*\.js:\d+/);
  });
});

describe('the framework’s own errors', () => {
  it('answers an address it can’t decode in JSON, with the security headers', async () => {
    const server = await testServer();
    try {
      const res = await server.app.inject({ method: 'GET', url: '/%c0%ae' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'That address could not be read.' });
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await server.close();
    }
  });

  it('answers a 20 KB cookie (headers the parser refuses) in JSON, with the security headers', async () => {
    const server = await testServer();
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as { port: number };
      const res = await new Promise<{
        status: number;
        headers: Record<string, unknown>;
        body: string;
      }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/me',
            headers: { cookie: `x=${'a'.repeat(20_000)}` },
          },
          (r) => {
            let body = '';
            r.on('data', (c: Buffer) => (body += c.toString()));
            r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toEqual({ error: 'The request’s headers are too large.' });
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    } finally {
      await server.close();
    }
  });
});

describe('the rate limit', () => {
  it('tells a flooding client to slow down with 429', async () => {
    const server = await testServer({ rateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let k = 0; k < 5; k++) {
        codes.push((await server.app.inject({ method: 'GET', url: '/api/me' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      const refused = await server.app.inject({ method: 'GET', url: '/api/me' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const health = await server.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('Storybook under /storybook/', () => {
  it('serves the static build there, with the policy its inline scripts need', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'galaxies-storybook-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Galaxies kit</title>');
    const server = await testServer({}, { storybookDir: dir });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/storybook/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Galaxies kit');
      expect(res.headers['content-security-policy']).toBe(STORYBOOK_POLICY);
      const site = await server.app.inject({ method: 'GET', url: '/' });
      expect(site.headers['content-security-policy']).toBe(SITE_POLICY);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('an address the site has no page at', () => {
  it('gives a browser the built not-found page with a 404, and anything else the JSON', async () => {
    const server = await testServer();
    try {
      const html = '<!doctype html><title>Not found · Galaxies</title>';
      writeFileSync(join(server.clientDir, '404.html'), html);
      const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
      const asked = (url: string, headers = {}, method: 'GET' | 'POST' = 'GET') =>
        server.app.inject({ method, url, headers });
      for (const url of ['/nowhere', '/games/galaxies/nothing/?x=1']) {
        const res = await asked(url, page);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['content-security-policy']).toBe(SITE_POLICY);
        expect(res.body).toBe(html);
      }
      // The API, a script's fetch, a missing file and a post stay JSON.
      for (const res of [
        await asked('/api/nothing', page),
        await asked('/nowhere'),
        await asked('/assets/missing.js', { accept: '*/*' }),
        await asked('/nowhere', page, 'POST'),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'There is nothing at that address.' });
      }
    } finally {
      await server.close();
    }
  });

  it('answers with the JSON when the build has no not-found page', async () => {
    const server = await testServer();
    try {
      const res = await server.app.inject({
        method: 'GET',
        url: '/nowhere',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'There is nothing at that address.' });
    } finally {
      await server.close();
    }
  });
});

describe('the site’s own files', () => {
  it('never count against the limit, which still bites on the API', async () => {
    const server = await testServer({ rateLimit: 3 });
    try {
      for (let k = 0; k < 20; k++) {
        const page = await server.app.inject({ method: 'GET', url: '/' });
        expect(page.statusCode).toBe(200);
      }
      const codes: number[] = [];
      for (let k = 0; k < 4; k++) {
        codes.push((await server.app.inject({ method: 'GET', url: '/api/me' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      expect((await server.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('counts the API however its address is spelt', async () => {
    const server = await testServer({ rateLimit: 3 });
    try {
      // The router reads %61 as "a": these reach the API, so they count as the API.
      const codes: number[] = [];
      for (const url of ['/%61pi/me', '/api/me', '/%61pi/me', '/%61pi/me', '/api/me']) {
        codes.push((await server.app.inject({ method: 'GET', url })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it('are sent with cache headers that fit them, compressed when the build compressed them', async () => {
    const server = await testServer();
    try {
      const client = server.clientDir;
      mkdirSync(join(client, 'assets'));
      mkdirSync(join(client, 'icons'));
      const script = 'export const x = 1;\n'.repeat(100);
      writeFileSync(join(client, 'assets', 'page-AbC123.js'), script);
      writeFileSync(join(client, 'assets', 'page-AbC123.js.br'), brotliCompressSync(script));
      writeFileSync(join(client, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      writeFileSync(join(client, 'icons', 'icon-192.png'), 'png');
      const get = (url: string, headers = {}) => server.app.inject({ method: 'GET', url, headers });
      const asset = await get('/assets/page-AbC123.js', { 'accept-encoding': 'br, gzip' });
      expect(asset.headers['cache-control']).toBe(IMMUTABLE);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
      const plain = await get('/assets/page-AbC123.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      for (const url of ['/', '/sw.js'])
        expect((await get(url)).headers['cache-control']).toBe(REVALIDATE);
      expect((await get('/icons/icon-192.png')).headers['cache-control']).toBe(A_DAY);
      // Asked again, an unchanged page is a 304 with no body.
      const page = await get('/');
      const again = await get('/', { 'if-none-match': page.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    } finally {
      await server.close();
    }
  });
});
