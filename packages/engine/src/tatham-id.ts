// Simon Tatham's Galaxies game IDs, `WxH:<desc>`: interior points row by row, `z` skips 25
// points, `a`–`y` skip 0–24 and place a white dot, `A`–`Y` a black one.
import type { Puzzle } from './puzzle.js';
import { assertWellFormed } from './well-formed.js';
import { blackSet, finishImport, pointCount, pointOf, readSide } from './interior.js';

const FORMAT = 'a Tatham game ID';
const LONG_SKIP = 25;

/** The puzzle a Tatham game ID describes (black dots kept in `black`). Throws an Error saying what is wrong. */
export function fromTathamId(id: string): Puzzle {
  if (typeof id !== 'string') throw new Error('Not a Tatham game ID: expected a string');
  const match = /^\s*([^x:]*)x([^:]*):(.*?)\s*$/.exec(id);
  if (!match)
    throw new Error(`Not a Tatham game ID: expected "WxH:<desc>", got "${id.slice(0, 40)}"`);
  const w = readSide(FORMAT, 'the width', match[1]!);
  const h = readSide(FORMAT, 'the height', match[2]!);
  const desc = match[3]!;
  const total = pointCount(w, h);
  const points: number[] = [];
  const black: number[] = [];
  let p = 0;
  for (let k = 0; k < desc.length; k++) {
    const ch = desc[k]!;
    if (ch === 'z') {
      p += LONG_SKIP;
      continue;
    }
    const lower = ch.toLowerCase();
    if (!(lower >= 'a' && lower <= 'y')) {
      throw new Error(`Bad character "${ch}" at ${k} in ${FORMAT}: only a–z and A–Y are used`);
    }
    p += lower.charCodeAt(0) - 97;
    if (p >= total) {
      throw new Error(
        `Dot past the end in ${FORMAT}: "${ch}" at ${k} reaches point ${p} of ${total}`,
      );
    }
    if (ch !== lower) black.push(points.length);
    points.push(p++);
  }
  return finishImport(w, h, points, black);
}

/** The Tatham game ID of `puzzle` (black dots written as capitals). Throws when it is not well formed. */
export function toTathamId(puzzle: Puzzle): string {
  assertWellFormed(puzzle);
  const black = blackSet(puzzle);
  let desc = '';
  let last = -1;
  puzzle.dots.forEach((dot, d) => {
    const p = pointOf(puzzle.w, dot);
    let run = p - last - 1;
    for (; run >= LONG_SKIP; run -= LONG_SKIP) desc += 'z';
    desc += String.fromCharCode((black.has(d) ? 65 : 97) + run);
    last = p;
  });
  return `${puzzle.w}x${puzzle.h}:${desc}`;
}
