// The size an embed's iframe is offered at (oEmbed's `width` and `height`): its width within
// what the consumer allows, and the height the page takes at that width for the puzzle's shape,
// measured in Chromium on the /embed/ page (2026-12-06: the grid is the frame's width less 26 px,
// and under it one row of controls and the first-move prompt, two rows under 400 px). A host that
// listens to the frame's `resize` (or WordPress, to its `height`) then sets the exact height.
import { gridOf } from '@galaxies/engine';

/** The width offered when the consumer names none, and the range offered in. */
export const FRAME_WIDTH = { preferred: 480, least: 300, most: 640 } as const;

/** The frame's width less the grid's: the page's and the board's margins and border. */
const AROUND_GRID = 26;
/** What the page takes under the grid: one row of controls, or two in a narrow frame. */
const UNDER_GRID = { wide: 250, narrow: 320, narrowBelow: 400 } as const;

const under = (width: number) =>
  width < UNDER_GRID.narrowBelow ? UNDER_GRID.narrow : UNDER_GRID.wide;

/** The height of the frame at `width` for a grid of `cols` × `rows`. */
function heightAt(width: number, cols: number, rows: number): number {
  return Math.round(((width - AROUND_GRID) * rows) / cols) + under(width);
}

/**
 * The frame's size for `size` (a given puzzle of unknown shape: square), within `maxwidth` and
 * `maxheight` when given: the widest that fits both, never narrower than the page can lay out.
 */
export function frameSize(
  size: unknown,
  maxwidth?: number,
  maxheight?: number,
): { width: number; height: number } {
  const grid = gridOf(size) ?? { w: 1, h: 1 };
  const cap = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
  // Never wider than the consumer allows (a page narrower than the least still lays out).
  let width = Math.floor(Math.min(cap(maxwidth, FRAME_WIDTH.preferred), FRAME_WIDTH.most));
  const least = Math.min(FRAME_WIDTH.least, width);
  const most = cap(maxheight, Infinity);
  if (heightAt(width, grid.w, grid.h) > most) {
    // Narrower until it fits (the height falls with the width), or as narrow as it goes.
    for (let w = width; w >= least; w--) {
      width = w;
      if (heightAt(w, grid.w, grid.h) <= most) break;
    }
  }
  return { width, height: Math.floor(Math.min(heightAt(width, grid.w, grid.h), most)) };
}
