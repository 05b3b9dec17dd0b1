import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../test/testing.js';
import { establish, namedPlayer, published } from '../test/community.js';
import { PAGE_SIZE } from '../play/published-puzzles.js';
import { REPORTS_TO_HIDE } from '../../shared/policy.js';

describe('finding, voting on and moderating published puzzles', () => {
  let server: TestServer;
  let author: { cookie: string; id: string };
  beforeEach(async () => {
    server = await testServer();
    server.setNow(new Date('2026-11-30T12:00:00Z'));
    author = await namedPlayer(server, 'Ada');
  });
  afterEach(() => server.close());

  const list = async (query: string) => {
    const res = await server.app.inject({ url: `/api/galaxies/puzzles?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { entries: { id: string; votes: number }[]; next: string | null };
  };
  const say = (method: 'PUT' | 'POST', url: string, cookie: string, payload: object = {}) =>
    server.app.inject({ method, url, payload, headers: { cookie } });

  /** Publishes `n` puzzles a minute apart: their ids, oldest first. */
  async function many(n: number, cookie = author.cookie) {
    const ids: string[] = [];
    for (let k = 0; ids.length < n; k++) {
      server.wait(60);
      try {
        ids.push((await published(server, cookie, `listed${k}`)).id);
      } catch {
        // Two codes made one small puzzle: the next code.
      }
    }
    return ids;
  }

  it('pages through the newest by keyset, every puzzle once, in order', async () => {
    // Two authors, so a day's allowance is not the limit.
    const other = await namedPlayer(server, 'Brook');
    const ids = [...(await many(15)), ...(await many(15, other.cookie))];
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await list(`sort=new${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(PAGE_SIZE);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.next;
      pages++;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual([...ids].reverse());
    // Filtered by the author's tag.
    const tag = (await server.app.inject({ url: `/api/galaxies/puzzles/${ids[0]}` })).json().author
      .tag;
    const mine = await list(`author=${encodeURIComponent(tag)}`);
    expect(mine.entries.map((e) => e.id)).toEqual(ids.slice(0, 15).reverse());
    expect((await list('size=7&level=easy')).entries.length).toBeGreaterThan(0);
    expect((await list('size=10')).entries).toEqual([]);
  });

  it('refuses a list it cannot read, in words', async () => {
    for (const query of ['sort=best', 'size=99', 'level=brutal', 'cursor=nonsense', 'author=x']) {
      const res = await server.app.inject({ url: `/api/galaxies/puzzles?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('weighs votes: one a player, a new player’s less, never on their own', async () => {
    const [id] = await many(1);
    const fresh = await namedPlayer(server, 'New');
    const settled = await namedPlayer(server, 'Old');
    await establish(server, settled.id);
    const vote = (cookie: string, up: boolean) =>
      say('PUT', `/api/galaxies/puzzles/${id}/vote`, cookie, { up });
    expect((await vote(fresh.cookie, true)).json()).toEqual({ up: true, votes: 0.25 });
    expect((await vote(settled.cookie, true)).json().votes).toBe(1.25);
    // A changed vote replaces the old.
    expect((await vote(settled.cookie, false)).json().votes).toBe(-0.75);
    expect((await vote(settled.cookie, false)).json().votes).toBe(-0.75);
    expect((await vote(author.cookie, true)).statusCode).toBe(403);
    // Top: most voted first.
    const [second] = await many(1);
    await vote(settled.cookie, true);
    void second;
    const top = await list('sort=top');
    expect(top.entries[0]!.votes).toBeGreaterThanOrEqual(top.entries[1]!.votes);
  });

  it('hides a puzzle established players report, until a moderator decides', async () => {
    const [id] = await many(1);
    const moderatorPlayer = await namedPlayer(server, 'Mod');
    server.config.moderators = [moderatorPlayer.id] as never;
    const report = (cookie: string) => say('POST', `/api/galaxies/puzzles/${id}/report`, cookie);
    // New players' reports are kept but hide nothing.
    for (let k = 0; k < REPORTS_TO_HIDE; k++) {
      const fresh = await namedPlayer(server, `Fresh ${k}`);
      expect((await report(fresh.cookie)).json()).toEqual({ hidden: false });
    }
    for (let k = 0; k < REPORTS_TO_HIDE; k++) {
      const settled = await namedPlayer(server, `Settled ${k}`);
      await establish(server, settled.id);
      expect((await report(settled.cookie)).json()).toEqual({ hidden: k === REPORTS_TO_HIDE - 1 });
    }
    expect((await list('')).entries).toEqual([]);
    expect((await server.app.inject({ url: `/api/galaxies/puzzles/${id}` })).statusCode).toBe(410);
    // Only a moderator sees and decides.
    const queue = (cookie: string) =>
      server.app.inject({ url: '/api/galaxies/moderation/puzzles', headers: { cookie } });
    expect((await queue(author.cookie)).statusCode).toBe(403);
    expect(
      (await queue(moderatorPlayer.cookie)).json().entries.map((e: { id: string }) => e.id),
    ).toEqual([id]);
    const decide = (action: string) =>
      say('POST', `/api/galaxies/moderation/puzzles/${id}`, moderatorPlayer.cookie, { action });
    expect((await decide('restore')).statusCode).toBe(200);
    expect((await list('')).entries.map((e) => e.id)).toEqual([id]);
    expect((await decide('remove')).statusCode).toBe(200);
    expect((await list('')).entries).toEqual([]);
  });

  it('keeps reads a second, and drops them when a write here changes them', async () => {
    const [id] = await many(1);
    const one = async () =>
      (await server.app.inject({ url: `/api/galaxies/puzzles/${id}` })).json() as {
        title: string;
        votes: number;
      };
    expect((await one()).title).toBe('listed0');
    // A change behind the server's back (another server's, say) shows within the second.
    await server.store.db
      .updateTable('community_puzzles')
      .set({ title: 'Changed elsewhere' })
      .execute();
    expect((await one()).title).toBe('listed0');
    expect((await list('')).entries[0]).toMatchObject({ id });
    server.wait(1);
    expect((await one()).title).toBe('Changed elsewhere');
    // A write this server answers shows at once: a vote, a new puzzle in the list.
    const voter = await namedPlayer(server, 'Voter');
    const voted = await say('PUT', `/api/galaxies/puzzles/${id}/vote`, voter.cookie, { up: true });
    expect(voted.statusCode, voted.body).toBe(200);
    expect((await one()).votes).toBe(0.25);
    const [newer] = await many(1);
    expect((await list('')).entries.map((e) => e.id)).toEqual([newer, id]);
  });
});
