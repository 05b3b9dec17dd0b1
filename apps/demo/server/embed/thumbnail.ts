// A puzzle's thumbnail as a PNG, for link previews: paper, the grid's lines, the frame and the
// given walls, the dots, in the board's colours. Only what the puzzle alone decides is drawn,
// never its answer, so a preview gives nothing away.
import { givenWalls, wellFormed, type Puzzle } from '@galaxies/engine';
import { clampSide, layoutOf, pixelOf, type ThumbnailLayout } from './layout.js';
import { encodePng } from './png.js';
import { fillDisc, fillRect, raster, rgbOf, type Raster, type Rgb } from './raster.js';
import { SCHEMES, type SchemeName } from './schemes.js';

export interface ThumbnailOptions {
  /** The box the image fits in, in pixels (64 to 1200, 600 by default); the aspect is kept. */
  width?: number;
  height?: number;
  /** The board's light scheme (the default) or its dark one. */
  scheme?: SchemeName;
}

export interface Thumbnail {
  png: Buffer;
  width: number;
  height: number;
}

interface Colours {
  paper: Rgb;
  line: Rgb;
  given: Rgb;
  star: Rgb;
}

function coloursOf(scheme: unknown): Colours {
  if (scheme !== 'light' && scheme !== 'dark') {
    throw new Error(`Unknown scheme: ${String(scheme)} (light or dark)`);
  }
  const { paper, line, given, star } = SCHEMES[scheme];
  return { paper: rgbOf(paper), line: rgbOf(line), given: rgbOf(given), star: rgbOf(star) };
}

/**
 * A band `width` pixels wide (odd) along grid line `k` from line `from` to line `to` across it,
 * reaching half its width past both ends (square ends, as the board's walls and frame have).
 */
function band(
  r: Raster,
  layout: ThumbnailLayout,
  vertical: boolean,
  k: number,
  from: number,
  to: number,
  width: number,
  colour: Rgb,
): void {
  const { left, top, cell } = layout;
  const half = (width - 1) / 2;
  const [along, across] = vertical ? [top, left] : [left, top];
  const a0 = across + k * cell - half;
  const a1 = across + k * cell + half + 1;
  // Lines (width 1) stop at the frame's middle pixel; thick bands go past it by half their width.
  const b0 = along + from * cell - half;
  const b1 = along + to * cell + half + 1;
  if (vertical) fillRect(r, a0, b0, a1, b1, colour);
  else fillRect(r, b0, a0, b1, a1, colour);
}

function drawGrid(r: Raster, layout: ThumbnailLayout, puzzle: Puzzle, colours: Colours): void {
  const { w, h } = puzzle;
  for (let x = 1; x < w; x++) band(r, layout, true, x, 0, h, layout.line, colours.line);
  for (let y = 1; y < h; y++) band(r, layout, false, y, 0, w, layout.line, colours.line);
  // Side id: 2 · cell is the cell's right side, 2 · cell + 1 its lower side.
  for (const side of givenWalls(puzzle)) {
    const cell = side >> 1;
    const row = Math.floor(cell / w);
    const col = cell % w;
    if (side % 2 === 0) band(r, layout, true, col + 1, row, row + 1, layout.wall, colours.given);
    else band(r, layout, false, row + 1, col, col + 1, layout.wall, colours.given);
  }
  for (const [vertical, k] of [
    [true, 0],
    [true, w],
    [false, 0],
    [false, h],
  ] as const) {
    band(r, layout, vertical, k, 0, vertical ? h : w, layout.frame, colours.given);
  }
}

/** Each dot over a paper halo, which parts it from a grid line it sits on, as on the board. */
function drawDots(r: Raster, layout: ThumbnailLayout, puzzle: Puzzle, colours: Colours): void {
  for (const [y, x] of puzzle.dots) {
    const cx = pixelOf(layout, x, 'x');
    const cy = pixelOf(layout, y, 'y');
    fillDisc(r, cx, cy, layout.halo, colours.paper);
    fillDisc(r, cx, cy, layout.dot, colours.star);
  }
}

/** The blank puzzle drawn as pixels, and where its grid sits. Throws if it is not a puzzle. */
export function drawThumbnail(
  puzzle: unknown,
  options: ThumbnailOptions = {},
): { raster: Raster; layout: ThumbnailLayout } {
  const verdict = wellFormed(puzzle);
  if (!verdict.ok) throw new Error(`Cannot draw the puzzle: ${verdict.reason}`);
  const valid = puzzle as Puzzle;
  const colours = coloursOf(options.scheme ?? 'light');
  const layout = layoutOf(valid.w, valid.h, clampSide(options.width), clampSide(options.height));
  const r = raster(layout.width, layout.height, colours.paper);
  drawGrid(r, layout, valid, colours);
  drawDots(r, layout, valid, colours);
  return { raster: r, layout };
}

/** The blank puzzle as a PNG fitted in the box asked for. Throws if it is not a puzzle. */
export function puzzleThumbnail(puzzle: unknown, options: ThumbnailOptions = {}): Thumbnail {
  const { raster: r } = drawThumbnail(puzzle, options);
  return { png: encodePng(r), width: r.width, height: r.height };
}
