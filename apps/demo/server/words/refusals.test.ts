import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refusalsFor } from '../http/errors.js';
import { REFUSALS } from './refusals.js';

const { en: REFUSALS_EN, ja: REFUSALS_JA } = REFUSALS;
import { testServer, type TestServer } from '../test/testing.js';

const asking = (value?: string) => refusalsFor({ headers: { 'accept-language': value } });

/** Every sentence a table can say, its phrase makers given sample arguments. */
function sentences(table: typeof REFUSALS_JA): string[] {
  return Object.values(table).map((said) =>
    typeof said === 'string' ? said : (said as (...a: unknown[]) => string)('2026-12-01', 13),
  );
}

describe('refusals in the asker’s language', () => {
  it('follows Accept-Language: its first range by weight, Japanese only when that is ja', () => {
    expect(asking()).toBe(REFUSALS_EN);
    expect(asking('ja')).toBe(REFUSALS_JA);
    expect(asking('ja-JP,ja;q=0.9,en;q=0.8')).toBe(REFUSALS_JA);
    expect(asking('en-US,en;q=0.9,ja;q=0.8')).toBe(REFUSALS_EN);
    expect(asking('en;q=0.5, ja;q=0.9')).toBe(REFUSALS_JA);
    expect(asking('ja;q=0, en')).toBe(REFUSALS_EN);
    expect(asking('jav')).toBe(REFUSALS_EN); // Javanese is not Japanese
    expect(asking('*')).toBe(REFUSALS_EN);
  });

  it('has every refusal in Japanese, with no English words left in it', () => {
    expect(Object.keys(REFUSALS_JA).sort()).toEqual(Object.keys(REFUSALS_EN).sort());
    for (const sentence of sentences(REFUSALS_JA)) {
      // Only the technical names a developer types stay in Latin letters.
      const latin = sentence.match(/[A-Za-z]{2,}/g) ?? [];
      expect(
        latin.filter((w) => !/^(JSON|content|type|application|json|YYYY|MM|DD)$/.test(w)),
        sentence,
      ).toEqual([]);
      expect(sentence).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });

  describe('through the server', () => {
    let server: TestServer;
    beforeEach(async () => {
      server = await testServer();
    });
    afterEach(() => server.close());

    it('refuses a name in Japanese when asked in Japanese, in English otherwise', async () => {
      const rename = (lang?: string) =>
        server.app.inject({
          method: 'PUT',
          url: '/api/me',
          headers: lang ? { 'accept-language': lang } : {},
          payload: { name: 'x'.repeat(25) },
        });
      const ja = await rename('ja');
      expect(ja.statusCode).toBe(400);
      expect(ja.json().error).toBe('名前は24文字までです。');
      expect((await rename('en-GB')).json().error).toBe('A name can be at most 24 characters.');
      expect((await rename()).json().error).toBe('A name can be at most 24 characters.');
    });

    it('says the framework’s own refusals and a missing page in Japanese too', async () => {
      const headers = { 'accept-language': 'ja', 'content-type': 'application/json' };
      const bad = await server.app.inject({ method: 'PUT', url: '/api/me', headers, payload: '{' });
      expect(bad.json().error).toBe(REFUSALS_JA.notJson);
      const missing = await server.app.inject({ method: 'GET', url: '/api/nothing', headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe(REFUSALS_JA.nowhere);
    });
  });
});
