// The Publish form's decisions: who must give a name first, the ask sent, the page linked to.
import { describe, expect, it } from 'vitest';
import { needsName, publishAsk, publishedPage } from './publish-ask.js';

describe('the publish form', () => {
  it('asks for a name when there is no player, or their name was not chosen', () => {
    expect(needsName(null)).toBe(true);
    expect(needsName({ name: null, named: false })).toBe(true);
    expect(needsName({ name: 'Comet k3x9', named: false })).toBe(true);
    expect(needsName({ name: 'Aiko', named: true })).toBe(false);
  });

  it('sends the puzzle and the title trimmed, a blank note left out, the input untouched', () => {
    const puzzle = Object.freeze({ w: 2, h: 2, dots: Object.freeze([[2, 2]]) }) as never;
    expect(publishAsk(puzzle, '  Twin spirals ', '   ')).toEqual({
      w: 2,
      h: 2,
      dots: [[2, 2]],
      title: 'Twin spirals',
    });
    expect(publishAsk(puzzle, 'Twin', ' Look at the corner. ')).toMatchObject({
      note: 'Look at the corner.',
    });
  });

  it('links to the puzzle’s page on this site only', () => {
    expect(publishedPage({ id: 'abcdefgh', url: '/p/abcdefgh/' })).toBe('/p/abcdefgh/');
    expect(publishedPage({ id: 'abcdefgh', url: '//elsewhere.example/' })).toBe('/p/abcdefgh/');
    expect(publishedPage({ id: 'abcdefgh', url: 'javascript:alert(1)' })).toBe('/p/abcdefgh/');
  });
});
