// A grid's size as the game writes it everywhere (links, attributes, the API, saves): "WxH",
// columns by rows ("20x12"), or a number n for n × n, which is how a square is written.
// Pure and safe on any input: sizes come from URLs and attributes.

/** A size: n for n × n, or "WxH". */
export type Size = number | string;

/** A grid's columns and rows. */
export interface Grid {
  readonly w: number;
  readonly h: number;
}

/** The longest side a grid may have (the engine's limit, README). */
const MOST = 64;

const SIDES = /^\s*([0-9]{1,2})\s*(?:[x×]\s*([0-9]{1,2}))?\s*$/;

/**
 * The grid `size` names: a whole number n (or its text) for n × n, or "WxH" ("20x12", "20×12"),
 * each side 1 to 64; null for anything else.
 */
export function gridOf(size: unknown): Grid | null {
  if (typeof size === 'number') return side(size) ? { w: size, h: size } : null;
  if (typeof size !== 'string') return null;
  const found = SIDES.exec(size);
  if (!found) return null;
  const w = Number(found[1]);
  const h = found[2] === undefined ? w : Number(found[2]);
  return side(w) && side(h) ? { w, h } : null;
}

/** How the size of a w × h grid is written: w for a square, else "WxH". */
export function sizeOf(w: number, h: number): Size {
  return w === h ? w : `${w}x${h}`;
}

/** Whether n is a side a grid may have. */
const side = (n: number) => Number.isInteger(n) && n >= 1 && n <= MOST;
