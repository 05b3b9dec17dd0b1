// The thumbnail, decoded from its PNG: size and aspect, the dots, paper and given walls where
// they belong, the answer's other walls never drawn, and malformed puzzles refused.
import {
  answerWalls,
  fromTathamId,
  generate,
  givenWalls,
  solve,
  type Puzzle,
} from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { pixelOf, type ThumbnailLayout } from './layout.js';
import { readPng, type DecodedPng } from '../test/read-png.js';
import { SCHEMES } from './schemes.js';
import { drawThumbnail, puzzleThumbnail, type ThumbnailOptions } from './thumbnail.js';

const LIGHT = SCHEMES.light;

/** The PNG decoded, and the layout its grid was drawn with. */
function thumbnailOf(puzzle: Puzzle, options: ThumbnailOptions = {}) {
  const made = puzzleThumbnail(puzzle, options);
  const image = readPng(made.png);
  expect([image.width, image.height]).toEqual([made.width, made.height]);
  return { image, layout: drawThumbnail(puzzle, options).layout };
}

/** The colour of the pixel under the point (x, y), as `#rrggbb`. */
function colourAt(image: DecodedPng, x: number, y: number): string {
  const i = 4 * (Math.floor(y) * image.width + Math.floor(x));
  return `#${[...image.rgba.subarray(i, i + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The middle of a side (2 · cell its right side, 2 · cell + 1 its lower side), in pixels. */
function sideMiddle(layout: ThumbnailLayout, w: number, side: number): [number, number] {
  const cell = side >> 1;
  const row = Math.floor(cell / w);
  const col = cell % w;
  const [y, x] = side % 2 === 0 ? [2 * row + 1, 2 * col + 2] : [2 * row + 2, 2 * col + 1];
  return [pixelOf(layout, x, 'x'), pixelOf(layout, y, 'y')];
}

const puzzles: Array<[string, Puzzle]> = [
  ['Tatham’s 7x7:chvhvszkhtki', fromTathamId('7x7:chvhvszkhtki')],
  ['a generated 7×7 easy', generate('thumbnail', 7, 'easy')],
  ['a generated 15×15 medium', generate('thumbnail', 15, 'medium')],
  ['a generated 30×30 hard', generate('thumbnail', 30, 'hard')],
  ['a generated 30×12 medium', generate('thumbnail', '30x12', 'medium')],
  ['a generated 12×20 easy', generate('thumbnail', '12x20', 'easy')],
];

describe('puzzleThumbnail', () => {
  it.each(puzzles)('draws %s: dots, given walls, paper, and never the answer', (_, puzzle) => {
    const { image, layout } = thumbnailOf(puzzle);
    const { w, h, dots } = puzzle;
    expect(Math.max(image.width, image.height)).toBe(600);
    for (const [y, x] of dots) {
      expect(colourAt(image, pixelOf(layout, x, 'x'), pixelOf(layout, y, 'y'))).toBe(LIGHT.star);
    }
    // A cell's centre is paper unless a dot sits there: other dots are half a cell away or more.
    const centred = new Set(dots.filter(([y, x]) => y % 2 && x % 2).map(([y, x]) => `${y},${x}`));
    for (let y = 1; y < 2 * h; y += 2) {
      for (let x = 1; x < 2 * w; x += 2) {
        if (centred.has(`${y},${x}`)) continue;
        expect(colourAt(image, pixelOf(layout, x, 'x'), pixelOf(layout, y, 'y'))).toBe(LIGHT.paper);
      }
    }
    const given = givenWalls(puzzle);
    for (const side of given) {
      expect(colourAt(image, ...sideMiddle(layout, w, side)), `side ${side}`).toBe(LIGHT.given);
    }
    const answer = solve(puzzle).answer;
    if (!answer) throw new Error('The test puzzle has no answer');
    const hidden = answerWalls(puzzle, answer).filter((side) => !given.includes(side));
    expect(hidden.length).toBeGreaterThan(0);
    for (const side of hidden) {
      const colour = colourAt(image, ...sideMiddle(layout, w, side));
      expect([LIGHT.line, LIGHT.paper], `side ${side}`).toContain(colour);
    }
  });

  it.each(puzzles)('draws the frame of %s in ink on all four sides', (_, puzzle) => {
    const { image, layout } = thumbnailOf(puzzle);
    const { w, h } = puzzle;
    const middle = { x: pixelOf(layout, w, 'x'), y: pixelOf(layout, h, 'y') };
    for (const [x, y] of [
      [pixelOf(layout, 0, 'x'), middle.y],
      [pixelOf(layout, 2 * w, 'x'), middle.y],
      [middle.x, pixelOf(layout, 0, 'y')],
      [middle.x, pixelOf(layout, 2 * h, 'y')],
    ] as const) {
      expect(colourAt(image, x, y)).toBe(LIGHT.given);
    }
    expect(colourAt(image, 0, 0)).toBe(LIGHT.paper);
  });

  it('keeps a rectangle’s aspect, margin included', () => {
    for (const [size, wide] of [
      ['20x12', true],
      ['30x12', true],
      ['12x20', false],
    ] as const) {
      const puzzle = generate('thumbnail', size, 'easy');
      const { width, height } = puzzleThumbnail(puzzle);
      expect(wide ? width : height).toBe(600);
      // Whole pixels round the aspect by at most a pixel.
      expect(Math.abs(width - (height * (puzzle.w + 1)) / (puzzle.h + 1))).toBeLessThanOrEqual(2);
    }
  });

  it('fits the box asked for, clamped to 64–1200', () => {
    const puzzle = generate('thumbnail', '20x12', 'easy');
    expect(puzzleThumbnail(puzzle, { width: 300, height: 300 })).toMatchObject({ width: 300 });
    expect(puzzleThumbnail(puzzle, { width: 1000, height: 200 })).toMatchObject({ height: 200 });
    expect(puzzleThumbnail(puzzle, { width: 1, height: 1 })).toMatchObject({ width: 64 });
    expect(puzzleThumbnail(puzzle, { width: 1e9, height: 1e9 })).toMatchObject({ width: 1200 });
    expect(puzzleThumbnail(puzzle, { width: Number.NaN })).toMatchObject({ width: 600 });
  });

  it('draws in the board’s dark scheme when asked', () => {
    const puzzle = fromTathamId('7x7:chvhvszkhtki');
    const { image, layout } = thumbnailOf(puzzle, { scheme: 'dark' });
    const [y, x] = puzzle.dots[0] ?? [1, 1];
    expect(colourAt(image, 0, 0)).toBe(SCHEMES.dark.paper);
    expect(colourAt(image, pixelOf(layout, x, 'x'), pixelOf(layout, y, 'y'))).toBe(
      SCHEMES.dark.star,
    );
    const side = givenWalls(puzzle)[0] ?? 0;
    expect(colourAt(image, ...sideMiddle(layout, puzzle.w, side))).toBe(SCHEMES.dark.given);
  });

  it('smooths every dot’s edge with colours between the dot’s and the paper’s', () => {
    const puzzle = generate('thumbnail', 10, 'easy');
    const { image, layout } = thumbnailOf(puzzle);
    const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const star = channels(LIGHT.star);
    const paper = channels(LIGHT.paper);
    const low = star.map((v, k) => Math.min(v, paper[k] as number));
    const high = star.map((v, k) => Math.max(v, paper[k] as number));
    const between = (hex: string) =>
      channels(hex).every((v, k) => v > (low[k] as number) && v < (high[k] as number));
    for (const [y, x] of puzzle.dots) {
      const [cx, cy] = [pixelOf(layout, x, 'x'), pixelOf(layout, y, 'y')];
      let blended = 0;
      // The pixels along the rim, in the four directions a grid line does not run.
      for (const [dx, dy] of [
        [1, 1],
        [1, -1],
        [-1, 1],
        [-1, -1],
      ] as const) {
        for (let t = 0; t <= layout.halo; t += 0.5) {
          if (between(colourAt(image, cx + dx * t * Math.SQRT1_2, cy + dy * t * Math.SQRT1_2))) {
            blended++;
            break;
          }
        }
      }
      expect(blended, `dot [${y}, ${x}]`).toBe(4);
    }
  });

  it.each([
    ['not an object', null, 'Not a puzzle'],
    ['a bad size', { w: 0, h: 5, dots: [[1, 1]] }, 'Bad size'],
    ['no dots', { w: 5, h: 5, dots: [] }, 'No dots'],
    ['a dot off the grid', { w: 3, h: 3, dots: [[9, 1]] }, 'off the grid'],
    [
      'dots too close',
      {
        w: 3,
        h: 3,
        dots: [
          [1, 1],
          [1, 2],
        ],
      },
      'Dots too close',
    ],
  ])('throws, saying what is wrong, for %s', (_, puzzle, reason) => {
    expect(() => puzzleThumbnail(puzzle)).toThrow(reason);
  });

  it('throws for a scheme it does not know', () => {
    const puzzle = generate('thumbnail', 7, 'easy');
    expect(() => puzzleThumbnail(puzzle, { scheme: 'sepia' as 'light' })).toThrow('Unknown scheme');
  });
});
