// puzz.link URLs, `https://puzz.link/p?tentaisho/W/H/<body>`: interior points row by row; 0–f
// place a star (odd: black) and advance (value >> 1) + 1 points, g–z skip 1–20 points.
import { cellName } from './geometry.js';
import type { Puzzle } from './puzzle.js';
import { assertWellFormed } from './well-formed.js';
import { blackSet, finishImport, pointCount, pointOf, readSide } from './interior.js';

const FORMAT = 'a puzz.link URL';
/** Sites that serve pzprjs puzzles under the same URL scheme. */
const HOSTS = ['puzz.link', 'pzv.jp', 'pzprxs.vercel.app'];
const TYPE = 'tentaisho';
/** One skip letter covers at most 20 points; one star character at most 7 empty points after it. */
const MOST_SKIPPED = 20;
const MOST_AFTER_STAR = 7;

/** The puzzle a puzz.link tentaisho URL describes (black stars kept in `black`). Throws an Error saying what is wrong. */
export function fromPuzzLink(url: string): Puzzle {
  if (typeof url !== 'string') throw new Error('Not a puzz.link tentaisho URL: expected a string');
  const match = /^\s*https?:\/\/([^/?#\s]+)(\/[^?#\s]*)?\?([^#\s]*)\s*$/.exec(url);
  if (!match) {
    throw new Error(
      `Not a puzz.link tentaisho URL: expected "https://puzz.link/p?tentaisho/W/H/<body>", got "${url.slice(0, 60)}"`,
    );
  }
  const host = match[1]!.toLowerCase().replace(/^www\./, '');
  if (!HOSTS.includes(host)) {
    throw new Error(
      `Not a puzz.link tentaisho URL: host "${host}" is not one of ${HOSTS.join(', ')}`,
    );
  }
  const [type = '', width = '', height, body] = match[3]!.split('/');
  if (type !== TYPE)
    throw new Error(`Not a puzz.link tentaisho URL: the puzzle type is "${type}", not ${TYPE}`);
  if (height === undefined || body === undefined) {
    throw new Error('Truncated: the URL ends before its width, height and body');
  }
  const w = readSide(FORMAT, 'the width', width);
  const h = readSide(FORMAT, 'the height', height);
  const total = pointCount(w, h);
  const points: number[] = [];
  const black: number[] = [];
  let p = 0;
  let k = 0;
  for (; k < body.length && p < total; k++) {
    const ch = body[k]!;
    const value = parseInt(ch, 36);
    if (!(value >= 0) || ch !== ch.toLowerCase()) {
      throw new Error(`Bad character "${ch}" at ${k} in the body of ${FORMAT}`);
    }
    if (value < 16) {
      if (value % 2 === 1) black.push(points.length);
      points.push(p);
      p += (value >> 1) + 1;
    } else p += value - 15;
  }
  if (p < total) {
    throw new Error(
      `Truncated: the body ends before the last point (it reaches point ${p} of ${total})`,
    );
  }
  refuseRemovedCells(w, h, body.slice(k));
  return finishImport(w, h, points, black);
}

/** The puzz.link URL of `puzzle` (stars in `black` written black). Throws when it is not well formed. */
export function toPuzzLink(puzzle: Puzzle): string {
  assertWellFormed(puzzle);
  const { w, h } = puzzle;
  const total = pointCount(w, h);
  const stars = new Map(puzzle.dots.map((dot, d) => [pointOf(w, dot), d]));
  const black = blackSet(puzzle);
  let body = '';
  let empty = 0;
  const flush = (): void => {
    if (empty > 0) body += (empty + 15).toString(36);
    empty = 0;
  };
  for (let p = 0; p < total; p++) {
    const d = stars.get(p);
    if (d === undefined) {
      if (++empty === MOST_SKIPPED) flush();
      continue;
    }
    flush();
    // The star's character also covers up to 7 empty points after it, even past the end.
    let after = 0;
    while (after < MOST_AFTER_STAR && !stars.has(p + after + 1)) after++;
    body += (2 * after + (black.has(d) ? 1 : 0)).toString(16);
    p += after;
  }
  flush();
  return `https://puzz.link/p?${TYPE}/${w}/${h}/${body}`;
}

/** What follows the last point is a bitmap of removed cells (5 cells a character): refuse any. */
function refuseRemovedCells(w: number, h: number, tail: string): void {
  const removed: number[] = [];
  for (let k = 0; k < tail.length; k++) {
    const bits = parseInt(tail[k]!, 32);
    if (!(bits >= 0))
      throw new Error(`Bad character "${tail[k]}" after the last point of ${FORMAT}`);
    for (let b = 0; b < 5; b++) if (bits & (16 >> b)) removed.push(5 * k + b);
  }
  if (removed.length === 0) return;
  const named = removed
    .filter((cell) => cell < w * h)
    .slice(0, 3)
    .map((cell) => cellName(w, cell));
  throw new Error(
    `Removed cells are not supported: the URL removes ${removed.length} cell(s) (${named.join(', ')}); Galaxies needs a full grid`,
  );
}
