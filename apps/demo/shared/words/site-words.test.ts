// Both word tables have every text: the same keys, each a text in one is a text in the other, a
// phrase maker a phrase maker taking as many arguments. (TypeScript checks the shape too; this
// catches what slips past it: a key one table has that the other lacks in an optional place.)
import { describe, expect, it } from 'vitest';
import { SITE_JA } from './ja/site.js';
import { SITE_EN } from './en/site.js';

/** Every leaf of a word table, as `path: kind`. */
function leaves(words: unknown, path = ''): string[] {
  if (typeof words === 'function') return [`${path}: function(${words.length})`];
  if (words === null || typeof words !== 'object' || '_$litType$' in words)
    return [`${path}: ${typeof words}`];
  return Object.keys(words)
    .sort()
    .flatMap((key) => leaves((words as Record<string, unknown>)[key], `${path}.${key}`));
}

describe('the site’s words', () => {
  it('has every text in English and Japanese, of the same kind', () => {
    expect(leaves(SITE_JA)).toEqual(leaves(SITE_EN));
  });

  it('has the Publish form’s words in both', () => {
    expect(leaves(SITE_EN).filter((l) => l.startsWith('.publish.'))).toHaveLength(12);
    expect(SITE_JA.publish.button).not.toBe(SITE_EN.publish.button);
  });
});
