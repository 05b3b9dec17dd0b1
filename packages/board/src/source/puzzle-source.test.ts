import { ENGINE_VERSION, generate, grade } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../../test/fixtures.js';
import { resolveSource } from './puzzle-reader.js';
import { makeSource, planSource, type SourceEngine } from './puzzle-source.js';

const engine: SourceEngine = { generate, version: ENGINE_VERSION };
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
      { size: '8', code: 'abc', engine: '2' },
      /no puzzles of size 8: the sizes are 7, 10, 13 and 15\./,
      /^Unknown size "8": the sizes are 7, 10, 13, 15\.$/,
    ],
    [
      { size: '4', code: 'abc' },
      /^There are no puzzles of size 4: each side is 5 to 30 cells, as in 20x12\.$/,
      /^Unknown size "4": each side is 5 to 30/,
    ],
    [
      { size: '15', code: 'abc', engine: '1' },
      /no puzzles of size 15: the sizes are 7, 10 and 13\./,
      /^Unknown size "15": the sizes are 7, 10, 13\.$/,
    ],
    [{ size: '7', code: 'Not A Code!' }, /code can’t be read/, /^Bad code/],
    [
      { size: '7', code: 'abc', difficulty: 'extreme' },
      /^7×7 puzzles come in easy, medium and hard\.$/,
      /Unknown level "extreme"/,
    ],
    [
      { size: '7', code: 'abc', difficulty: 'hard', engine: '1' },
      /one level: easy/,
      /Unknown level "hard" for 7×7: it is easy\./,
    ],
    [{ size: '7', code: 'abc', engine: '4' }, /newer version of Galaxies/, /^Unknown engine "4"/],
    [
      { size: '31x12', code: 'abc', engine: '3' },
      /^There are no puzzles of size 31x12: each side is 5 to 30 cells, as in 20x12\.$/,
      /^Unknown size "31x12": each side is 5 to 30/,
    ],
    [
      { size: '20x12', code: 'abc', engine: '2' },
      /no puzzles of size 20x12: the sizes are 7, 10, 13 and 15\./,
      /^Unknown size "20x12"/,
    ],
    [
      { size: '20x12', code: 'abc', difficulty: 'extreme', engine: '3' },
      /^20×12 puzzles come in easy, medium and hard\.$/,
      /Unknown level "extreme" for 20×12/,
    ],
    [{ size: '7', code: 'abc', engine: 'two' }, /can’t be read/, /^Unknown engine "two"/],
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

  it('makes size + code with the engine, the same puzzle every time, with its score', () => {
    const r = resolveSource({ size: '7', code: 'k3x9q' }, engine);
    const made = generate('k3x9q', 7, 'easy', {}, ENGINE_VERSION);
    expect(r).toMatchObject({
      ok: true,
      source: {
        code: 'k3x9q',
        size: 7,
        difficulty: 'easy',
        engine: ENGINE_VERSION,
        score: made.score,
        level: 'easy',
      },
    });
    const again = resolveSource({ size: ' 7 ', code: 'k3x9q', difficulty: 'easy' }, engine);
    if (r.ok && again.ok) expect(again.source.puzzle).toEqual(r.source.puzzle);
    expect(r.ok && r.source.imported).toBe(false);
  });

  it('makes a code under the version it names: version 1 codes keep their puzzles', () => {
    const v1 = resolveSource({ size: '10', code: 'k3x9q', engine: '1' }, engine);
    const old = generate('k3x9q', 10, 'medium', {}, 1);
    expect(v1.ok && v1.source.puzzle.dots).toEqual(old.dots);
    expect(v1).toMatchObject({ ok: true, source: { engine: 1, difficulty: 'medium' } });
    const v2 = resolveSource({ size: '10', code: 'k3x9q', difficulty: 'hard', engine: 2 }, engine);
    expect(v2).toMatchObject({
      ok: true,
      source: { engine: 2, difficulty: 'hard', level: 'hard' },
    });
    expect(v2.ok && v2.source.puzzle.dots).toEqual(generate('k3x9q', 10, 'hard', {}, 2).dots);
    expect(v2.ok && v2.source.score).toBeGreaterThanOrEqual(6);
    // None named: the current version, 3, since 1.0.
    const current = resolveSource({ size: '10', code: 'k3x9q', difficulty: 'hard' }, engine);
    expect(current).toMatchObject({ ok: true, source: { engine: 3, difficulty: 'hard' } });
  });

  it('makes any w × h under version 3, a size written as the engine writes it', () => {
    const r = resolveSource(
      { size: '20x12', code: 'k3x9q', difficulty: 'hard', engine: '3' },
      engine,
    );
    const made = generate('k3x9q', '20x12', 'hard', {}, 3);
    expect(r).toMatchObject({
      ok: true,
      source: { size: '20x12', engine: 3, difficulty: 'hard', score: made.score },
    });
    expect(r.ok && r.source.puzzle).toEqual({ w: 20, h: 12, dots: made.dots });
    // A square is n, however it was written.
    const square = resolveSource({ size: '9x9', code: 'k3x9q', engine: '3' }, engine);
    expect(square).toMatchObject({ ok: true, source: { size: 9, difficulty: 'hard' } });
  });

  it('grades an imported puzzle: its score and the band it falls in', () => {
    const r = resolveSource({ src: SAMPLE_7X7.id }, engine);
    expect(r.ok && r.source.score).toBe(grade(SAMPLE_7X7.puzzle).score);
    expect(r.ok && r.source.level).toBe(grade(SAMPLE_7X7.puzzle).band);
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
    expect(planned).toEqual({
      ok: true,
      make: { code: 'k3x9q', size: 13, difficulty: 'hard', engine: ENGINE_VERSION },
    });
    if ('make' in planned) {
      expect(makeSource(planned.make, generate)).toEqual(
        resolveSource({ size: '13', code: 'k3x9q' }, engine),
      );
    }
  });

  it('reads the level players chose as `level`, or by its old name `difficulty`', () => {
    const make = (level: string) => ({
      ok: true,
      make: { code: 'k3x9q', size: 10, difficulty: level, engine: ENGINE_VERSION },
    });
    expect(planSource({ size: '10', code: 'k3x9q', level: 'hard' }, engine)).toEqual(make('hard'));
    expect(planSource({ size: '10', code: 'k3x9q', difficulty: 'hard' }, engine)).toEqual(
      make('hard'),
    );
    // Both given: `level` wins.
    expect(
      planSource({ size: '10', code: 'k3x9q', level: 'easy', difficulty: 'hard' }, engine),
    ).toEqual(make('easy'));
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
    expect(planSource({ size: '4', code: 'a' }, engine)).toMatchObject({ ok: false });
  });
});

