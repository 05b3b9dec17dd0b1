import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.js';

describe('the site server', () => {
  let app: FastifyInstance;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'galaxies-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Galaxies</title>');
    app = await buildServer({ clientDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers the health check', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('serves the built front end at /', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Galaxies</title>');
  });

  it('says 404 for what it does not have', async () => {
    const res = await app.inject({ method: 'GET', url: '/no-such-page.js' });
    expect(res.statusCode).toBe(404);
  });
});
