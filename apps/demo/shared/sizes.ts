// The grids the site plays, each size written as the game writes one everywhere (links, the API,
// tickets, saves, the stores): n for n × n, "WxH" for a rectangle ("20x12", columns by rows).
// A size read from any input, its cells, its label, and the presets Endless offers. Pure, for
// the server and the pages alike.
import { gridOf, sizeOf, type Size } from '@galaxies/engine';

export type { Size };

/**
 * `value` as the game writes a size (7, "20x12"), or null for no size: a number, or its text
 * ("7", "20×12"), as links, posts and either database give it back.
 */
export function readSize(value: unknown): Size | null {
  const grid = gridOf(value);
  return grid && sizeOf(grid.w, grid.h);
}

/** How many cells a grid of `size` has (0 for no size). */
export function cellsOf(size: unknown): number {
  const grid = gridOf(size);
  return grid ? grid.w * grid.h : 0;
}

/** `7` → `7×7`, `"20x12"` → `20×12`: columns by rows, as every language writes it. */
export function sizeLabel(size: unknown): string {
  const grid = gridOf(size);
  return grid ? `${grid.w}×${grid.h}` : String(size);
}

/**
 * What Endless offers first, in three groups: portrait rectangles that fill a phone's screen,
 * the squares (the four the site began with, and 20×20), and the big grids. Any other size from
 * 5 to 30 a side is one the player asks for by its sides.
 */
export const SIZE_PRESETS = {
  phone: ['8x12', '10x16', '12x20'],
  squares: [7, 10, 13, 15, 20],
  big: [25, 30],
} as const satisfies Record<string, readonly Size[]>;

/** Every preset, in the picker's order: the sizes a player's own bests are counted at. */
export const SITE_SIZES: readonly Size[] = [
  ...SIZE_PRESETS.squares,
  ...SIZE_PRESETS.phone,
  ...SIZE_PRESETS.big,
];

/** The sizes a player's bests and stats always show (the site's first four squares). */
export const FIRST_SIZES: readonly Size[] = [7, 10, 13, 15];

/**
 * The sizes a player's bests and stats show: FIRST_SIZES and every other size in `played`
 * (sizes as any store gives them back), smallest grid first, the narrower first at equal cells.
 */
export function sizesShown(played: readonly unknown[]): Size[] {
  const all = new Set<Size>(FIRST_SIZES);
  for (const value of played) {
    const size = readSize(value);
    if (size !== null) all.add(size);
  }
  const by = (size: Size) => gridOf(size)!;
  return [...all].sort((a, b) => cellsOf(a) - cellsOf(b) || by(a).w - by(b).w);
}
