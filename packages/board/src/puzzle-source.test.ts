import { ENGINE_VERSION, generate, SIZES } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import { resolveSource } from './puzzle-reader.js';
import { makeSource, planSource, type SourceEngine } from './puzzle-source.js';

const engine: SourceEngine = { generate, sizes: SIZES, version: ENGINE_VERSION };
const none = engine;

describe('resolveSource', () => {
  it('takes a Tatham game ID, keyed by the puzzle itself', () => {
    const r = resolveSource({ src: SAMPLE_7X7.id }, none);
    expect(r).toMatchObject({
      ok: true,
      source: { code: 'chvhvszkhtki', size: '7x7', difficulty: 'imported', imported: true },
    });
  });

  it('takes a puzz.link URL', () => {
    const r = resolveSource({ src: 'https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl' }, none);
    expect(r.ok).toBe(true);
  });

  it.each([
    [{ src: 'https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000' }, /^That link isn’t/, /./],
    [{ src: 'https://example.com/p?tentaisho/5/5/x' }, /^That link isn’t/, /host/],
    [{ src: 'nonsense' }, /^That game ID isn’t a Galaxies puzzle we can read\.$/, /./],
    [
      { size: '8', code: 'abc' },
      /no puzzles of size 8: the sizes are 7, 10 and 13\./,
      /^Unknown size "8": the sizes are 7, 10, 13\.$/,
    ],
    [{ size: '7', code: 'Not A Code!' }, /code can’t be read/, /^Bad code/],
    [
      { size: '7', code: 'abc', difficulty: 'hard' },
      /one difficulty: easy/,
      /Unknown difficulty "hard"/,
    ],
    [{}, /no puzzle here yet/, /No puzzle given/],
    [{ puzzle: { w: 3, h: 3, dots: [] } }, /can’t be played as it is/, /^No dots/],
  ])(
    'refuses %o with a sentence for players and the detail for developers',
    (input, said, detail) => {
      const r = resolveSource(input, none);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.message).toMatch(said);
      expect(r.message).not.toMatch(/\bcell \d|\[\d|host|"/);
      expect(r.detail).toMatch(detail);
    },
  );

  it('makes size + code with the engine, the same puzzle every time', () => {
    const r = resolveSource({ size: '7', code: 'k3x9q' }, engine);
    expect(r).toMatchObject({
      ok: true,
      source: { code: 'k3x9q', size: 7, difficulty: 'easy', engine: ENGINE_VERSION },
    });
    const again = resolveSource({ size: ' 7 ', code: 'k3x9q', difficulty: 'easy' }, engine);
    if (r.ok && again.ok) expect(again.source.puzzle).toEqual(r.source.puzzle);
    expect(r.ok && r.source.imported).toBe(false);
  });

  it('turns a throwing generator into a message', () => {
    const throwing: SourceEngine = {
      ...engine,
      generate: () => {
        throw new Error('No 7×7 puzzle came of zz.');
      },
    };
    const r = resolveSource({ size: '7', code: 'zz' }, throwing);
    expect(r).toEqual({
      ok: false,
      said: ['making'],
      message: 'This puzzle can’t be made.',
      detail: 'No 7×7 puzzle came of zz.',
    });
  });
});

describe('planSource', () => {
  it('reads size + code without making it, so the board can choose where to', () => {
    const planned = planSource({ size: '13', code: 'k3x9q' }, engine);
    expect(planned).toEqual({ ok: true, make: { code: 'k3x9q', size: 13, difficulty: 'hard' } });
    if ('make' in planned) {
      expect(makeSource(planned.make, generate)).toEqual(
        resolveSource({ size: '13', code: 'k3x9q' }, engine),
      );
    }
  });

  it('leaves imports to the reader, and gives refusals as they are', () => {
    expect(planSource({ src: ` ${SAMPLE_7X7.id} ` }, engine)).toEqual({
      ok: true,
      read: { src: SAMPLE_7X7.id },
    });
    expect(planSource({ puzzle: SAMPLE_7X7.puzzle }, engine)).toEqual({
      ok: true,
      read: { puzzle: SAMPLE_7X7.puzzle },
    });
    expect(planSource({ size: '8', code: 'a' }, engine)).toMatchObject({ ok: false });
  });
});
