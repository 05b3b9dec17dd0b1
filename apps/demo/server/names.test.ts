import { describe, expect, it } from 'vitest';
import { checkName } from './names.js';

describe('display names', () => {
  it.each([
    ['Ada', 'Ada'],
    ['  Ada  Lovelace ', 'Ada Lovelace'],
    ['星の観測者', '星の観測者'],
    ['x'.repeat(24), 'x'.repeat(24)],
    ['🌌🌌', '🌌🌌'],
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
    [42, /text/],
    [null, /text/],
  ])('refuses %j', (input, error) => {
    const result = checkName(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
  });
});