describe('planSource with a player’s save from 0.x', () => {
  /** A browser keeping saves of the asks listed (`<size>/<level>/<code>@<engine>`). */
  const keeping = (...saves: string[]): SourceEngine => ({
    ...engine,
    hasSave: (ask) => saves.includes(`${ask.size}/${ask.difficulty}/${ask.code}@${ask.engine}`),
  });
  const made = (planned: ReturnType<typeof planSource>) =>
    'make' in planned ? planned.make.engine : null;

  it('opens version 2’s puzzle of a code given no version when only its save is kept', () => {
    expect(made(planSource({ size: '10', code: 'k3' }, keeping('10/medium/k3@2')))).toBe(2);
    // The same with the level named, and at 15 (whose level was hard under both).
    const hard = keeping('10/hard/k3@2', '15/hard/k3@2');
    expect(made(planSource({ size: '10', code: 'k3', level: 'hard' }, hard))).toBe(2);
    expect(made(planSource({ size: '15', code: 'k3' }, hard))).toBe(2);
  });

  it('keeps to the current version otherwise', () => {
    // No save, a save of the current version's too, another code's, or a size 0.x never made.
    expect(made(planSource({ size: '10', code: 'k3' }, keeping()))).toBe(3);
    const both = keeping('10/medium/k3@2', '10/medium/k3@3');
    expect(made(planSource({ size: '10', code: 'k3' }, both))).toBe(3);
    expect(made(planSource({ size: '10', code: 'k4' }, keeping('10/medium/k3@2')))).toBe(3);
    expect(made(planSource({ size: '12', code: 'k3' }, keeping('12/hard/k3@2')))).toBe(3);
    // A version named is the version played, whatever is kept.
    const named = planSource({ size: '10', code: 'k3', engine: '3' }, keeping('10/medium/k3@2'));
    expect(made(named)).toBe(3);
    // A board that does not save (no `hasSave`) plays the current version.
    expect(made(planSource({ size: '10', code: 'k3' }, engine))).toBe(3);
  });
});
