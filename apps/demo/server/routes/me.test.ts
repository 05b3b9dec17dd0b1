import { generate } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { revokeSession } from '../db/players.js';
import { recordSolve } from '../db/solves.js';
import { defaultName } from '../players/names.js';
import { NEW_PLAYERS_PER_TEN_MINUTES } from '../../shared/policy.js';
import { cookieFrom, honestPost, start, testServer, type TestServer } from '../test/testing.js';

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

  it('shows a new player’s record to a first visit without making one', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: null,
      moderator: false,
      name: null,
      named: false,
      rating: 1500,
      rd: 350,
      display: '1500 ± 686',
      games: 0,
      provisional: true,
      ratedDays: 0,
      established: { rd: 150, days: 2 },
      best: { 7: null, 10: null, 13: null, 15: null },
      recent: [],
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await players()).toBe(0);
  });

  it('makes the player on a first write, with a signed HttpOnly SameSite=Lax cookie', async () => {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { name: 'Ada' },
    });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(await players()).toBe(1);
  });

  it('makes no player for 300 cookieless reads', async () => {
    for (let k = 0; k < 300; k++) {
      expect((await server.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    }
    expect(await players()).toBe(0);
  });

  it(`makes at most ${NEW_PLAYERS_PER_TEN_MINUTES} new players from one address in ten minutes`, async () => {
    const newPlayer = () =>
      server.app.inject({ method: 'PUT', url: '/api/me', payload: { name: 'x' } });
    const codes: number[] = [];
    for (let k = 0; k < NEW_PLAYERS_PER_TEN_MINUTES + 15; k++) {
      codes.push((await newPlayer()).statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(NEW_PLAYERS_PER_TEN_MINUTES);
    expect(codes.slice(NEW_PLAYERS_PER_TEN_MINUTES).every((c) => c === 429)).toBe(true);
    expect(await players()).toBe(NEW_PLAYERS_PER_TEN_MINUTES);
    // The refusal says when to try again: when the address's ten minutes are up.
    server.wait(100);
    const refused = await newPlayer();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('500');
    server.wait(500);
    expect((await newPlayer()).statusCode).toBe(200);
  });

  it('knows the player again by the cookie and keeps the name they set', async () => {
    const first = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { name: 'V' },
    });
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

  it('names a device session in the cookie, which can be revoked to sign that device out', async () => {
    const first = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { name: 'Ada' },
    });
    const cookie = cookieFrom(first.headers['set-cookie']);
    const session = server.app.unsignCookie(decodeURIComponent(cookie.split('=')[1]!)).value!;
    const [player] = await server.store.db.selectFrom('players').select('id').execute();
    expect(session).not.toBe(player!.id);
    const me = () => server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect((await me()).json().name).toBe('Ada');
    await revokeSession(server.store.db, session, new Date());
    expect((await me()).json().name).toBeNull(); // nobody now
    const write = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { cookie },
      payload: { name: 'Mallory' },
    });
    expect(write.statusCode).toBe(401);
  });

  it('still knows a cookie from before sessions, and gives it a session on a write', async () => {
    const first = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { name: 'Old' },
    });
    expect(first.statusCode).toBe(200);
    const [player] = await server.store.db.selectFrom('players').select('id').execute();
    const legacy = `gx_player=${encodeURIComponent(server.app.signCookie(player!.id))}`;
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: legacy },
    });
    expect(read.json().name).toBe('Old');
    const write = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { cookie: legacy },
      payload: { name: 'Old again' },
    });
    expect(write.statusCode).toBe(200);
    const upgraded = cookieFrom(write.headers['set-cookie']);
    expect(upgraded).not.toBe(legacy);
  });

  it('goes by a name made from the player’s id until they choose one', async () => {
    const { cookie } = await start(server, { mode: 'endless', size: 7 });
    const me = (
      await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    ).json();
    const { id } = await server.store.db
      .selectFrom('players')
      .select('id')
      .executeTakeFirstOrThrow();
    expect(me).toMatchObject({ name: defaultName(id), named: false, provisional: true });
    expect(me.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d\d$/);
    const named = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { name: 'Vera' },
      headers: { cookie },
    });
    expect(named.json()).toMatchObject({ name: 'Vera', named: true });
  });

  it('names each recent solve’s level, version and score, worked out for one stored without', async () => {
    server.setNow(new Date('2026-12-06T12:00:00Z'));
    const started = await start(server, { mode: 'endless', size: '8x12', difficulty: 'easy' });
    server.wait(300);
    const { cookie } = started;
    const post = honestPost(started, 'endless', 300);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/galaxies/solves',
      headers: { cookie },
      payload: post,
    });
    expect(res.statusCode).toBe(201);
    // A version-1 solve stored before scores were kept (migration 009).
    const playerId = (await server.store.db.selectFrom('players').select('id').executeTakeFirst())!;
    await recordSolve(server.store.db, {
      player_id: playerId.id,
      puzzle: '10/medium/oldsolve',
      size: 10,
      difficulty: 'medium',
      code: 'oldsolve',
      mode: 'endless',
      day: '2026-11-20',
      seconds: 400,
      solved_at: '2026-11-20T10:00:00Z',
      rating_change: null,
    });
    const me = (
      await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    ).json();
    expect(me.recent).toEqual([
      {
        puzzle: '10/medium/oldsolve',
        size: 10,
        difficulty: 'medium',
        engine: 1,
        score: generate('oldsolve', 10, 'medium', {}, 1).score,
        mode: 'endless',
        day: '2026-11-20',
        seconds: 400,
        hints: 0,
        ratingChange: null,
      },
      {
        puzzle: `8x12/easy/${post.code}@3`,
        size: '8x12',
        difficulty: 'easy',
        engine: 3,
        score: generate(post.code, '8x12', 'easy', {}, 3).score,
        mode: 'endless',
        day: '2026-12-06',
        seconds: 300,
        hints: 0,
        ratingChange: expect.any(Number),
      },
    ]);
    // The rectangle's best joins the first four squares' (none yet at those but 10×10's).
    expect(me.best).toEqual({ 7: null, '8x12': 300, 10: 400, 13: null, 15: null });
    const stats = (
      await server.app.inject({ method: 'GET', url: '/api/me/stats', headers: { cookie } })
    ).json();
    expect(stats.sizes.map((s: { size: unknown }) => s.size)).toEqual([7, '8x12', 10, 13, 15]);
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
    const first = await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { name: 'A' },
    });
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
    expect(names.map((p) => p.name)).toEqual(['A']);
  });
});
