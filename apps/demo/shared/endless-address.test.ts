// Endless's addresses: old links keep their puzzle (version 1, the size's own level), new links
// name their version and level, a version this page lacks is reported, and every address the
// page writes reads back as the puzzle it names.
import { describe, expect, it } from 'vitest';
import { addressOf, readAddress } from './endless-address.js';

const ask = (search: string) => {
  const read = readAddress(search);
  return read.ok ? read.ask : read;
};

describe('Endless addresses', () => {
  it.each([
    ['?size=7&code=keepme1', { size: 7, difficulty: 'easy', engine: 1, code: 'keepme1' }],
    ['?size=10&code=k3x9q', { size: 10, difficulty: 'medium', engine: 1, code: 'k3x9q' }],
    ['?size=13&code=layout13', { size: 13, difficulty: 'hard', engine: 1, code: 'layout13' }],
  ])('opens an old link %s as version 1’s puzzle at the size’s own level', (search, want) => {
    expect(ask(search)).toEqual(want);
  });

  it.each([
    [
      '?size=10&level=hard&code=abc12345&engine=2',
      { size: 10, difficulty: 'hard', engine: 2, code: 'abc12345' },
    ],
    [
      '?size=15&level=easy&code=abc12345&engine=2',
      { size: 15, difficulty: 'easy', engine: 2, code: 'abc12345' },
    ],
    [
      '?size=7&level=easy&code=keepme1&engine=1',
      { size: 7, difficulty: 'easy', engine: 1, code: 'keepme1' },
    ],
    // A level but no version: not an old link (they had no level), so the current version's.
    ['?size=7&level=hard&code=abc', { size: 7, difficulty: 'hard', engine: 3, code: 'abc' }],
    [
      '?size=8x12&level=medium&code=abc12345&engine=3',
      { size: '8x12', difficulty: 'medium', engine: 3, code: 'abc12345' },
    ],
  ])('opens %s as the puzzle it names', (search, want) => {
    expect(ask(search)).toEqual(want);
  });

  it.each([
    ['', { size: 7, difficulty: 'easy', engine: 3, code: null }],
    ['?size=7', { size: 7, difficulty: 'easy', engine: 3, code: null }],
    ['?size=15', { size: 15, difficulty: 'hard', engine: 3, code: null }],
    ['?size=10&level=hard', { size: 10, difficulty: 'hard', engine: 3, code: null }],
    ['?size=10&level=extreme', { size: 10, difficulty: 'medium', engine: 3, code: null }],
    ['?size=8x12&level=easy', { size: '8x12', difficulty: 'easy', engine: 3, code: null }],
    ['?size=20%C3%9712', { size: '20x12', difficulty: 'hard', engine: 3, code: null }],
    ['?size=30x30&level=medium', { size: 30, difficulty: 'medium', engine: 3, code: null }],
    // Version 2 made no 8×8: no puzzle of that code; version 3 makes a new one at that size.
    [
      '?size=8&level=easy&code=abc&engine=2',
      { size: 8, difficulty: 'easy', engine: 3, code: null },
    ],
    // Sides past 5 to 30, or no size: the first size.
    ['?size=31x12&level=easy', { size: 7, difficulty: 'easy', engine: 3, code: null }],
    ['?size=4', { size: 7, difficulty: 'easy', engine: 3, code: null }],
    // Version 1 made no 7×7 hard and no 15×15: no puzzle of that code, a new one instead.
    [
      '?size=7&level=hard&code=abc&engine=1',
      { size: 7, difficulty: 'hard', engine: 3, code: null },
    ],
    ['?size=15&code=abc', { size: 15, difficulty: 'hard', engine: 3, code: null }],
    ['?size=7&code=BAD CODE', { size: 7, difficulty: 'easy', engine: 3, code: null }],
    // Version 2 made squares only: its code at a rectangle names no puzzle.
    [
      '?size=8x12&level=easy&code=abc&engine=2',
      { size: '8x12', difficulty: 'easy', engine: 3, code: null },
    ],
  ])('asks for a new puzzle of the current version for %j', (search, want) => {
    expect(ask(search)).toEqual(want);
  });

  it.each(['4', '99', 'two', '', '1.0'])(
    'reports engine=%j as a version it does not have',
    (engine) => {
      expect(readAddress(`?size=7&level=easy&code=abc&engine=${engine}`)).toEqual({
        ok: false,
        engine,
      });
    },
  );

  it('writes addresses that read back as the same puzzle', () => {
    for (const puzzle of [
      { size: 7, difficulty: 'easy', engine: 1, code: 'keepme1' },
      { size: 10, difficulty: 'hard', engine: 2, code: 'abc12345' },
      { size: 15, difficulty: 'medium', engine: 2, code: 'zz9' },
      { size: '10x16', difficulty: 'hard', engine: 3, code: 'zz9' },
    ] as const) {
      const address = addressOf(puzzle);
      expect(address).toBe(
        `/endless/?size=${puzzle.size}&level=${puzzle.difficulty}&code=${puzzle.code}&engine=${puzzle.engine}`,
      );
      expect(ask(address.slice('/endless/'.length))).toEqual(puzzle);
    }
    expect(addressOf({ size: 13, difficulty: 'easy' })).toBe('/endless/?size=13&level=easy');
  });
});
