// Whether something is a puzzle the engine can play: size, dots, reading order, cores apart.
// Never throws, whatever it is given, so servers and boards can feed it raw JSON.
import { cellName, coreOf } from './geometry.js';
import type { Dot, Puzzle } from './puzzle.js';

/**
 * What is wrong with a puzzle, as data a UI can put into words: the kind of fault and the dots
 * (indices) and cell it names.
 */
export type Fault =
  | { readonly code: 'not-a-puzzle' }
  | { readonly code: 'bad-size' }
  | { readonly code: 'no-dots' }
  | { readonly code: 'bad-dot'; readonly dot: number }
  | { readonly code: 'off-grid'; readonly dot: number }
  | { readonly code: 'repeated'; readonly dot: number }
  | { readonly code: 'out-of-order'; readonly dot: number }
  | { readonly code: 'too-close'; readonly dots: readonly [number, number]; readonly cell: number };

/** The answer of `wellFormed`: ok, or the first fault, in words for developers and as data. */
export type WellFormed =
  { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly fault: Fault };

type Found = { reason: string; fault: Fault } | null;

/** The largest grid side the engine accepts. */
export const MAX_SIDE = 64;

/** Whether `puzzle` is a puzzle: `{ w, h, dots }` with sizes 1–64 and dots apart, in reading order. */
export function wellFormed(puzzle: unknown): WellFormed {
  try {
    const found = faultOf(puzzle);
    return found === null ? { ok: true } : { ok: false, ...found };
  } catch {
    // Only exotic objects (throwing getters, proxies) get here.
    return { ok: false, reason: 'Not a puzzle: reading it threw', fault: { code: 'not-a-puzzle' } };
  }
}

/** Throws an Error carrying the fault when `puzzle` is not well formed (for importers and `shape`). */
export function assertWellFormed(puzzle: unknown): asserts puzzle is Puzzle {
  const result = wellFormed(puzzle);
  if (!result.ok) throw new Error(result.reason);
}

/** A dot in words for messages: `dot 3 [4, 7]`. */
export function dotName(d: number, dot: Dot): string {
  return `dot ${d} [${dot[0]}, ${dot[1]}]`;
}

function faultOf(puzzle: unknown): Found {
  if (typeof puzzle !== 'object' || puzzle === null || Array.isArray(puzzle)) {
    return {
      reason: 'Not a puzzle: expected an object { w, h, dots }',
      fault: { code: 'not-a-puzzle' },
    };
  }
  const { w, h, dots } = puzzle as Record<string, unknown>;
  for (const [name, size] of [
    ['w', w],
    ['h', h],
  ] as const) {
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_SIDE) {
      const reason = `Bad size: ${name} must be a whole number from 1 to ${MAX_SIDE}, got ${show(size)}`;
      return { reason, fault: { code: 'bad-size' } };
    }
  }
  const cols = w as number;
  const rows = h as number;
  if (!Array.isArray(dots) || dots.length === 0) {
    return { reason: 'No dots: a puzzle needs at least one dot', fault: { code: 'no-dots' } };
  }
  // A plain list, not a typed array: small typed arrays cost more to make than to fill.
  const owner = new Array<number>(cols * rows).fill(-1);
  for (let d = 0; d < dots.length; d++) {
    const dot: unknown = dots[d];
    if (!isDot(dot)) {
      return {
        reason: `Dot ${d} is not two whole numbers [y, x]: ${show(dot)}`,
        fault: { code: 'bad-dot', dot: d },
      };
    }
    const [y, x] = dot;
    if (y < 1 || y > 2 * rows - 1 || x < 1 || x > 2 * cols - 1) {
      const reason = `${cap(dotName(d, dot))} is off the grid or on its frame (y runs 1 to ${2 * rows - 1}, x 1 to ${2 * cols - 1})`;
      return { reason, fault: { code: 'off-grid', dot: d } };
    }
    if (d > 0) {
      const [py, px] = dots[d - 1] as Dot;
      if (py === y && px === x) {
        return {
          reason: `${cap(dotName(d, dot))} repeats dot ${d - 1}`,
          fault: { code: 'repeated', dot: d },
        };
      }
      if (py > y || (py === y && px > x)) {
        const reason = `Dots out of reading order: ${dotName(d, dot)} comes after ${dotName(d - 1, [py, px])}`;
        return { reason, fault: { code: 'out-of-order', dot: d } };
      }
    }
    for (const cell of coreOf(cols, dot)) {
      const other = owner[cell] as number;
      if (other !== -1) {
        const reason = `Dots too close: ${dotName(other, dots[other] as Dot)} and ${dotName(d, dot)} both touch ${cellName(cols, cell)}`;
        return { reason, fault: { code: 'too-close', dots: [other, d], cell } };
      }
      owner[cell] = d;
    }
  }
  return null;
}

function isDot(dot: unknown): dot is Dot {
  return (
    Array.isArray(dot) && dot.length === 2 && Number.isInteger(dot[0]) && Number.isInteger(dot[1])
  );
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A short printable form of a bad value for messages, never more than 40 characters. */
export function show(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = typeof value;
  }
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
