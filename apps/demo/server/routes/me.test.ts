import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieFrom, testServer, type TestServer } from '../testing.js';

describe('/api/me', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await testServer();
  });
  afterEach(() => server.close());

  async function players(): Promise<number> {
    const row = await server.store.db
      .selectFrom('players')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('makes a new player on first visit, with a signed HttpOnly SameSite=Lax cookie', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: null,
      rating: 1500,
      rd: 350,
      display: '1500 ± 686',
      games: 0,
      best: { 7: null, 10: null, 13: null },
      recent: [],
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(await players()).toBe(1);
  });

  it('knows the player again by the cookie and keeps the name they set', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/api/me' });
    const cookie = cookieFrom(first.headers['set-cookie']);
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { cookie },
      payload: { name: '  Vera Rubin ' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().name).toBe('Vera Rubin');
    const again = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(again.json().name).toBe('Vera Rubin');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await players()).toBe(1);
  });

  it('refuses a bad name with the reason', async () => {
    const res = await server.app.inject({ method: 'PUT', url: '/api/me', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/at least one character/);
  });

  it('refuses unknown fields', async () => {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { name: 'Ada', admin: true },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a write with a forged cookie, and stores nothing', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/api/me' });
    const [name, value] = cookieFrom(first.headers['set-cookie']).split('=') as [string, string];
    const forged = `${name}=${value.replace(/^.{4}/, 'AAAA')}`;
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { cookie: forged },
      payload: { name: 'Mallory' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/not signed by this site/);
    const names = await server.store.db.selectFrom('players').select('name').execute();
    expect(names.map((p) => p.name)).toEqual([null]);
  });
});
