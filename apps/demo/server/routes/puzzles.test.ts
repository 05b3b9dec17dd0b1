import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generate } from '@galaxies/engine';
import { testServer, type TestServer } from '../test/testing.js';
import { namedPlayer, publishAs, TEN, TEN_SCORE } from '../test/community.js';
import { PUBLISHES_PER_DAY } from '../../shared/policy.js';
import { openStore } from '../db/open.js';
import { puzzleById } from '../db/community.js';

/** Rows of a 5 × 5, each with its middle dot: several answers. */
const SEVERAL = {
  w: 5,
  h: 5,
  dots: [
    [1, 5],
    [3, 5],
    [5, 5],
    [7, 5],
    [9, 5],
  ],
};
/** A corner cell's dot and the middle's: no answer. */
const NONE = {
  w: 5,
  h: 5,
  dots: [
    [1, 1],
    [5, 5],
  ],
};

describe('puzzles players publish', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await testServer();
    server.setNow(new Date('2026-11-30T12:00:00Z'));
  });
  afterEach(() => server.close());

  const player = async (name: string) => (await namedPlayer(server, name)).cookie;
  const publish = (cookie: string | null, payload: object, lang = 'en') =>
    publishAs(server, cookie, payload, lang);
  const get = (url: string, cookie?: string) =>
    server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('publishes a puzzle with one answer, scored and levelled by the server', async () => {
    const author = await player('Ada');
    const res = await publish(author, { ...TEN, title: 'First light', note: 'Try the corners.' });
    expect(res.statusCode).toBe(201);
    const { id, url } = res.json();
    expect(url).toBe(`/p/${id}/`);
    const shown = (await get(`/api/galaxies/puzzles/${id}`)).json();
    expect(shown).toMatchObject({
      id,
      w: 10,
      h: 10,
      dots: TEN.dots,
      title: 'First light',
      note: 'Try the corners.',
      author: { name: 'Ada' },
      score: TEN_SCORE,
      plays: 0,
      solves: 0,
      medianSeconds: null,
      rating: { provisional: true },
    });
    expect(['easy', 'medium', 'hard']).toContain(shown.level);
    expect(shown.author.tag).toMatch(/^#[a-z2-9]{4}$/);
    // Seeded from its score: 1500 at 5.0, 75 a point.
    expect(shown.rating.value).toBe(Math.round(1500 + 75 * (TEN_SCORE! - 5)));
  });

  it('refuses malformed puzzles and text with their words, in English and Japanese', async () => {
    const author = await player('Ada');
    const cases: [object, RegExp, RegExp][] = [
      [{ ...TEN, w: 4, title: 'x' }, /5 to 30 cells/, /5〜30マス/],
      [{ ...TEN, w: 31, title: 'x' }, /5 to 30 cells/, /5〜30マス/],
      [{ ...TEN, dots: [[0, 3], ...TEN.dots.slice(1)], title: 'x' }, /frame or off it/, /枠/],
      [
        {
          ...TEN,
          dots: [
            [1, 1],
            [1, 2],
          ],
          title: 'x',
        },
        /too close/,
        /近すぎ/,
      ],
      [{ ...TEN, title: '   ' }, /needs a title/, /タイトルが必要/],
      [{ ...TEN, title: 'x'.repeat(61) }, /at most 60/, /60文字まで/],
      [{ ...TEN, title: 'ok', note: 'n'.repeat(501) }, /at most 500/, /500文字まで/],
      [{ ...TEN, title: 'evil\u202etxt.exe' }, /hidden or control/, /見えない文字/],
      [{ ...TEN, title: 'q\u0301\u0302\u0303\u0304' }, /pile up accents/, /記号をいくつも/],
    ];
    for (const [payload, en, ja] of cases) {
      const inEnglish = await publish(author, payload);
      expect(inEnglish.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(inEnglish.json().error).toMatch(en);
      const inJapanese = await publish(author, payload, 'ja');
      expect(inJapanese.json().error).toMatch(ja);
    }
    expect(await server.store.db.selectFrom('community_puzzles').selectAll().execute()).toEqual([]);
  });

  it('keeps titles as plain text: markup is text, shown as sent', async () => {
    const author = await player('Ada');
    const title = '<img src=x onerror=alert(1)> & "quotes"';
    const { id } = (await publish(author, { ...TEN, title })).json();
    expect((await get(`/api/galaxies/puzzles/${id}`)).json().title).toBe(title);
  });

  it('refuses a puzzle without exactly one answer (422), and none without a player (401)', async () => {
    const author = await player('Ada');
    const several = await publish(author, { ...SEVERAL, title: 'Rows' });
    expect(several.statusCode).toBe(422);
    expect(several.json().error).toMatch(/more than one answer/);
    expect((await publish(author, { ...SEVERAL, title: 'Rows' }, 'ja')).json().error).toMatch(
      /答えが2つ以上/,
    );
    const none = await publish(author, { ...NONE, title: 'Nothing' });
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toMatch(/no answer/);
    const nobody = await publish(null, { ...TEN, title: 'Anyone' });
    expect(nobody.statusCode).toBe(401);
  });

  it('knows a puzzle published already, turned or mirrored (409)', async () => {
    const author = await player('Ada');
    const { id } = (await publish(author, { ...TEN, title: 'Original' })).json();
    const other = await player('Brook');
    const turn = (dots: readonly (readonly number[])[]) =>
      dots.map(([y, x]) => [x!, 2 * TEN.h - y!]);
    const mirror = (dots: readonly (readonly number[])[]) =>
      dots.map(([y, x]) => [y!, 2 * TEN.w - x!]);
    for (const dots of [TEN.dots, turn(TEN.dots), mirror(TEN.dots), turn(turn(mirror(TEN.dots)))]) {
      const res = await publish(other, { ...TEN, dots, title: 'Copy' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toContain(`/p/${id}/`);
    }
  });

  it('allows each player 20 a day, then 429 with retry-after until tomorrow', async () => {
    const author = await player('Ada');
    const next = (k: number) => {
      // Puzzles of one answer: the engine's, each from its own code.
      const p = generate(`allowance${k}`, 7, 'easy');
      return publish(author, { w: p.w, h: p.h, dots: p.dots, title: `No. ${k}` });
    };
    let k = 0;
    for (let stored = 0; stored < PUBLISHES_PER_DAY; k++) {
      const res = await next(k);
      // Two codes may make one small puzzle: that one is a 409, and the next is taken.
      expect([201, 409]).toContain(res.statusCode);
      if (res.statusCode === 201) stored++;
    }
    const refused = await next(k);
    expect(refused.statusCode).toBe(429);
    // 12:00 UTC: twelve hours to the site's next day.
    expect(refused.headers['retry-after']).toBe(String(12 * 3600));
    expect(refused.json().error).toMatch(/20 puzzles today/);
    server.setNow(new Date('2026-12-01T00:00:01Z'));
    expect([201, 409]).toContain((await next(k + 1)).statusCode);
  });

  it('has stored an acknowledged publish: a new connection to the database reads it', async () => {
    const author = await player('Ada');
    const { id } = (await publish(author, { ...TEN, title: 'Kept' })).json();
    const other = await openStore(server.config);
    try {
      expect((await puzzleById(other.db, id))?.title).toBe('Kept');
    } finally {
      await other.close();
    }
  });
});
