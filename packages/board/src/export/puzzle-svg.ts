// A puzzle as a stand-alone SVG file for print: black on white, thin grid lines, given walls and
// a thick frame, dots as filled discs (as on screen); with an answer, the solution as the
// galaxies' outlines (optionally over light tints). Pure: a string from data, no DOM, so it runs
// anywhere and its output can be compared byte for byte with golden files.
import { answerWalls, givenWalls, tintsOf, type Answer, type Puzzle } from '@galaxies/engine';
import { cellsPath, dotPoint, linesPath, sidesPath } from '../view/grid-geometry.js';
import { LIGHT } from '../styles/palette.js';

/** How to draw the puzzle. */
export interface PuzzleSvgOptions {
  /** Each cell's dot, row by row: draws the solution instead of the blank puzzle. */
  answer?: Answer;
  /** Pixels per cell for the file's width and height (40 by default); lines scale with it. */
  cellSize?: number;
  /** With an answer: tint each galaxy lightly with its dot's tint (`tintsOf`). */
  tints?: boolean;
}

/** The white margin round the frame, in cells: room for the frame's width and the page's edge. */
const MARGIN = 0.5;
// Widths in cells. Walls and the frame are thick enough to read at a glance on paper; the grid
// lines are a light gray hairline so the walls stand out.
const LINE = 0.025;
const WALL = 0.09;
const FRAME = 0.12;
const DOT = 0.16;

/** The file's size in pixels: the grid plus its margin, at `cellSize` pixels a cell. */
export function puzzleSvgSize(puzzle: Puzzle, cellSize = 40): { width: number; height: number } {
  return {
    width: Math.round((puzzle.w + 2 * MARGIN) * cellSize),
    height: Math.round((puzzle.h + 2 * MARGIN) * cellSize),
  };
}

function tintPaths(puzzle: Puzzle, answer: Answer): string[] {
  const tintOf = tintsOf(puzzle);
  const cells = LIGHT.tints.map((): number[] => []);
  answer.forEach((dot, cell) => cells[tintOf[dot] ?? 0]?.push(cell));
  return cells.flatMap((list, tint) =>
    list.length ? [`  <path fill="${LIGHT.tints[tint]}" d="${cellsPath(puzzle.w, list)}"/>`] : [],
  );
}

/** The puzzle, blank or solved, as the text of an SVG file. */
export function puzzleSvg(puzzle: Puzzle, options: PuzzleSvgOptions = {}): string {
  const { answer, cellSize = 40, tints = false } = options;
  const { w, h, dots } = puzzle;
  const { width, height } = puzzleSvgSize(puzzle, cellSize);
  const walls = answer ? answerWalls(puzzle, answer) : givenWalls(puzzle);
  const title = `Galaxies puzzle, ${w} by ${h}, ${dots.length} dots${answer ? ', solved' : ''}`;
  const box = `${-MARGIN} ${-MARGIN} ${w + 2 * MARGIN} ${h + 2 * MARGIN}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box}" role="img">`,
    `<title>${title}</title>`,
    `<rect x="${-MARGIN}" y="${-MARGIN}" width="${w + 2 * MARGIN}" height="${h + 2 * MARGIN}" fill="#ffffff"/>`,
    ...(answer && tints ? ['<g class="tints">', ...tintPaths(puzzle, answer), '</g>'] : []),
    // crispEdges keeps hairlines and walls on whole pixels when the file is rasterised.
    '<g fill="none" stroke="#000000" shape-rendering="crispEdges">',
    `  <path class="lines" stroke="#9a9a9a" stroke-width="${LINE}" d="${linesPath(w, h)}"/>`,
    `  <path class="walls" stroke-width="${WALL}" stroke-linecap="square" d="${sidesPath(w, walls)}"/>`,
    `  <rect class="frame" x="0" y="0" width="${w}" height="${h}" stroke-width="${FRAME}"/>`,
    '</g>',
    '<g class="dots" fill="#000000">',
    ...dots.map((dot) => {
      const { cx, cy } = dotPoint(dot);
      return `  <circle cx="${cx}" cy="${cy}" r="${DOT}"/>`;
    }),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}
