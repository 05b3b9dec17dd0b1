import { describe, expect, it } from 'vitest';
import { checkName, defaultName, tagOf } from './names.js';

describe('display names', () => {
  it.each([
    ['Ada', 'Ada'],
    ['  Ada  Lovelace ', 'Ada Lovelace'],
    ['星の観測者', '星の観測者'],
    ['x'.repeat(24), 'x'.repeat(24)],
    ['🌌 Vera', '🌌 Vera'],
    ['Ｖｅｒａ', 'Vera'], // NFKC: full-width letters fold
    ['Zoë', 'Zoë'],
    ['Renée 2', 'Renée 2'],
  ])('accepts %j as %j', (input, name) => {
    expect(checkName(input)).toEqual({ ok: true, name });
  });

  it.each([
    ['', /at least one/],
    ['    ', /at least one/],
    ['x'.repeat(25), /at most 24/],
    ['Ada\u202eecalevoL', /hidden/],
    ['Ada\nBob', /hidden/],
    ['zero\u200bwidth', /hidden/],
    ['\u3164', /hidden/], // Hangul filler: looks blank
    ['\u2800\u2800', /letter or a digit/], // Braille blank
    ['\u0301\u0301', /accents|letter or a digit/], // combining marks alone
    [`Z${'\u0336\u0337\u0338'.repeat(4)}algo`, /accents/],
    ['ad\u034fmin', /hidden/], // combining grapheme joiner
    ['ad\ufe0fmin', /hidden/], // variation selector
    ['Alice (you)', /boards use/],
    ['Anonymous', /boards use/],
    ['  anonymous ', /boards use/],
    ['GALAXIES', /boards use/],
    ['🌌🌌', /letter or a digit/],
    ['bad\ud800surrogate', /broken/],
    [42, /text/],
    [null, /text/],
  ])('refuses %j', (input, error) => {
    const result = checkName(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
  });

  it('counts what a reader sees: a flag or a family emoji is one character', () => {
    expect(checkName(`${'🇯🇵'.repeat(23)}A`).ok).toBe(true);
  });
});

describe('tags', () => {
  it('are short, stable and tell players apart', () => {
    expect(tagOf('player-1')).toMatch(/^#[a-z2-9]{4}$/);
    expect(tagOf('player-1')).toBe(tagOf('player-1'));
    const tags = new Set(Array.from({ length: 200 }, (_, k) => tagOf(`p${k}`)));
    expect(tags.size).toBeGreaterThan(195);
  });
});

describe('default names', () => {
  it('read as a person’s, the same for the same player, and pass the name check', () => {
    const name = defaultName('player-1');
    expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [1-9]\d$/);
    expect(defaultName('player-1')).toBe(name);
    expect(checkName(name)).toEqual({ ok: true, name });
  });

  it('seldom repeat: 1,000 players, nearly as many names', () => {
    const names = new Set(Array.from({ length: 1000 }, (_, k) => defaultName(`p${k}`)));
    expect(names.size).toBeGreaterThan(990);
  });
});
