// A puzzle as a PNG, in the browser: its SVG file (puzzle-svg.ts) loads as an image and is drawn
// on a canvas of the file's own pixel size, which is then encoded. Rasterising the one SVG keeps
// the PNG and the SVG the same drawing.
import type { Puzzle } from '@galaxies/engine';
import { puzzleSvg, puzzleSvgSize, type PuzzleSvgOptions } from './puzzle-svg.js';

/** Pixels per cell for a PNG unless asked otherwise: sharp on paper at a puzzle book's size. */
export const PNG_CELL_SIZE = 80;

/** An SVG file's text as a PNG of `width` × `height` pixels. */
export async function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  const image = new Image(width, height);
  // A data: URL, not a blob: one: pages whose Content-Security-Policy allows `img-src data:` but
  // not blob: (a common setting, and our site's) still load it.
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw a PNG.');
  context.drawImage(image, 0, 0, width, height);
  return new Promise<Blob>((done, fail) =>
    canvas.toBlob(
      (blob) => (blob ? done(blob) : fail(new Error('The PNG could not be made.'))),
      'image/png',
    ),
  );
}

/** The puzzle, blank or solved, as a PNG (at PNG_CELL_SIZE pixels a cell by default). */
export function puzzlePng(puzzle: Puzzle, options: PuzzleSvgOptions = {}): Promise<Blob> {
  const cellSize = options.cellSize ?? PNG_CELL_SIZE;
  const { width, height } = puzzleSvgSize(puzzle, cellSize);
  return svgToPng(puzzleSvg(puzzle, { ...options, cellSize }), width, height);
}
