// One player on several browsers, through the API: a transfer code signs a second browser in
// once, within ten minutes; a recovery code signs one in when every device is lost, once, and a
// new one replaces it; the player's devices, any of which can be signed out (it is nobody on its
// next request); codes tried from one address are limited, and none reaches the log. On SQLite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_TRIES } from '../../shared/policy.js';
import { cookieFrom, start, testServer, type TestServer } from '../test/testing.js';

describe('signing in on another device', () => {
  let server: TestServer;
  let log: string[];
  let first: string;
  beforeEach(async () => {
    log = [];
    server = await testServer(
      { logLevel: 'info' },
      { logStream: { write: (line: string) => log.push(line) } },
    );
    first = (await start(server, { mode: 'endless', size: 7 })).cookie;
    await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { name: 'Vera' },
      headers: { cookie: first },
    });
  });
  afterEach(() => server.close());

  const as = (cookie?: string) => (cookie ? { cookie } : {});
  const post = (url: string, cookie?: string, payload?: object) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: as(cookie),
      ...(payload ? { payload } : {}),
    });
  const me = async (cookie?: string) =>
    (await server.app.inject({ method: 'GET', url: '/api/me', headers: as(cookie) })).json();
  const devices = async (cookie: string) =>
    (
      await server.app.inject({ method: 'GET', url: '/api/me/devices', headers: as(cookie) })
    ).json();

  /** Signs a fresh browser in with `code`: its cookie, or the refusal. */
  async function signIn(code: string) {
    const res = await post('/api/me/sign-in', undefined, { code });
    return res.statusCode === 200
      ? { cookie: cookieFrom(res.headers['set-cookie']) }
      : { status: res.statusCode, error: res.json().error as string };
  }

  it('signs a second browser in with a transfer code, once, as the same player', async () => {
    const made = await post('/api/me/transfer', first);
    expect(made.statusCode).toBe(201);
    const { code, link, minutes } = made.json();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(link).toBe(`/account/#sign-in=${code}`);
    expect(minutes).toBe(10);
    const second = await signIn(code.toLowerCase().replace('-', ' ')); // as typed, loosely
    expect(second.cookie).toBeDefined();
    expect(await me(second.cookie)).toMatchObject({ name: 'Vera', named: true });
    const again = await signIn(code);
    expect(again).toMatchObject({ status: 400, error: expect.stringMatching(/used already/) });
    // Neither the code nor the cookie is in the log.
    expect(log.join('\n')).not.toContain(code);
    expect(log.join('\n')).not.toContain(second.cookie!.split('=')[1]);
  });

  it('refuses a transfer code after its ten minutes', async () => {
    const { code } = (await post('/api/me/transfer', first)).json();
    server.wait(10 * 60 + 1);
    expect(await signIn(code)).toMatchObject({ status: 400 });
  });

  it('lists the devices and signs one out: it is nobody on its next request', async () => {
    const { code } = (await post('/api/me/transfer', first)).json();
    const { cookie: second } = await signIn(code);
    const listed = await devices(first);
    expect(listed.devices).toHaveLength(2);
    expect(listed.devices.filter((d: { current: boolean }) => d.current)).toHaveLength(1);
    const other = listed.devices.find((d: { current: boolean }) => !d.current);
    const gone = await server.app.inject({
      method: 'DELETE',
      url: `/api/me/devices/${other.id}`,
      headers: { cookie: first },
    });
    expect(gone.statusCode).toBe(204);
    expect((await me(second)).name).toBeNull();
    expect((await devices(first)).devices).toHaveLength(1);
    expect((await me(first)).name).toBe('Vera');
  });

  it('recovers the player with a recovery code once; a new code replaces the old', async () => {
    const old = (await post('/api/me/recovery', first)).json().code;
    expect(old).toMatch(/^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/);
    const code = (await post('/api/me/recovery', first)).json().code;
    expect(await signIn(old)).toMatchObject({ status: 400 });
    expect((await devices(first)).recovery).toBe(true);
    const { cookie } = await signIn(code);
    expect(await me(cookie)).toMatchObject({ name: 'Vera' });
    expect(await signIn(code)).toMatchObject({ status: 400 });
    expect((await devices(first)).recovery).toBe(false);
  });

  it('limits the codes one address may try', async () => {
    const statuses: number[] = [];
    for (let k = 0; k < SIGN_IN_TRIES + 2; k++) statuses.push((await signIn('AAAA-BBBB')).status!);
    expect(statuses.slice(0, SIGN_IN_TRIES).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(SIGN_IN_TRIES)).toEqual([429, 429]);
    const refused = await post('/api/me/sign-in', undefined, { code: 'AAAA-BBBB' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('makes codes only for a player this site knows', async () => {
    expect((await post('/api/me/transfer')).statusCode).toBe(401);
    expect((await post('/api/me/recovery')).statusCode).toBe(401);
  });
});
