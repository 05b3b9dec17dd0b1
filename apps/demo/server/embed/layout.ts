// Where the thumbnail's grid sits in pixels: the image's size from the box asked for, whole-pixel
// cells, and the widths of lines, walls and dots scaled from the board's drawing (in cells).

/** The smallest and largest image side asked for; anything else is clamped to them. */
export const MIN_SIDE = 64;
export const MAX_SIDE = 1200;
/** The box a thumbnail fits in unless asked otherwise: what link previews show well. */
export const DEFAULT_SIDE = 600;

// In cells, as the board's SVG export draws them (packages/board/src/export/puzzle-svg.ts):
// the margin round the frame, the grid's hairline, given walls, the frame and a dot's radius.
// The halo is the board's: a paper ring 0.04 wide round each dot (grid-styles.ts).
const MARGIN = 0.5;
const LINE = 0.025;
const WALL = 0.09;
const FRAME = 0.12;
const DOT = 0.16;
const HALO = 0.04;
/** Below this many pixels a cell, walls as thick as three pixels would swallow the cells. */
const THICK_FROM = 8;

/** The drawing's geometry in pixels. */
export interface ThumbnailLayout {
  /** The image's size. */
  readonly width: number;
  readonly height: number;
  /** Pixels a cell: a whole number, so every cell is the same. */
  readonly cell: number;
  /** The pixel column and row of the grid's left and top line (their middle pixel). */
  readonly left: number;
  readonly top: number;
  /** Line widths in pixels, odd so that each is centred on its line's middle pixel. */
  readonly line: number;
  readonly wall: number;
  readonly frame: number;
  /** A dot's radius and its halo's, in pixels. */
  readonly dot: number;
  readonly halo: number;
}

/** A side asked for as a whole number of pixels from MIN_SIDE to MAX_SIDE; DEFAULT_SIDE if none. */
export function clampSide(side: number | undefined): number {
  if (side === undefined || !Number.isFinite(side)) return DEFAULT_SIDE;
  return Math.min(MAX_SIDE, Math.max(MIN_SIDE, Math.round(side)));
}

/** The nearest odd whole number to `size`, at least 1. */
function odd(size: number): number {
  return Math.max(1, 2 * Math.round((size - 1) / 2) + 1);
}

/**
 * The layout of a w × h grid fitted in a box of `boxWidth` × `boxHeight` pixels: the image keeps
 * the grid's aspect (margin included), fills the box along its tighter side, and centres a grid
 * of whole-pixel cells in it.
 */
export function layoutOf(
  w: number,
  h: number,
  boxWidth: number,
  boxHeight: number,
): ThumbnailLayout {
  const scale = Math.min(boxWidth / (w + 2 * MARGIN), boxHeight / (h + 2 * MARGIN));
  const cell = Math.max(1, Math.floor(scale));
  // A grid of w cells spans w · cell + 1 pixels: both outer lines have a middle pixel.
  const gridWidth = w * cell + 1;
  const gridHeight = h * cell + 1;
  const width = Math.max(gridWidth, Math.round(scale * (w + 2 * MARGIN)));
  const height = Math.max(gridHeight, Math.round(scale * (h + 2 * MARGIN)));
  const thick = cell >= THICK_FROM;
  const wall = thick ? Math.max(3, odd(WALL * cell)) : 1;
  const dot = Math.max(DOT * cell, 0.8);
  return {
    width,
    height,
    cell,
    left: Math.floor((width - gridWidth) / 2),
    top: Math.floor((height - gridHeight) / 2),
    line: odd(LINE * cell),
    wall,
    frame: thick ? Math.max(wall, odd(FRAME * cell)) : 1,
    dot,
    halo: dot + Math.max(HALO * cell, 0.5),
  };
}

/**
 * A place in half-cell units (a dot's y or x; 2k for grid line k) as a pixel coordinate: line k's
 * middle pixel is `Math.floor` of it, and a dot's disc is centred on it.
 */
export function pixelOf(layout: ThumbnailLayout, half: number, axis: 'x' | 'y'): number {
  return (axis === 'x' ? layout.left : layout.top) + 0.5 + (half / 2) * layout.cell;
}
