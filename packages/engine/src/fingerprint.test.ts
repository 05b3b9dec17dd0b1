// The code fingerprint: for each size, the SHA-256 of the dots the first codes make (`fp0`,
// `fp1`, … in base 36, a line each), against the one committed in test/fingerprint.json. A code
// must make the same puzzle for ever (the daily archive and every shared link depend on it), so
// any change to the tiler, the frozen rating (rating-v1.ts) or the counter that moves a single
// dot fails here: `npm test` checks the first 1,000 codes a size (GALAXIES_FINGERPRINT_CODES=100
// for a quick look; check:fingerprint names the full run). Only a new
// ENGINE_VERSION may write new values, from this test's failure message.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import { describe, expect, it } from 'vitest';
import { SIZES } from './constants.js';
import { generate } from './generate.js';

const CODES = Number(process.env.GALAXIES_FINGERPRINT_CODES ?? 1000);
const PINNED = JSON.parse(
  readFileSync(fileURLToPath(new URL('./test/fingerprint.json', import.meta.url).href), 'utf8'),
) as Record<string, Record<string, string>>;

function fingerprint(size: number, n: number): string {
  const hash = createHash('sha256');
  for (let k = 0; k < n; k++) {
    const code = `fp${k.toString(36)}`;
    hash.update(`${code} ${JSON.stringify(generate(code, size).dots)}\n`);
  }
  return hash.digest('hex');
}

describe.each(Object.keys(SIZES).map((size) => ({ size: Number(size) })))(
  'code fingerprint, $size × $size',
  ({ size }) => {
    it(`the first ${CODES} codes make the puzzles they always have`, () => {
      const pinned = PINNED[size]?.[CODES];
      expect(pinned, `no fingerprint is kept for ${CODES} codes`).toMatch(/^[0-9a-f]{64}$/);
      expect(fingerprint(size, CODES)).toBe(pinned);
    }, 600_000);
  },
);
