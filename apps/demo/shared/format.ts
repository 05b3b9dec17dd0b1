// How the site writes the numbers every language writes alike: sizes, rating changes and a
// rating's spread, for the pages and the pages the server draws. Words, dates and counts are in
// words/, each in its language.

/** `7` → `7×7`, `"8x12"` → `8×12` (sizes.ts). */
export { sizeLabel } from './sizes.js';

/** A rating change in whole points, with its sign: `+116`, `−12`, `+0`. */
export function signedPoints(change: number): string {
  const rounded = Math.round(change);
  return rounded < 0 ? `−${Math.abs(rounded)}` : `+${rounded}`;
}

/** The half-width of a rating's 95% interval, in whole points: 1.96 RD. */
export function giveOrTake(rd: number): number {
  return Math.round(1.96 * rd);
}
