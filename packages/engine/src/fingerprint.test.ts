// The code fingerprint: for each size, the SHA-256 of the dots the first codes make (`fp0`,
// `fp1`, … in base 36, a line each), against the one committed in test/fingerprint.json. A code
// must make the same puzzle for ever (the daily archive and every shared link depend on it), so
// any change to the tiler, the frozen rating (rating-v1.ts) or the counter that moves a single
// dot fails here: `npm test` checks the first 1,000 codes a size (GALAXIES_FINGERPRINT_CODES=100
// for a quick look; check:fingerprint names the full run). Only a new
// ENGINE_VERSION may write new values, from this test's failure message.
//
// Version 2 is pinned the same way in test/fingerprint-v2.json, per size and level, with each
// puzzle's score in its line, so neither its frozen grading (grade-v2.ts) nor the score drawn
// from it can move: `npm test` checks 100 codes of each, check:fingerprint 1,000. Version 3 is
// pinned in test/fingerprint-v3.json, per size and level over squares and rectangles (its
// maker, make-v3.ts and split.ts, its score, grade-v3.ts, and the frozen ladder it repairs by),
// fewer codes for the biggest grids (V3_CODES).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, GAMES, SIZES, type Difficulty, type EngineVersion } from './constants.js';
import { generate } from './generate.js';
import type { Size } from './size.js';

const CODES = Number(process.env.GALAXIES_FINGERPRINT_CODES ?? 1000);
const CODES_V2 = Number(process.env.GALAXIES_FINGERPRINT_CODES ?? 100);
const pinned = (name: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`./test/${name}`, import.meta.url).href), 'utf8'),
  ) as Record<string, Record<string, string>>;
const PINNED = pinned('fingerprint.json');
const PINNED_V2 = pinned('fingerprint-v2.json');
const PINNED_V3 = pinned('fingerprint-v3.json');

/** Version 3's pinned sizes and how many codes of each level: fewer where a puzzle takes longer. */
const V3_CODES: readonly (readonly [Size, number])[] = [
  [5, 100],
  [7, 100],
  [10, 100],
  [13, 60],
  [15, 40],
  ['8x16', 60],
  ['20x12', 30],
  ['5x30', 30],
  [20, 15],
  [30, 4],
];

function fingerprint(
  version: EngineVersion,
  size: Size,
  difficulty: Difficulty | undefined,
  n: number,
): string {
  const hash = createHash('sha256');
  for (let k = 0; k < n; k++) {
    const code = `fp${k.toString(36)}`;
    const made = generate(code, size, difficulty, {}, version);
    const score = version === 1 ? '' : ` ${made.score}`;
    hash.update(`${code} ${JSON.stringify(made.dots)}${score}\n`);
  }
  return hash.digest('hex');
}

describe.each(Object.keys(SIZES).map((size) => ({ size: Number(size) })))(
  'code fingerprint, $size × $size',
  ({ size }) => {
    it(`the first ${CODES} codes make the puzzles they always have`, () => {
      const pinned = PINNED[size]?.[CODES];
      expect(pinned, `no fingerprint is kept for ${CODES} codes`).toMatch(/^[0-9a-f]{64}$/);
      expect(fingerprint(1, size, undefined, CODES)).toBe(pinned);
    }, 600_000);
  },
);

describe.each(
  Object.entries(GAMES[2]).flatMap(([size, levels]) =>
    levels.map((difficulty) => ({ size: Number(size), difficulty })),
  ),
)('version 2 code fingerprint, $size × $size $difficulty', ({ size, difficulty }) => {
  it(`the first ${CODES_V2} codes make the puzzles and scores they always have`, () => {
    const pinned = PINNED_V2[`${size} ${difficulty}`]?.[CODES_V2];
    expect(pinned, `no fingerprint is kept for ${CODES_V2} codes`).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint(2, size, difficulty, CODES_V2)).toBe(pinned);
  }, 600_000);
});

describe.each(
  V3_CODES.flatMap(([size, codes]) =>
    DIFFICULTIES.map((difficulty) => ({ size, difficulty, codes })),
  ),
)('version 3 code fingerprint, $size $difficulty', ({ size, difficulty, codes }) => {
  it(`the first codes make the puzzles and scores they always have`, () => {
    const pinned = PINNED_V3[`${size} ${difficulty}`]?.[codes];
    const found = fingerprint(3, size, difficulty, codes);
    expect(pinned, `no fingerprint is kept for ${codes} codes (${found})`).toMatch(
      /^[0-9a-f]{64}$/,
    );
    expect(found).toBe(pinned);
  }, 600_000);
});
